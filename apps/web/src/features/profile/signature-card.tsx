import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Image, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isWarningAnswer } from '../../api/client';
import { notice } from '../../components/notice/notice';
import { PageSpinner } from '../../components/page-state/page-states';
import { profileQuery, saveSignature, useAuthorizedImage } from './api';

const SignaturePad = lazy(() =>
  import('../../components/signature-pad/signature-pad').then((m) => ({ default: m.SignaturePad })),
);

/** The drawn signature used later for signing (signature_pad loads only here). */
export function SignatureCard({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const image = useAuthorizedImage(url);
  const [drawing, setDrawing] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!drawing) return notice('warning', t('profile.signature_required'));
    setBusy(true);
    try {
      const answer = await saveSignature(drawing);
      if (!isWarningAnswer(answer)) notice('success', answer.message);
      setEditing(false);
      setDrawing(null);
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('profile.signature')} variant="borderless">
      {editing ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('profile.signature_draw')}</Typography.Text>
          <Suspense fallback={<PageSpinner />}>
            <SignaturePad onChange={setDrawing} />
          </Suspense>
          <Space>
            <Button type="primary" loading={busy} onClick={() => void save()}>
              {t('common.save')}
            </Button>
            <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
          </Space>
        </Space>
      ) : (
        <Space orientation="vertical">
          {image.data ? (
            <Image src={image.data} alt={t('profile.signature')} width={240} preview={false} />
          ) : (
            <Typography.Text type="secondary">{t('profile.no_signature')}</Typography.Text>
          )}
          <Button onClick={() => setEditing(true)}>
            {t(url ? 'profile.signature_redraw' : 'profile.signature_add')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
