import { useTranslation } from 'react-i18next';
import { ResourceForm } from '../../components/resource-form';
import { INVOICES } from './api';
import { InvoiceFields, InvoiceFormSchema } from './invoice-form';

/** /invoices/create: a new invoice, saved as a draft (edited later) or issued at once. */
export function InvoiceCreatePage() {
  const { t } = useTranslation();
  return (
    <ResourceForm
      schema={InvoiceFormSchema}
      mode="create"
      submitPath={INVOICES.draft}
      listPath="/invoices"
      successPath={(answer) => `/invoices/details/${(answer.data as { id: number }).id}`}
      title={t('finance.routes.invoices_create')}
      submitLabel={t('finance.actions.save_draft')}
      initialValues={{ lines: [{ quantity: 1 }] }}
    >
      <InvoiceFields />
    </ResourceForm>
  );
}
