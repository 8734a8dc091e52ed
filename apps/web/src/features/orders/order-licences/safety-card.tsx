import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionField, useConfirmedPost } from '../../../components/confirm-action/use-confirmed-post';
import { ORDER_LICENCES, type OrderDetails, safetyQuery } from '../api';
/** The handover inspection: the order's safety checklist; every check confirmed → hand over. */
export function SafetyCard({ order, refresh }: { order: OrderDetails; refresh: () => unknown }) {
  const { t, i18n } = useTranslation();
  const { post, holder, errors } = useConfirmedPost(refresh);
  const [checked, setChecked] = useState<string[]>([]);
  const open = order.allowed_actions.includes('handover');
  const q = useQuery({ ...safetyQuery(order.id), enabled: open });
  if (!open) return null;
  const checks = q.data?.data.checks ?? [];
  return (
    <Card title={t('orders.tsleem.safety')} variant="borderless" data-testid="order-safety">
      {holder}
      <ActionField errors={errors.checks}>
        <Checkbox.Group
          value={checked}
          onChange={(v) => setChecked(v as string[])}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={checks.map((c) => ({
            value: c.key,
            label: i18n.language === 'en' ? c.label_en : c.label,
          }))}
        />
      </ActionField>
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        onClick={() =>
          void post(
            ORDER_LICENCES.handover(order.id),
            { checks: checked },
            { action: t('orders.tsleem.handover'), fields: ['checks'] },
          )
        }
        data-testid="order-handover"
      >
        {t('orders.tsleem.handover')}
      </Button>
    </Card>
  );
}
