import { useNavigate } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import type { ColumnDef } from '../../components/resource-list';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import { INVOICES, type InvoiceRow } from './api';
import { Sar } from './finance-tags';
import { invoiceScreens } from './invoices.workflow';
import { useAuthority } from './use-authority';

type ListRow = InvoiceRow & Record<string, unknown>;

const columns: (ColumnDef<ListRow> | 'status')[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'invoice_number', title: 'finance.fields.invoice_number' },
  // as on the sadad list: the company wraps and the due date stacks, to fit the card from 1280 px
  { key: 'company_name', title: 'finance.fields.company', priority: 2, width: 120 },
  {
    key: 'total',
    title: 'finance.fields.total',
    sortable: true,
    render: (r) => <Sar text={r.total_sar} />,
    text: (r) => r.total_sar,
  },
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

/** /invoices: the invoices (a company sees its own); an authority user edits drafts. */
export function InvoicesListPage() {
  const navigate = useNavigate();
  const authority = useAuthority();
  return (
    <WorkflowList<ListRow>
      area={invoiceScreens}
      columns={columns}
      filters={[
        { name: 'search', label: 'finance.fields.search_invoice', type: 'text' },
        'status',
        ...(authority
          ? [
              {
                name: 'company_id',
                label: 'finance.fields.company',
                type: 'select' as const,
                optionsPath: INVOICES.companies,
              },
            ]
          : []),
      ]}
      rowActions={[
        {
          key: 'edit',
          label: 'finance.actions.edit',
          visible: (r) => r.status === 'draft' && authority,
          onClick: (r) => void navigate(`/invoices/edit/${r.id}`),
        },
      ]}
      canCreate={authority}
    />
  );
}
