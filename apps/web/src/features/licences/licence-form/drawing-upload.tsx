import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { toFormData } from '../../../api/form-data';
import { FileSend } from '../../../components/file-upload/file-send';

/** The camp's drawing (kroky) of a licence on a form: one file posted to the area's path (the slot takes dwg too). */
export function DrawingUpload({ path, testId }: { path: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" title={t('licences.readiness.kroky')}>
      <FileSend
        send={async (file) => {
          const answer = await request<{ message?: string }>(path, {
            method: 'POST',
            body: toFormData({}, { file }),
          });
          return { message: answer?.message ?? t('licences.readiness.kroky_done') };
        }}
        types={['pdf', 'png', 'jpeg', 'dwg']}
        label={t('licences.readiness.upload')}
        testId={testId}
        buttonTestId={`${testId}-upload`}
      />
    </Card>
  );
}
