import { REGISTRATION_FILES } from '@mashaer/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Image, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { isWarningAnswer } from '../../api/client';
import { fileProblem } from '../../components/file-upload/file-rules';
import { FileUpload } from '../../components/file-upload/file-upload';
import { notice } from '../../components/notice/notice';
import { profileQuery, uploadStamp, useAuthorizedImage } from './api';

/** The stamp: png or jpeg up to 2 MB (the registration `stamp` rule). */
const STAMP = REGISTRATION_FILES.stamp;

export function StampCard({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const image = useAuthorizedImage(url);
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    const problem = fileProblem(file, { ...STAMP, required: true });
    setError(problem);
    if (problem || !file) return;
    setBusy(true);
    try {
      const answer = await uploadStamp(file);
      if (!isWarningAnswer(answer)) notice('success', answer.message);
      setFile(undefined);
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    } catch (e) {
      if (isApiError(e) && e.isValidation) setError(Object.values(e.errors).flat()[0] ?? e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('profile.stamp')} variant="borderless">
      <Space orientation="vertical">
        {image.data ? (
          <Image src={image.data} alt={t('profile.stamp')} width={160} preview={false} />
        ) : (
          <Typography.Text type="secondary">{t('profile.no_stamp')}</Typography.Text>
        )}
        <FileUpload
          value={file}
          types={STAMP.types}
          onChange={(f) => {
            setFile(f);
            setError(f ? fileProblem(f, { ...STAMP, required: true }) : null);
          }}
        />
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
        <Button type="primary" disabled={!file} loading={busy} onClick={() => void upload()}>
          {t('profile.stamp_upload')}
        </Button>
      </Space>
    </Card>
  );
}
