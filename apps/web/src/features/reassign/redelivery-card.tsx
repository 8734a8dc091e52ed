import { FileTextOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Input, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmAction } from '../../components/confirm-action/use-confirm-action';
import { DateText } from '../../components/date-text/date-text';
import { notice } from '../../components/notice/notice';
import { SignWithPassword } from '../../components/sign-with-password/sign-with-password';
import { BASE, type OrderDetails, reappoint, signRedelivery } from './api';

/** The re-delivery: the authority books it (a time for every camp), stores its file; both parties sign. */
export function RedeliveryCard({ order, onChange }: { order: OrderDetails; onChange: () => unknown }) {
  const { t } = useTranslation();
  const [at, setAt] = useState('');
  const [minutes, setMinutes] = useState(60);
  const [askConfirm, holder] = useConfirmAction();
  const canBook = order.allowed_actions.includes('book_redelivery');
  const shown =
    canBook || ['redelivery_booked', 'redelivered', 'rejected_by_handover'].includes(order.status);
  if (!shown) return null;
  const book = () =>
    askConfirm({
      kind: 'status',
      action: t('reassign.redelivery.book'),
      onConfirm: async () => {
        const answer = await reappoint(order.id, new Date(at).toISOString(), minutes);
        notice('success', answer.message);
        await onChange();
      },
    });
  return (
    <Card variant="borderless" title={t('reassign.redelivery.title')} data-testid="redelivery">
      {holder}
      <Space orientation="vertical" style={{ width: '100%' }}>
        {order.redelivery_at && (
          <Typography.Text>
            {t('reassign.redelivery.at')}: <DateText value={order.redelivery_at} withTime />
          </Typography.Text>
        )}
        {canBook && (
          <Space wrap>
            <label htmlFor="redelivery-at">{t('reassign.redelivery.at')}</label>
            <Input
              id="redelivery-at"
              type="datetime-local"
              value={at}
              onChange={(e) => setAt(e.target.value)}
              style={{ maxWidth: 240 }}
              data-testid="redelivery-at"
            />
            <label htmlFor="redelivery-minutes">{t('reassign.redelivery.minutes')}</label>
            <InputNumber
              id="redelivery-minutes"
              min={15}
              max={480}
              value={minutes}
              onChange={(v) => setMinutes(v ?? 60)}
            />
            <Button type="primary" disabled={!at} onClick={() => void book()} data-testid="redelivery-book">
              {t('reassign.redelivery.book')}
            </Button>
          </Space>
        )}
        {order.status !== 'approved' && (
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('reassign.redelivery.company_signed')}>
              {order.redelivery_company_signed_at ? (
                <DateText value={order.redelivery_company_signed_at} withTime />
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('reassign.redelivery.authority_signed')}>
              {order.redelivery_authority_signed_at ? (
                <DateText value={order.redelivery_authority_signed_at} withTime />
              ) : (
                '—'
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
        {['redelivery_booked', 'redelivered'].includes(order.status) && (
          <Link to={`${BASE[order.type]}/${order.id}/re-delivery/file`} data-testid="redelivery-record-link">
            <Button icon={<FileTextOutlined />}>{t('reassign.redelivery.open_record')}</Button>
          </Link>
        )}
        {order.can.sign_redelivery && (
          <SignWithPassword
            testid="redelivery-sign"
            onSign={async (password) => {
              const answer = await signRedelivery(order.id, password);
              notice('success', answer.message);
              await onChange();
            }}
          />
        )}
      </Space>
    </Card>
  );
}
