import { DateText } from '../../components/date-text/date-text';
import type { ColumnDef } from '../../components/resource-list';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import { SADAD, type SadadRow } from './api';
import { Sar } from './finance-tags';
import { sadadScreens } from './sadad.workflow';
import { useAuthority } from './use-authority';

// The list apart from the form and details pages: the list route does not load their date
// picker, upload, form and schemas.

type ListRow = SadadRow & Record<string, unknown>;

const columns: (ColumnDef<ListRow> | 'status')[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'bill_number', title: 'finance.fields.bill_number' },
  // The company's name wraps, the Hijri due date goes under the Gregorian: the list fits its card
  // from 1280 px without scrolling sideways (issue 15).
  { key: 'company_name', title: 'finance.fields.company', priority: 2, width: 120 },
  {
    key: 'amount',
    title: 'finance.fields.amount',
    sortable: true,
    render: (r) => <Sar text={r.amount_sar} />,
    text: (r) => r.amount_sar,
  },
  { key: 'reason_text', title: 'finance.fields.reason', priority: 3, width: 100 },
  {
    key: 'due_date',
    title: 'finance.fields.due_date',
    sortable: true,
    priority: 2,
    render: (r) => <DateText value={r.due_date} stacked />,
    text: (r) => r.due_date,
  },
  'status',
];

/** /sadad: the payment-slip orders (a company sees its own bills). */
export function SadadListPage() {
  const authority = useAuthority();
  return (
    <WorkflowList<ListRow>
      area={sadadScreens}
      columns={columns}
      filters={[
        { name: 'search', label: 'finance.fields.search_bill', type: 'text' },
        'status',
        { name: 'reason', label: 'finance.fields.reason', type: 'select' },
        ...(authority
          ? [
              {
                name: 'company_id',
                label: 'finance.fields.company',
                type: 'select' as const,
                optionsPath: SADAD.companies,
              },
            ]
          : []),
      ]}
      canCreate={authority}
    />
  );
}
