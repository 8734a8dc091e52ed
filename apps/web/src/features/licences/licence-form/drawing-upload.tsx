import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { toFormData } from '../../../api/form-data';
import { FileUpload } from '../../../components/file-upload/file-upload';
import { notice } from '../../../components/notice/notice';

/** The camp's drawing (kroky) of a licence on a form: one file posted to the area's path. */
export function DrawingUpload({ path, testId }: { path: string; testId: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | undefined>();
  const upload = async () => {
    if (!file) return;
    const answer = await request<{ message?: string }>(path, {
      method: 'POST',
      body: toFormData({}, { file }),
    });
    notice('success', answer?.message ?? t('licences.readiness.kroky_done'));
    setFile(undefined);
  };
  return (
    <Card variant="borderless" title={t('licences.readiness.kroky')}>
      <Space wrap>
        <FileUpload value={file} onChange={setFile} types={['pdf', 'png', 'jpeg']} testId={testId} />
        <Button onClick={() => void upload()} disabled={!file} data-testid={`${testId}-upload`}>
          {t('licences.readiness.upload')}
        </Button>
      </Space>
    </Card>
  );
}
