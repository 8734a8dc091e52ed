import { useQuery } from '@tanstack/react-query';
import { Button, Card, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionInput } from '../../../components/confirm-action/action-input';
import { ActionField, useConfirmedPost } from '../../../components/confirm-action/use-confirmed-post';
import { useCan } from '../../../session/can';
import { formOptionsQuery, ORDER_LICENCES, type OrderDetails } from '../api';
/** The owner's request to cancel the order or replace its contractor or consultant, offered where the order's `allowed_actions` has `request_cancel`. */
export function CancelRequestCard({ order }: { order: OrderDetails }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const { post, holder, errors } = useConfirmedPost(() => undefined);
  const [form, setForm] = useState<{
    type: 'cancel' | 'contractor' | 'consultant';
    party?: number;
    reason: string;
  }>({
    type: 'cancel',
    reason: '',
  });
  const options = useQuery({ ...formOptionsQuery(), enabled: form.type !== 'cancel' });
  if (!can('order-cancel-request-index') || !order.allowed_actions.includes('request_cancel')) return null;
  const parties =
    form.type === 'contractor'
      ? options.data?.data.contractors
      : form.type === 'consultant'
        ? options.data?.data.consultants
        : [];
  const submit = () =>
    post(
      form.type === 'cancel'
        ? ORDER_LICENCES.storeRequest
        : form.type === 'contractor'
          ? ORDER_LICENCES.replaceContractor
          : ORDER_LICENCES.replaceConsultant,
      {
        order_id: order.id,
        reason: form.reason,
        ...(form.type === 'contractor' ? { contractor_id: form.party } : {}),
        ...(form.type === 'consultant' ? { consultant_id: form.party } : {}),
      },
      {
        action: t('orders.request.submit'),
        fields: ['reason', 'contractor_id', 'consultant_id', 'order_id'],
      },
    );
  return (
    <Card title={t('orders.request.title')} variant="borderless" data-testid="order-cancel-request">
      {holder}
      <Space wrap>
        <Select
          value={form.type}
          style={{ minWidth: 180 }}
          aria-label={t('orders.request.type')}
          onChange={(type) => setForm((f) => ({ ...f, type, party: undefined }))}
          options={(['cancel', 'contractor', 'consultant'] as const).map((v) => ({
            value: v,
            label: t(`orders.request.types.${v}`),
          }))}
          data-testid="request-type"
        />
        {form.type !== 'cancel' && (
          <ActionField errors={errors[`${form.type}_id`]}>
            <Select
              style={{ minWidth: 200 }}
              aria-label={t('orders.request.new_party')}
              placeholder={t('orders.request.new_party')}
              onChange={(party: number) => setForm((f) => ({ ...f, party }))}
              options={(parties ?? []).map((p) => ({
                value: p.id,
                label: i18n.language === 'en' ? p.name_en : p.name,
              }))}
            />
          </ActionField>
        )}
        <ActionInput
          label="workflow.input.reason"
          errors={errors.reason ?? errors.order_id}
          onChange={(reason) => setForm((f) => ({ ...f, reason }))}
          testId="request-reason"
        />
        <Button danger onClick={() => void submit()} data-testid="request-store">
          {t('orders.request.submit')}
        </Button>
      </Space>
    </Card>
  );
}
