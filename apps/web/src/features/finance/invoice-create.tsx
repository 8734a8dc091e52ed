import { useTranslation } from 'react-i18next';
import { INVOICES } from './api';
import { BillCreateForm } from './finance-ui';
import { InvoiceFields, InvoiceFormSchema } from './invoice-form';

/** /invoices/create: a new invoice, saved as a draft (edited later) or issued at once. */
export function InvoiceCreatePage() {
  const { t } = useTranslation();
  return (
    <BillCreateForm
      area="invoices"
      schema={InvoiceFormSchema}
      submitPath={INVOICES.draft}
      submitLabel={t('finance.actions.save_draft')}
      initialValues={{ lines: [{ quantity: 1 }] }}
    >
      <InvoiceFields />
    </BillCreateForm>
  );
}
