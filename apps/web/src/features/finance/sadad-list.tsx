import { SADAD, type SadadListRow } from './api';
import { BillList, billColumns } from './bill-list';
import { sadadScreens } from './sadad.workflow';

// The list apart from the form and details pages: the list route does not load their date
// picker, upload, form and schemas.

type ListRow = SadadListRow & Record<string, unknown>;

const columns = billColumns<ListRow>(
  { key: 'bill_number', title: 'finance.fields.bill_number' },
  { key: 'amount', title: 'finance.fields.amount', sar: (r) => r.amount_sar },
  [{ key: 'reason_text', title: 'finance.fields.reason', priority: 3, width: 100 }],
);

/** /sadad: the payment-slip orders (a company sees its own bills). */
export function SadadListPage() {
  return (
    <BillList<ListRow>
      area={sadadScreens}
      columns={columns}
      search="finance.fields.search_bill"
      filters={[{ name: 'reason', label: 'finance.fields.reason', type: 'select' }]}
      companies={SADAD.companies}
    />
  );
}
