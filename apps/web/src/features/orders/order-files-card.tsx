import { type FileType, type OrderSlotKind, orderSlotKind } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, refusalOf } from '../../api/api-error';
import { request } from '../../api/client';
import { downloadAttachment } from '../../api/download';
import { toFormData } from '../../api/form-data';
import { useConfirmAction } from '../../components/confirm-action/use-confirm-action';
import { ActionField } from '../../components/confirm-action/use-confirmed-post';
import { FileUpload } from '../../components/file-upload/file-upload';
import { notice } from '../../components/notice/notice';
import { PageSpinner } from '../../components/page-state/page-states';
import { useCan } from '../../session/can';
import { type FileSlot, filesQuery, type OrderDetails, REVIEW_PATH, UPLOAD_PATH } from './api';

/** The order's slots: upload (owner while files are open), download, review (authority). */
export function FilesCard({ order, refresh }: { order: OrderDetails; refresh: () => unknown }) {
  const { t } = useTranslation();
  const can = useCan();
  const q = useQuery(filesQuery(String(order.id)));
  const [picked, setPicked] = useState<Record<string, File | undefined>>({});
  const [reason, setReason] = useState<Record<number, string>>({});
  const [refused, setRefused] = useState<Record<string, string[] | undefined>>({});
  const [ask, holder] = useConfirmAction();
  const open = order.is_owner && ['draft', 'returned', 'under_review'].includes(order.status);
  const reviewer = can('order-processing-tsleem') && !order.is_owner;
  const reload = async () => {
    await q.refetch();
    await refresh();
  };
  const upload = async (slot: string) => {
    const kind = orderSlotKind(slot) as OrderSlotKind;
    setRefused((r) => ({ ...r, [slot]: undefined }));
    try {
      const a = await request<{ message: string }>(UPLOAD_PATH[kind], {
        method: 'POST',
        query: { order_id: order.id, ref_id: slot.split('_')[1] },
        body: toFormData({}, { file: picked[slot] }),
      });
      notice('success', a.message);
      setPicked((p) => ({ ...p, [slot]: undefined }));
      await reload();
    } catch (e) {
      // A refused file leaves the list and says why under its picker.
      setPicked((p) => ({ ...p, [slot]: undefined }));
      if (isApiError(e)) setRefused((r) => ({ ...r, [slot]: refusalOf(e) }));
    }
  };
  const review = (slot: string, id: number, status: 'approved' | 'rejected') =>
    ask({
      kind: 'status',
      action: t(status === 'approved' ? 'orders.actions.approve_file' : 'orders.actions.reject_file'),
      onConfirm: async () => {
        const kind = orderSlotKind(slot) as OrderSlotKind;
        const a = await request<{ message: string }>(REVIEW_PATH[kind], {
          method: 'POST',
          body: { attachment_id: id, status, reason: reason[id] },
        });
        notice('success', a.message);
        await reload();
      },
    });
  if (q.isLoading) return <PageSpinner />;
  const slots = q.data?.data.slots ?? [];
  if (!slots.length) return null;
  return (
    <Card title={t('orders.files')} variant="borderless" data-testid="order-files">
      {holder}
      <Table<FileSlot>
        rowKey="slot"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={slots}
        columns={[
          { key: 'slot', title: t('orders.fields.file'), render: (_, s) => <bdi>{s.slot_text}</bdi> },
          {
            key: 'status',
            title: t('orders.fields.status'),
            render: (_, s) =>
              s.current ? (
                <Space orientation="vertical" size={0}>
                  <Tag data-testid={`file-status-${s.slot}`}>{s.current.status_text}</Tag>
                  {s.current.reason && <Typography.Text type="danger">{s.current.reason}</Typography.Text>}
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void downloadAttachment(s.current!.url, s.current!.file_name)}
                  >
                    {s.current.file_name}
                  </Button>
                </Space>
              ) : (
                <Typography.Text type="secondary">{t('orders.not_uploaded')}</Typography.Text>
              ),
          },
          {
            key: 'actions',
            title: t('orders.fields.actions'),
            render: (_, s) => (
              <Space wrap>
                {open && s.current?.status !== 'approved' && (
                  <>
                    <ActionField errors={refused[s.slot]}>
                      <FileUpload
                        value={picked[s.slot]}
                        onChange={(f) => setPicked((p) => ({ ...p, [s.slot]: f }))}
                        types={s.types as FileType[]}
                        testId={`pick-${s.slot}`}
                      />
                    </ActionField>
                    <Button
                      type="primary"
                      disabled={!picked[s.slot]}
                      onClick={() => void upload(s.slot)}
                      data-testid={`upload-${s.slot}`}
                    >
                      {t('orders.actions.upload')}
                    </Button>
                  </>
                )}
                {reviewer && s.current?.status === 'pending' && (
                  <>
                    <Button
                      onClick={() => review(s.slot, s.current!.id, 'approved')}
                      data-testid={`approve-${s.slot}`}
                    >
                      {t('orders.actions.approve_file')}
                    </Button>
                    <Input
                      placeholder={t('workflow.input.reason')}
                      aria-label={t('workflow.input.reason')}
                      onChange={(e) => setReason((r) => ({ ...r, [s.current!.id]: e.target.value }))}
                      data-testid={`reason-${s.slot}`}
                    />
                    <Button
                      danger
                      onClick={() => review(s.slot, s.current!.id, 'rejected')}
                      data-testid={`reject-${s.slot}`}
                    >
                      {t('orders.actions.reject_file')}
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
