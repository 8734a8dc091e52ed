import { DownloadOutlined } from '@ant-design/icons';
import type { Attachment } from '@mashaer/contract';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchBlob } from '../../api/client';
import { notice } from '../../components/notice/notice';
import type { ReceiptSlots, WorkflowState } from './api';

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

/** The current receipt's download (through the authorised route). */
export function ReceiptLink({ files }: { files: ReceiptSlots }) {
  const { t } = useTranslation();
  const file: Attachment | null | undefined = files.slots[0]?.current;
  if (!file) return <span>{t('finance.no_receipt')}</span>;
  const open = async () => {
    const blob = await fetchBlob(file.url.replace(/^\/api\//, ''));
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = file.file_name;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <Button
      type="link"
      icon={<DownloadOutlined />}
      onClick={() => void open().catch(() => notice('danger', t('notice.problem')))}
      data-testid="receipt-download"
    >
      <bdi>{file.file_name}</bdi> ({file.status_text})
    </Button>
  );
}
