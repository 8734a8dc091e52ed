import { DownloadOutlined } from '@ant-design/icons';
import type { Attachment } from '@mashaer/contract';
import { Button, Card, Space } from 'antd';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { downloadAttachment } from '../../api/download';
import { toFormData } from '../../api/form-data';
import { FileSend } from '../../components/file-upload/file-send';
import { notice } from '../../components/notice/notice';
import { ResourceForm } from '../../components/resource-form';
import type { ReceiptSlots } from './api';

export { Sar } from './finance-tags';

/** The current receipt's download (through the authorised route). */
export function ReceiptLink({ files }: { files: ReceiptSlots }) {
  const { t } = useTranslation();
  const file: Attachment | null | undefined = files.slots[0]?.current;
  if (!file) return <span>{t('finance.no_receipt')}</span>;
  const open = () => downloadAttachment(file.url, file.file_name);
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

/** The company's receipt upload (upload_docs): uploading puts the order under review. */
export function UploadReceipt({
  path,
  onDone,
  label = 'finance.actions.upload_receipt',
}: {
  path: string;
  onDone: () => unknown;
  /** The button's dictionary key (a clearance document is not a receipt). */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <FileSend
      send={(file) => request<{ message: string }>(path, { method: 'POST', body: toFormData({}, { file }) })}
      onDone={onDone}
      types={['pdf', 'png', 'jpeg']}
      label={t(label)}
      testId="receipt-file"
      buttonTestId="receipt-upload"
      primary
    />
  );
}

/** A bill's receipt card: the current receipt and, when `upload_docs` is open, its upload. */
export function ReceiptCard({
  bill,
  upload,
  onDone,
}: {
  bill: { attachments: ReceiptSlots; allowed_actions: readonly string[] };
  /** The upload's API path. */
  upload: string;
  onDone: () => unknown;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('finance.receipt')} variant="borderless" data-testid="receipt-card">
      <Space orientation="vertical">
        <ReceiptLink files={bill.attachments} />
        {bill.allowed_actions.includes('upload_docs') && <UploadReceipt path={upload} onDone={onDone} />}
      </Space>
    </Card>
  );
}

/** A bill's create page (`/<area>/create`): saved, it opens the new bill's details. */
export function BillCreateForm({
  area,
  ...props
}: { area: 'invoices' | 'sadad' } & Omit<
  ComponentProps<typeof ResourceForm>,
  'mode' | 'listPath' | 'title'
>) {
  const { t } = useTranslation();
  return (
    <ResourceForm
      mode="create"
      listPath={`/${area}`}
      successPath={(answer) => `/${area}/details/${(answer.data as { id: number }).id}`}
      title={t(`finance.routes.${area}_create`)}
      {...props}
    />
  );
}
