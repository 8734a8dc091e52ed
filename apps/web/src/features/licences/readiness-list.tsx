import { PrinterOutlined } from '@ant-design/icons';
import { dateColumn } from '../../components/date-text/date-column';
import type { ColumnDef } from '../../components/resource-list';
import { rowAction, searchFilter } from '../../components/resource-list';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import type { ReadinessRow } from './api';
import { readinessScreens } from './readiness.workflow';

const columns: (ColumnDef<ReadinessRow> | 'status')[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'camp_number', title: 'licences.fields.camp', sortable: true },
  { key: 'square_name', title: 'licences.fields.square', priority: 2 },
  // the company wraps and both dates stack their Hijri line: the list fits its card from 1280 px
  { key: 'company_name', title: 'licences.fields.company', width: 120 },
  'status',
  dateColumn('created_at', 'licences.fields.created_at', { stacked: true, sortable: true, priority: 3 }),
  dateColumn('expires_at', 'licences.fields.expires_at', { stacked: true, sortable: true, priority: 2 }),
];

/** /readiness-license: the requests (a company sees its own); create, open, print. */
export function ReadinessListPage() {
  return (
    <WorkflowList<ReadinessRow>
      area={readinessScreens}
      columns={columns}
      filters={[searchFilter('licences.fields.search'), 'status']}
      rowActions={[
        rowAction.link(
          'print',
          'licences.print_licence',
          <PrinterOutlined />,
          (r) => `/readiness-license/license-ready/${r.id}`,
          (r) => r.status === 'approved',
        ),
      ]}
    />
  );
}
