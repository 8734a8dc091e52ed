import { sarText } from '@mashaer/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResourceForm } from '../../components/resource-form';
import { INVOICES, type InvoiceView } from './api';
import { InvoiceFields, InvoiceFormSchema } from './invoice-form';

/** /invoices/edit/:id: a draft's content (the server refuses anything but a draft). */
export function InvoiceEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  return (
    <ResourceForm
      schema={InvoiceFormSchema}
      mode="edit"
      loadPath={INVOICES.details(id)}
      toValues={(r: InvoiceView) => ({
        company_id: r.company_id,
        due_date: dayjs(r.due_date),
        note: r.note ?? '',
        lines: r.lines.map((l) => ({
          description: l.description,
          quantity: l.quantity,
          unit_price: sarText(l.unit_price),
        })),
      })}
      toBody={(v) => ({ ...v, invoice_id: Number(id) })}
      submitPath={INVOICES.update}
      listPath="/invoices"
      successPath={() => `/invoices/details/${id}`}
      title={t('finance.routes.invoices_edit')}
    >
      <InvoiceFields />
    </ResourceForm>
  );
}
