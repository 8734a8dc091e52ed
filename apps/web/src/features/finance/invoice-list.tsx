import { rowAction } from '../../components/resource-list';
import { INVOICES, type InvoiceListRow } from './api';
import { BillList, billColumns } from './bill-list';
import { invoiceScreens } from './invoices.workflow';

type ListRow = InvoiceListRow & Record<string, unknown>;

const columns = billColumns<ListRow>(
  { key: 'invoice_number', title: 'finance.fields.invoice_number' },
  { key: 'total', title: 'finance.fields.total', sar: (r) => r.total_sar },
);

/** /invoices: the invoices (a company sees its own); an authority user edits drafts. */
export function InvoicesListPage() {
  return (
    <BillList<ListRow>
      area={invoiceScreens}
      columns={columns}
      search="finance.fields.search_invoice"
      companies={INVOICES.companies}
      rowActions={(authority) => [
        rowAction.link<ListRow>(
          'edit',
          'finance.actions.edit',
          undefined,
          (r) => `/invoices/edit/${r.id}`,
          (r) => r.status === 'draft' && authority,
        ),
      ]}
    />
  );
}
