import { Button, Card, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { notice } from '../../components/notice/notice';
import { useCan } from '../../session/can';
import { type OrderDetails, type OrderService, PATHS } from './api';
import { useBi } from './use-bi';
/** The inputs of one service (answer-inputs) and its specialist (add-specialist / approve). */
export function ServiceCard({
  order,
  s,
  refresh,
}: {
  order: OrderDetails;
  s: OrderService;
  refresh: () => unknown;
}) {
  const { t } = useTranslation();
  const bi = useBi();
  const can = useCan();
  const editable = order.is_owner && ['draft', 'returned'].includes(order.status);
  const [values, setValues] = useState<Record<number, string>>({});
  const [spec, setSpec] = useState({ specialist_name: '', specialist_license: '' });
  const post = async (path: string, body: unknown) => {
    try {
      const a = await request<{ message?: string }>(path, { method: 'POST', body });
      if (a?.message) notice('success', a.message);
      await refresh();
    } catch {
      // The client has shown the server's message.
    }
  };
  return (
    <Card size="small" title={bi(s.name, s.name_en)} data-testid={`service-${s.service_id}`}>
      {s.inputs.length > 0 && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {s.inputs.map((i) => (
            <div key={i.input_id}>
              <label htmlFor={`input-${s.id}-${i.input_id}`}>{bi(i.label, i.label_en)}</label>
              <Input
                id={`input-${s.id}-${i.input_id}`}
                disabled={!editable}
                defaultValue={i.value ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [i.input_id]: e.target.value }))}
                data-testid={`input-${i.input_id}`}
              />
            </div>
          ))}
          {editable && (
            <Button
              onClick={() =>
                void post(PATHS.answerInputs, {
                  order_id: order.id,
                  answers: s.inputs.map((i) => ({
                    order_service_id: s.id,
                    input_id: i.input_id,
                    value: values[i.input_id] ?? i.value ?? '',
                  })),
                })
              }
              data-testid={`save-inputs-${s.service_id}`}
            >
              {t('orders.actions.save_answers')}
            </Button>
          )}
        </Space>
      )}
      {s.is_req === 1 && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text strong>{t('orders.specialist')}: </Typography.Text>
          {s.specialist_name ? (
            <span>
              <bdi>{s.specialist_name}</bdi> (<bdi>{s.specialist_license}</bdi>){' '}
              <Tag color={s.specialist_approved ? 'green' : 'gold'}>
                {t(s.specialist_approved ? 'orders.specialist_approved' : 'orders.specialist_pending')}
              </Tag>
            </span>
          ) : (
            <Typography.Text type="secondary">{t('orders.no_specialist')}</Typography.Text>
          )}
          {editable && (
            <Space wrap style={{ marginTop: 8 }}>
              <Input
                placeholder={t('orders.fields.specialist_name')}
                aria-label={t('orders.fields.specialist_name')}
                onChange={(e) => setSpec((v) => ({ ...v, specialist_name: e.target.value }))}
                data-testid={`specialist-name-${s.service_id}`}
              />
              <Input
                placeholder={t('orders.fields.specialist_license')}
                aria-label={t('orders.fields.specialist_license')}
                onChange={(e) => setSpec((v) => ({ ...v, specialist_license: e.target.value }))}
                data-testid={`specialist-license-${s.service_id}`}
              />
              <Button
                onClick={() => void post(PATHS.addSpecialist(s.id), spec)}
                data-testid={`add-specialist-${s.service_id}`}
              >
                {t('orders.actions.add_specialist')}
              </Button>
            </Space>
          )}
          {s.specialist_name && !s.specialist_approved && can('order-processing-tsleem') && (
            <Button type="link" onClick={() => void post(PATHS.approveSpecialist(s.id), {})}>
              {t('orders.actions.approve_specialist')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
