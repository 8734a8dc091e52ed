import { useQuery } from '@tanstack/react-query';
import { Button, Card, InputNumber, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionInput } from '../../../components/confirm-action/action-input';
import { ActionField, useConfirmedPost } from '../../../components/confirm-action/use-confirmed-post';
import { SubTable } from '../../../components/sub-table/sub-table';
import { useCan } from '../../../session/can';
import { ORDER_LICENCES, type OrderDetails, orderReportsQuery, reportDueQuery } from '../api';
/** The order's achievement reports, and the consultant's new report when one is due. */
export function OrderReportsCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const can = useCan();
  const allowed =
    can('order-report-index') &&
    ['licensed', 'completed', 'handover_cancelled', 'cancelled'].includes(order.status);
  const list = useQuery({ ...orderReportsQuery(order.id), enabled: allowed });
  const due = useQuery({ ...reportDueQuery(order.id), enabled: allowed && order.status === 'licensed' });
  const { post, holder, errors } = useConfirmedPost(async () => {
    await list.refetch();
    await due.refetch();
  });
  const [form, setForm] = useState<{ progress?: number; notes: string }>({ notes: '' });
  if (!allowed) return null;
  const rows = list.data?.data.data ?? [];
  const d = due.data?.data;
  return (
    <Card title={t('orders.report.list')} variant="borderless" data-testid="order-reports">
      {holder}
      <SubTable
        rowKey="id"
        dataSource={rows}
        locale={{ emptyText: t('orders.report.none') }}
        columns={[
          {
            key: 'id',
            title: t('orders.report.title'),
            render: (_, r) => (
              <Link to={`/reports/${r.id}`} data-testid={`report-link-${r.id}`}>
                #{r.id}
              </Link>
            ),
          },
          { key: 'progress', title: t('orders.report.progress'), render: (_, r) => `${r.progress}%` },
          {
            key: 'status',
            title: t('orders.fields.status'),
            render: (_, r) => <Tag data-testid="report-status">{r.status_text}</Tag>,
          },
          {
            key: 'at',
            title: t('orders.report.date'),
            render: (_, r) => <bdi>{r.created_at.slice(0, 10)}</bdi>,
          },
        ]}
      />
      {d?.available && (
        <Space wrap style={{ marginTop: 12 }} data-testid="report-new">
          <Typography.Text>
            {t('orders.report.due', { n: d.next_number })}
            {d.expected_progress !== null && ` — ${t('orders.report.expected', { p: d.expected_progress })}`}
          </Typography.Text>
          {/* No min/max here: the input would silently clamp 150 to 100; the server refuses it by name. */}
          <ActionField errors={errors.progress}>
            <InputNumber
              precision={0}
              placeholder={t('orders.report.progress')}
              aria-label={t('orders.report.progress')}
              onChange={(v) => setForm((f) => ({ ...f, progress: typeof v === 'number' ? v : undefined }))}
              data-testid="report-input-progress"
            />
          </ActionField>
          <ActionInput
            label="orders.fields.notes"
            errors={errors.notes}
            onChange={(notes) => setForm((f) => ({ ...f, notes }))}
            testId="report-input-notes"
          />
          <Button
            type="primary"
            onClick={() =>
              void post(
                ORDER_LICENCES.storeReport,
                { order_id: order.id, ...form },
                { action: t('orders.report.store'), fields: ['progress', 'notes'] },
              )
            }
            data-testid="report-store"
          >
            {t('orders.report.store')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
