import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAttachment } from '../../api/download';
import { FileSend } from '../../components/file-upload/file-send';
import { notice } from '../../components/notice/notice';
import { ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { type DocKind, docsQuery, type OrderDetails, reviewDoc, uploadDoc } from './api';

/** The drawings or the payment documents: current file, its review, replacement and history. */
export function DocsCard({
  order,
  kind,
  onChange,
}: {
  order: OrderDetails;
  kind: DocKind;
  onChange: () => unknown;
}) {
  const { t } = useTranslation();
  const docs = useQuery(docsQuery(kind, String(order.id)));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const answer = await fn();
      notice('success', answer.message);
      setReason('');
      await docs.refetch();
      await onChange();
    } catch {
      // The client already showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  const data = docs.data?.data;
  const current = data?.slots[0]?.current ?? null;
  return (
    <Card variant="borderless" title={t(`reassign.docs.${kind}`)} data-testid={`docs-${kind}`}>
      {docs.isLoading && <PageSpinner />}
      {docs.isError && <ErrorState onRetry={() => void docs.refetch()} />}
      {data && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {current ? (
            <Space wrap>
              <Button type="link" onClick={() => void downloadAttachment(current.url, current.file_name)}>
                {current.file_name}
              </Button>
              <Tag data-testid={`doc-${kind}-status`}>{current.status_text}</Tag>
              {current.reason && <Typography.Text type="danger">{current.reason}</Typography.Text>}
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('reassign.docs.none')}</Typography.Text>
          )}
          {order.can.upload[kind] && current?.status !== 'approved' && (
            <FileSend
              send={(file) => uploadDoc(kind, order.id, file)}
              onDone={async () => {
                await docs.refetch();
                await onChange();
              }}
              types={kind === 'kroky' ? ['pdf', 'png', 'jpeg', 'dwg'] : ['pdf', 'png', 'jpeg']}
              label={t('reassign.docs.upload')}
              testId={`doc-${kind}-file`}
              buttonTestId={`doc-${kind}-upload`}
              primary
            />
          )}
          {order.can.review[kind] && current?.status === 'pending' && (
            <Space wrap>
              <Button
                type="primary"
                loading={busy}
                data-testid={`doc-${kind}-approve`}
                onClick={() => void run(() => reviewDoc(kind, current.id, 'approved'))}
              >
                {t('reassign.docs.approve')}
              </Button>
              <Input
                aria-label={t('reassign.docs.reason')}
                placeholder={t('reassign.docs.reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                style={{ maxWidth: 260 }}
                data-testid={`doc-${kind}-reason`}
              />
              <Button
                danger
                disabled={!reason.trim()}
                loading={busy}
                data-testid={`doc-${kind}-reject`}
                onClick={() => void run(() => reviewDoc(kind, current.id, 'rejected', reason))}
              >
                {t('reassign.docs.reject')}
              </Button>
            </Space>
          )}
          {data.history.length > 0 && (
            <Typography.Text type="secondary">
              {t('reassign.docs.history', { count: data.history.length })}
            </Typography.Text>
          )}
        </Space>
      )}
    </Card>
  );
}
