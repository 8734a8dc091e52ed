import { PrinterOutlined } from '@ant-design/icons';
import { DateText } from '../../components/date-text/date-text';
import type { ColumnDef } from '../../components/resource-list';
import { rowAction, searchFilter } from '../../components/resource-list';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import type { ReadinessRow } from './api';
import { readinessScreens } from './readiness.workflow';

const columns: (ColumnDef<ReadinessRow> | 'status')[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'camp_number', title: 'licences.fields.camp', sortable: true },
  { key: 'square_name', title: 'licences.fields.square', priority: 2 },
  // the company wraps and both dates stack their Hijri line: the list fits its card from 1280 px
  { key: 'company_name', title: 'licences.fields.company', width: 120 },
  'status',
  {
    key: 'created_at',
    title: 'licences.fields.created_at',
    sortable: true,
    priority: 3,
    render: (r) => <DateText value={r.created_at} stacked />,
    text: (r) => dualDateText(r.created_at, currentLang()),
  },
  {
    key: 'expires_at',
    title: 'licences.fields.expires_at',
    sortable: true,
    priority: 2,
    render: (r) => (r.expires_at ? <DateText value={r.expires_at} stacked /> : '—'),
    text: (r) => (r.expires_at ? dualDateText(r.expires_at, currentLang()) : ''),
  },
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
