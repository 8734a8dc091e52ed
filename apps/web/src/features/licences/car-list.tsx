import { EditOutlined } from '@ant-design/icons';
import { dateColumn } from '../../components/date-text/date-column';
import type { ColumnDef } from '../../components/resource-list';
import { rowAction, searchFilter } from '../../components/resource-list';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import { carScreens } from './car.workflow';
import type { CarRow } from './car-api';

const columns: (ColumnDef<CarRow> | 'status')[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'plate_number', title: 'licences.car.plate' },
  { key: 'driver_name', title: 'licences.car.driver', priority: 2 },
  { key: 'camp_number', title: 'licences.fields.camp', sortable: true },
  { key: 'company_name', title: 'licences.fields.company', priority: 2 },
  'status',
  dateColumn('expire_date', 'licences.fields.expires_at', { sortable: true, priority: 3 }),
];

/** /request-licenses/list: the entry requests (a company sees its own). */
export function CarListPage() {
  return (
    <WorkflowList<CarRow>
      area={carScreens}
      columns={columns}
      filters={[searchFilter('licences.car.search'), 'status']}
      // A rejected request cannot be viewed (spec §8).
      canOpen={(r) => r.status !== 'rejected'}
      rowActions={[
        rowAction.link(
          'edit',
          'licences.edit',
          <EditOutlined />,
          (r) => `/request-licenses/update/${r.id}`,
          (r) => r.status === 'pending',
        ),
      ]}
    />
  );
}
