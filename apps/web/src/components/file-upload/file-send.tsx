import { UploadOutlined } from '@ant-design/icons';
import type { FileType } from '@mashaer/contract';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { isApiError, refusalOf } from '../../api/api-error';
import { ActionField } from '../confirm-action/use-confirmed-post';
import { notice } from '../notice/notice';
import { FileUpload } from './file-upload';

type Props = {
  /** Posts the chosen file (multipart); the server's message is the success notice. */
  send: (file: File) => Promise<{ message?: string } | undefined>;
  onDone?: () => unknown;
  types: readonly FileType[];
  /** The button's text (already translated). */
  label: string;
  /** Test ids of the picker and of the button. */
  testId: string;
  buttonTestId: string;
  primary?: boolean;
};

/**
 * One file chosen and sent on its own (a receipt, a drawing, a document): a refusal (wrong type,
 * too large, a state that no longer allows it) is shown under the picker in the server's words and
 * the refused file leaves the list, so nothing looks uploaded that is not.
 */
export function FileSend({ send, onDone, types, label, testId, buttonTestId, primary }: Props) {
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string[]>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!file) return;
    const sent = file;
    // Only the file sent leaves the picker: one chosen meanwhile (the screen shows the first as
    // soon as it is stored) stays for its own send.
    const clear = () => setFile((current) => (current === sent ? undefined : current));
    setBusy(true);
    setError(undefined);
    try {
      const answer = await send(sent);
      if (answer?.message) notice('success', answer.message);
      clear();
      await onDone?.();
    } catch (e) {
      if (!isApiError(e) || e.status === 401) throw e;
      clear();
      setError(refusalOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionField errors={error}>
      <Space wrap data-testid={`${testId}-field`}>
        <FileUpload
          value={file}
          onChange={(f) => {
            setFile(f);
            setError(undefined);
          }}
          types={types}
          testId={testId}
        />
        <Button
          type={primary ? 'primary' : 'default'}
          icon={<UploadOutlined />}
          disabled={!file}
          loading={busy}
          onClick={() => void run()}
          data-testid={buttonTestId}
        >
          {label}
        </Button>
      </Space>
    </ActionField>
  );
}
