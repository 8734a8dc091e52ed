import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceView } from './api';
import { Sar } from './finance-tags';

/** An invoice's lines and totals (the details' header card; the print view draws its own). */
export function Totals({ inv }: { inv: InvoiceView }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={1} size="small" bordered data-testid="invoice-totals">
      <Descriptions.Item label={t('finance.fields.subtotal')}>
        <Sar text={inv.subtotal_sar} />
      </Descriptions.Item>
      <Descriptions.Item label={t('finance.fields.vat', { rate: inv.vat_rate })}>
        <Sar text={inv.vat_total_sar} />
      </Descriptions.Item>
      <Descriptions.Item label={t('finance.fields.total')}>
        <strong data-testid="invoice-total">
          <Sar text={inv.total_sar} />
        </strong>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** An invoice's lines as table rows, the amounts drawn by `money` (the screen's tags, the print's text). */
export function LineRows({
  lines,
  money,
}: {
  lines: InvoiceView['lines'];
  money: (sar: string) => ReactNode;
}) {
  return (
    <tbody>
      {lines.map((l, i) => (
        <tr key={`${i}-${l.description}`}>
          <td>{l.description}</td>
          <td>
            <bdi>{l.quantity}</bdi>
          </td>
          <td>{money(l.unit_price_sar)}</td>
          <td>{money(l.line_total_sar)}</td>
        </tr>
      ))}
    </tbody>
  );
}

export function Lines({ inv }: { inv: InvoiceView }) {
  const { t } = useTranslation();
  return (
    <div className="invoice-lines">
      <table>
        <thead>
          <tr>
            <th>{t('finance.fields.line_description')}</th>
            <th>{t('finance.fields.quantity')}</th>
            <th>{t('finance.fields.unit_price')}</th>
            <th>{t('finance.fields.line_total')}</th>
          </tr>
        </thead>
        <LineRows lines={inv.lines} money={(sar) => <Sar text={sar} />} />
      </table>
    </div>
  );
}
