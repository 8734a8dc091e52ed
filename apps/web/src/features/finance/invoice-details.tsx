import { PrinterOutlined } from '@ant-design/icons';
import type { InvoiceDetails } from '@mashaer/contract';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import { WorkflowDetails } from '../../components/workflow-screens/workflow-details';
import { INVOICES } from './api';
import { ReceiptCard } from './finance-ui';
import { Lines, Totals } from './invoice-lines';
import { invoiceScreens } from './invoices.workflow';

/** Issuing re-sends the draft's content with `issue: 1` (the update route issues it). */
const issueBody = (inv: InvoiceDetails) => ({
  invoice_id: inv.id,
  company_id: inv.company_id,
  due_date: inv.due_date,
  note: inv.note ?? '',
  lines: inv.lines.map(({ description, quantity, unit_price }) => ({ description, quantity, unit_price })),
  issue: 1,
});

/** /invoices/details/:id: the invoice, its receipt, the actions open now and the timeline. */
export function InvoiceDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <WorkflowDetails<InvoiceDetails>
      area={invoiceScreens}
      extra={(inv) => (
        <>
          {inv.status === 'draft' && inv.allowed_actions.includes('issue') && (
            <Link to={`/invoices/edit/${inv.id}`}>
              <Button data-testid="invoice-edit">{t('finance.actions.edit')}</Button>
            </Link>
          )}
          {inv.zatca_qr && (
            <Link to={`/invoices/${inv.id}`}>
              <Button icon={<PrinterOutlined />} data-testid="invoice-print">
                {t('finance.actions.print')}
              </Button>
            </Link>
          )}
        </>
      )}
      fields={(inv) => [
        {
          label: 'finance.fields.invoice_number',
          value: <bdi data-testid="invoice-number">{inv.invoice_number ?? '—'}</bdi>,
        },
        { label: 'finance.fields.company', value: inv.company_name },
        { label: 'finance.fields.due_date', value: <DateText value={inv.due_date} /> },
        !!inv.rejection_reason && {
          label: 'finance.fields.rejection_reason',
          value: <Typography.Text type="danger">{inv.rejection_reason}</Typography.Text>,
        },
      ]}
      body={(inv) => (
        <>
          <Lines inv={inv} />
          <Totals inv={inv} />
        </>
      )}
      attachments={(inv, refresh) =>
        inv.status !== 'draft' && <ReceiptCard bill={inv} upload={INVOICES.upload(inv.id)} onDone={refresh} />
      }
      actions={{
        except: ['upload_docs'],
        path: (a, inv) =>
          a === 'cancel' ? INVOICES.cancel(inv.id) : a === 'issue' ? INVOICES.update : INVOICES.changeState,
        body: (a, v, inv) =>
          a === 'cancel' ? {} : a === 'issue' ? issueBody(inv) : { invoice_id: inv.id, action: a, ...v },
        // Spec §4: rejecting from the invoice details returns to the invoice list.
        onDone: (a, refresh) => (a === 'reject' ? navigate('/invoices') : refresh()),
      }}
    />
  );
}
