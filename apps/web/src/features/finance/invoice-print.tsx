import { useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import { QueryState } from '../../components/page-state/page-states';
import { VerifyQr } from '../../components/verify-qr/verify-qr';
import { invoiceQuery } from './api';
import { LineRows } from './invoice-lines';
import './invoice-print.css';
import { PrintButton } from '../../components/print-button/print-button';

/** A heading in both languages: Arabic first, English beside (a tax invoice is read in both). */
function Both({ ar, en }: { ar: string; en: string }) {
  return (
    <span className="both">
      <span lang="ar" dir="rtl">
        {ar}
      </span>
      <span lang="en" dir="ltr">
        {en}
      </span>
    </span>
  );
}

const money = (text: string) => <bdi dir="ltr">{text.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}</bdi>;

/** /invoices/:id (InvoicesOrderPage): the printable simplified tax invoice with its ZATCA QR. */
export function InvoicePrintPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const q = useQuery(invoiceQuery(id));
  if (!q.data) return <QueryState query={q} />;
  const inv = q.data.data;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PrintButton className="invoice-print-button" data-testid="print">
        {t('finance.actions.print')}
      </PrintButton>
      <article className="tax-invoice" data-testid="tax-invoice">
        <header>
          <h1>
            <Both ar="فاتورة ضريبية مبسطة" en="Simplified Tax Invoice" />
          </h1>
          <VerifyQr url={inv.zatca_qr} size={140} testid="zatca-qr" />
        </header>
        <dl className="parties">
          <dt>
            <Both ar="البائع" en="Seller" />
          </dt>
          <dd>
            <Both ar={inv.seller.name_ar} en={inv.seller.name_en} />
          </dd>
          <dt>
            <Both ar="الرقم الضريبي للبائع" en="Seller VAT number" />
          </dt>
          <dd>
            <bdi data-testid="seller-vat">{inv.seller.vat_number}</bdi>
          </dd>
          <dt>
            <Both ar="المشتري" en="Buyer" />
          </dt>
          <dd>
            <Both ar={inv.buyer.name_ar} en={inv.buyer.name_en} />
          </dd>
          {inv.buyer.vat_number && (
            <>
              <dt>
                <Both ar="الرقم الضريبي للمشتري" en="Buyer VAT number" />
              </dt>
              <dd>
                <bdi>{inv.buyer.vat_number}</bdi>
              </dd>
            </>
          )}
          <dt>
            <Both ar="رقم الفاتورة" en="Invoice number" />
          </dt>
          <dd>
            <bdi>{inv.invoice_number ?? '—'}</bdi>
          </dd>
          <dt>
            <Both ar="تاريخ الإصدار" en="Issue date" />
          </dt>
          <dd>{inv.issued_at ? <DateText value={inv.issued_at} withTime /> : '—'}</dd>
        </dl>
        <div className="lines-wrap">
          <table>
            <thead>
              <tr>
                <th>
                  <Both ar="البيان" en="Description" />
                </th>
                <th>
                  <Both ar="الكمية" en="Qty" />
                </th>
                <th>
                  <Both ar="سعر الوحدة" en="Unit price" />
                </th>
                <th>
                  <Both ar="المجموع" en="Amount" />
                </th>
              </tr>
            </thead>
            <LineRows lines={inv.lines} money={money} />
          </table>
        </div>
        <dl className="totals">
          <dt>
            <Both ar="الإجمالي غير شامل الضريبة" en="Total excluding VAT" />
          </dt>
          <dd>{money(inv.subtotal_sar)}</dd>
          <dt>
            <Both ar={`ضريبة القيمة المضافة ${inv.vat_rate}٪`} en={`VAT ${inv.vat_rate}%`} />
          </dt>
          <dd data-testid="print-vat">{money(inv.vat_total_sar)}</dd>
          <dt>
            <Both ar="الإجمالي شامل الضريبة (ريال سعودي)" en="Total including VAT (SAR)" />
          </dt>
          <dd data-testid="print-total">
            <strong>{money(inv.total_sar)}</strong>
          </dd>
        </dl>
      </article>
    </Space>
  );
}
