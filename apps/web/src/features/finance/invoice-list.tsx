import { rowAction } from '../../components/resource-list';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import { INVOICES, type InvoiceRow } from './api';
import { billColumns, companyFilter } from './bill-list';
import { invoiceScreens } from './invoices.workflow';
import { useAuthority } from './use-authority';

type ListRow = InvoiceRow & Record<string, unknown>;

const columns = billColumns<ListRow>(
  { key: 'invoice_number', title: 'finance.fields.invoice_number' },
  { key: 'total', title: 'finance.fields.total', sar: (r) => r.total_sar },
);

/** /invoices: the invoices (a company sees its own); an authority user edits drafts. */
export function InvoicesListPage() {
  const authority = useAuthority();
  return (
    <WorkflowList<ListRow>
      area={invoiceScreens}
      columns={columns}
      filters={[
        { name: 'search', label: 'finance.fields.search_invoice', type: 'text' },
        'status',
        ...companyFilter(authority, INVOICES.companies),
      ]}
      rowActions={[
        {
          ...rowAction.link<ListRow>(
            'edit',
            'finance.actions.edit',
            undefined,
            (r) => `/invoices/edit/${r.id}`,
          ),
          visible: (r) => r.status === 'draft' && authority,
        },
      ]}
      canCreate={authority}
    />
  );
}
