import { ResourceList } from '../../../components/resource-list';
import { PATHS } from '../api';
import { type AssignRow, assignColumns, useAssignFilters } from './assign-list';

/** /deliveries: the delivery register — every assignment with its delivery status and appointment. */
export default function DeliveriesListPage() {
  return (
    <ResourceList<AssignRow>
      listPath={PATHS.deliveries}
      title="camps.routes.deliveries"
      columns={assignColumns}
      filters={useAssignFilters()}
    />
  );
}
