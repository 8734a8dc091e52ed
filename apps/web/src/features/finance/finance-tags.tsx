import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkflowState } from './api';

// Apart from finance-ui.tsx (receipts: uploads), so the sadad list does not load the upload code.
const COLORS: Record<string, string> = {
  draft: 'default',
  issued: 'blue',
  awaiting_review: 'gold',
  paid: 'green',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

/** A sadad order's or an invoice's status, in the server's wording. */
export function StatusTag({ row }: { row: Pick<WorkflowState, 'status' | 'status_text'> }) {
  return (
    <Tag color={COLORS[row.status] ?? 'default'} data-testid={`status-${row.status}`}>
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
