import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { Attachment } from '@mashaer/contract';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { downloadAttachment } from '../../api/download';
import { toFormData } from '../../api/form-data';
import { FileUpload } from '../../components/file-upload/file-upload';
import { notice } from '../../components/notice/notice';
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
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await request<{ message: string }>(path, {
        method: 'POST',
        body: toFormData({}, { file }),
      });
      notice('success', answer.message);
      setFile(undefined);
      await onDone();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap>
      <FileUpload value={file} onChange={setFile} types={['pdf', 'png', 'jpeg']} testId="receipt-file" />
      <Button
        type="primary"
        icon={<UploadOutlined />}
        disabled={!file}
        loading={busy}
        onClick={() => void send()}
        data-testid="receipt-upload"
      >
        {t(label)}
      </Button>
    </Space>
  );
}
