import {
  INVOICE_STATUS_COLORS,
  type InvoiceRow,
  SADAD_STATUS_COLORS,
  type SadadRow,
  type StatusColor,
} from '@mashaer/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// Apart from finance-ui.tsx (receipts: uploads), so the sadad list does not load the upload code.
type BillState = Pick<SadadRow, 'status' | 'status_text'> | Pick<InvoiceRow, 'status' | 'status_text'>;
/** The two bills' colours agree on the statuses they share (issued, rejected, cancelled). */
const COLORS: Record<BillState['status'], StatusColor> = { ...SADAD_STATUS_COLORS, ...INVOICE_STATUS_COLORS };

/** A sadad order's or an invoice's status, in the server's wording. */
export function StatusTag({ row }: { row: BillState }) {
  return (
    <Tag color={COLORS[row.status]} data-testid={`status-${row.status}`}>
      {row.status_text}
    </Tag>
  );
}

/** "1,500.75 ر.س" / "SAR 1,500.75" from the server's two-decimal text (no float arithmetic). */
export function Sar({ text }: { text: string }) {
  const { t } = useTranslation();
  const [whole, cents] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return <bdi>{t('finance.sar', { amount: `${grouped}.${cents}` })}</bdi>;
}
