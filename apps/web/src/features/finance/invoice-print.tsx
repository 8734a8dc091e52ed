import { useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import type { ReactNode } from 'react';
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

/** One fact of the invoice's header: its name in both languages, then its value. */
function Fact({
  ar,
  en,
  testId,
  children,
}: {
  ar: string;
  en: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt>
        <Both ar={ar} en={en} />
      </dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

const LINE_HEADINGS = [
  ['البيان', 'Description'],
  ['الكمية', 'Qty'],
  ['سعر الوحدة', 'Unit price'],
  ['المجموع', 'Amount'],
] as const;

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
          <Fact ar="البائع" en="Seller">
            <Both ar={inv.seller.name_ar} en={inv.seller.name_en} />
          </Fact>
          <Fact ar="الرقم الضريبي للبائع" en="Seller VAT number">
            <bdi data-testid="seller-vat">{inv.seller.vat_number}</bdi>
          </Fact>
          <Fact ar="المشتري" en="Buyer">
            <Both ar={inv.buyer.name_ar} en={inv.buyer.name_en} />
          </Fact>
          {inv.buyer.vat_number && (
            <Fact ar="الرقم الضريبي للمشتري" en="Buyer VAT number">
              <bdi>{inv.buyer.vat_number}</bdi>
            </Fact>
          )}
          <Fact ar="رقم الفاتورة" en="Invoice number">
            <bdi>{inv.invoice_number ?? '—'}</bdi>
          </Fact>
          <Fact ar="تاريخ الإصدار" en="Issue date">
            {inv.issued_at ? <DateText value={inv.issued_at} withTime /> : '—'}
          </Fact>
        </dl>
        <div className="lines-wrap">
          <table>
            <thead>
              <tr>
                {LINE_HEADINGS.map(([ar, en]) => (
                  <th key={en}>
                    <Both ar={ar} en={en} />
                  </th>
                ))}
              </tr>
            </thead>
            <LineRows lines={inv.lines} money={money} />
          </table>
        </div>
        <dl className="totals">
          <Fact ar="الإجمالي غير شامل الضريبة" en="Total excluding VAT">
            {money(inv.subtotal_sar)}
          </Fact>
          <Fact ar={`ضريبة القيمة المضافة ${inv.vat_rate}٪`} en={`VAT ${inv.vat_rate}%`} testId="print-vat">
            {money(inv.vat_total_sar)}
          </Fact>
          <Fact ar="الإجمالي شامل الضريبة (ريال سعودي)" en="Total including VAT (SAR)" testId="print-total">
            <strong>{money(inv.total_sar)}</strong>
          </Fact>
        </dl>
      </article>
    </Space>
  );
}
