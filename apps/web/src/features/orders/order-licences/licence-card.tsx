import { LICENCE_STATE_COLORS } from '@mashaer/contract';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionInput } from '../../../components/confirm-action/action-input';
import { useConfirmedPost } from '../../../components/confirm-action/use-confirmed-post';
import { SubTable } from '../../../components/sub-table/sub-table';
import { type Licence, ORDER_LICENCES, type OrderDetails } from '../api';

/** The licence's facts, its computed validity and every version. */
export function LicenceFacts({ licence }: { licence: Licence }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="licence-facts">
        <Descriptions.Item label={t('orders.licence.number')}>
          <bdi data-testid="licence-number">{licence.license_number}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.licence.state')}>
          <Tag
            color={licence.state ? LICENCE_STATE_COLORS[licence.state] : 'default'}
            data-testid="licence-state"
          >
            {licence.state_text}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.licence.add_date')}>
          <bdi>{licence.license_add_date}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.licence.expiry')}>
          <bdi data-testid="licence-expiry">{licence.expiry}</bdi>
        </Descriptions.Item>
      </Descriptions>
      <SubTable
        rowKey="version"
        scroll={{ x: true }}
        dataSource={licence.versions}
        data-testid="licence-versions"
        columns={[
          { key: 'version', title: t('orders.licence.version'), dataIndex: 'version' },
          { key: 'expiry', title: t('orders.licence.expiry'), render: (_, v) => <bdi>{v.expiry}</bdi> },
          { key: 'reason', title: t('orders.fields.reason'), render: (_, v) => v.reason ?? '—' },
          {
            key: 'at',
            title: t('orders.report.date'),
            render: (_, v) => <bdi>{v.created_at.slice(0, 10)}</bdi>,
          },
        ]}
      />
    </Space>
  );
}

/** The works licence of the order: issue it (approved), extend it (licensed), print it. */
export function LicenceCard({ order, refresh }: { order: OrderDetails; refresh: () => unknown }) {
  const { t } = useTranslation();
  const { post, holder, errors } = useConfirmedPost(refresh);
  const [issue, setIssue] = useState({ license_number: '', license_add_date: '', expiry: '' });
  const [ext, setExt] = useState({ expiry: '', reason: '' });
  const canIssue = order.allowed_actions.includes('add_license');
  const canExtend = order.allowed_actions.includes('extend_license');
  if (!order.licence && !canIssue) return null;
  return (
    <Card title={t('orders.licence.title')} variant="borderless" data-testid="order-licence">
      {holder}
      {order.licence && (
        <>
          <LicenceFacts licence={order.licence} />
          <Link to={`/orders/license-ready/${order.id}`} data-testid="licence-open-print">
            {t('orders.licence.print')}
          </Link>
        </>
      )}
      {canIssue && (
        <Space wrap>
          <ActionInput
            label="orders.licence.number"
            errors={errors.license_number}
            onChange={(license_number) => setIssue((v) => ({ ...v, license_number }))}
            testId="licence-input-number"
          />
          <ActionInput
            label="orders.licence.add_date"
            errors={errors.license_add_date}
            date
            onChange={(license_add_date) => setIssue((v) => ({ ...v, license_add_date }))}
            testId="licence-input-add-date"
          />
          <ActionInput
            label="orders.licence.expiry"
            errors={errors.expiry}
            date
            onChange={(expiry) => setIssue((v) => ({ ...v, expiry }))}
            testId="licence-input-expiry"
          />
          <Button
            type="primary"
            onClick={() =>
              void post(ORDER_LICENCES.addLicence(order.id), issue, {
                action: t('orders.licence.issue'),
                fields: ['license_number', 'license_add_date', 'expiry'],
              })
            }
            data-testid="licence-issue"
          >
            {t('orders.licence.issue')}
          </Button>
        </Space>
      )}
      {canExtend && (
        <Space wrap style={{ marginTop: 12 }}>
          <ActionInput
            label="orders.licence.new_expiry"
            errors={errors.expiry}
            date
            onChange={(expiry) => setExt((v) => ({ ...v, expiry }))}
            testId="licence-input-new-expiry"
          />
          <ActionInput
            label="workflow.input.reason"
            errors={errors.reason}
            onChange={(reason) => setExt((v) => ({ ...v, reason }))}
            testId="licence-input-reason"
          />
          <Button
            onClick={() =>
              void post(ORDER_LICENCES.extendLicence(order.id), ext, {
                action: t('orders.licence.extend'),
                fields: ['expiry', 'reason'],
              })
            }
            data-testid="licence-extend"
          >
            {t('orders.licence.extend')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
