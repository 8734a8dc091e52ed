import type { AssignmentRow } from '@mashaer/contract';
import { type ColumnDef, listOf, ResourceList } from '../../../components/resource-list';
import { PATHS } from '../api';
import { assignColumns, useAssignFilters } from './assign-list';

// No row actions here: the licence number stays at every width, only the country gives way below
// 1600 px (the assignment list's columns otherwise).
const columns: ColumnDef<AssignmentRow>[] = assignColumns.map((c) =>
  c.key === 'receiver_cr' ? { ...c, priority: 1 } : c,
);

/** /deliveries: the delivery register — every assignment with its delivery status and appointment. */
export default function DeliveriesListPage() {
  return (
    <ResourceList<AssignmentRow>
      {...listOf(PATHS.deliveries, 'camps.routes.deliveries', columns, useAssignFilters())}
    />
  );
}
