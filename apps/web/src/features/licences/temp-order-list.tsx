import { SafetyCertificateOutlined } from '@ant-design/icons';
import { dateColumn } from '../../components/date-text/date-column';
import type { ColumnDef } from '../../components/resource-list';
import { rowAction, searchFilter } from '../../components/resource-list';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import type { TempOrderRow } from './temp-api';
import { tempOrderScreens } from './temp-order.workflow';

const columns: (ColumnDef<TempOrderRow> | 'status')[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'camp_number', title: 'licences.fields.camp', sortable: true },
  { key: 'company_name', title: 'licences.fields.company', priority: 2 },
  'status',
  {
    key: 'license_number',
    title: 'licences.temp.number',
    priority: 2,
    render: (r) => r.license_number ?? '—',
  },
  dateColumn('created_at', 'licences.fields.created_at', { sortable: true, priority: 3 }),
];

/** /temp-licenses-order: the temporary licence orders (a company sees its own). */
export function TempOrderListPage() {
  return (
    <WorkflowList<TempOrderRow>
      area={tempOrderScreens}
      columns={columns}
      filters={[searchFilter('licences.temp.search'), 'status']}
      rowActions={[
        rowAction.link(
          'ready',
          'licences.print_licence',
          <SafetyCertificateOutlined />,
          (r) => `/temp-licenses-order/ready/${r.id}`,
          (r) => r.status === 'approved',
        ),
      ]}
    />
  );
}
