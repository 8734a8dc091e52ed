import { LICENCE_STATE_COLORS } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Checkbox,
  DatePicker,
  Descriptions,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { useConfirmAction } from '../../components/confirm-action/use-confirm-action';
import { notice } from '../../components/notice/notice';
import { useCan } from '../../session/can';
import {
  AFTER,
  formOptionsQuery,
  type Licence,
  type OrderDetails,
  orderReportsQuery,
  reportDueQuery,
  safetyQuery,
} from './api';

const day = (d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '');

/** Posts after the spec's confirmation; the server's message is the notice, a refusal the "Error" dialog. */
function usePost(onDone: () => unknown) {
  const [ask, holder] = useConfirmAction();
  const post = (path: string, body: unknown) =>
    ask({
      kind: 'status',
      onConfirm: async () => {
        const a = await api.post<{ message?: string }>(path, body);
        if (a?.message) notice('success', a.message);
        await onDone();
      },
    });
  return [post, holder] as const;
}

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
      <Table
        size="small"
        rowKey="version"
        pagination={false}
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
  const [post, holder] = usePost(refresh);
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
          <Input
            placeholder={t('orders.licence.number')}
            aria-label={t('orders.licence.number')}
            onChange={(e) => setIssue((v) => ({ ...v, license_number: e.target.value }))}
            data-testid="licence-input-number"
          />
          <DatePicker
            placeholder={t('orders.licence.add_date')}
            aria-label={t('orders.licence.add_date')}
            onChange={(d) => setIssue((v) => ({ ...v, license_add_date: day(d) }))}
            data-testid="licence-input-add-date"
          />
          <DatePicker
            placeholder={t('orders.licence.expiry')}
            aria-label={t('orders.licence.expiry')}
            onChange={(d) => setIssue((v) => ({ ...v, expiry: day(d) }))}
            data-testid="licence-input-expiry"
          />
          <Button
            type="primary"
            onClick={() => void post(AFTER.addLicense(order.id), issue)}
            data-testid="licence-issue"
          >
            {t('orders.licence.issue')}
          </Button>
        </Space>
      )}
      {canExtend && (
        <Space wrap style={{ marginTop: 12 }}>
          <DatePicker
            placeholder={t('orders.licence.new_expiry')}
            aria-label={t('orders.licence.new_expiry')}
            onChange={(d) => setExt((v) => ({ ...v, expiry: day(d) }))}
            data-testid="licence-input-new-expiry"
          />
          <Input
            placeholder={t('workflow.input.reason')}
            aria-label={t('workflow.input.reason')}
            onChange={(e) => setExt((v) => ({ ...v, reason: e.target.value }))}
            data-testid="licence-input-reason"
          />
          <Button onClick={() => void post(AFTER.extendLicense(order.id), ext)} data-testid="licence-extend">
            {t('orders.licence.extend')}
          </Button>
        </Space>
      )}
    </Card>
  );
}

/** The handover inspection: the order's safety checklist; every check confirmed → hand over. */
export function SafetyCard({ order, refresh }: { order: OrderDetails; refresh: () => unknown }) {
  const { t, i18n } = useTranslation();
  const [post, holder] = usePost(refresh);
  const [checked, setChecked] = useState<string[]>([]);
  const open = order.allowed_actions.includes('handover');
  const q = useQuery({ ...safetyQuery(order.id), enabled: open });
  if (!open) return null;
  const checks = q.data?.data.checks ?? [];
  return (
    <Card title={t('orders.tsleem.safety')} variant="borderless" data-testid="order-safety">
      {holder}
      <Checkbox.Group
        value={checked}
        onChange={(v) => setChecked(v as string[])}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={checks.map((c) => ({ value: c.key, label: i18n.language === 'en' ? c.label_en : c.label }))}
      />
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        onClick={() => void post(AFTER.handover(order.id), { checks: checked })}
        data-testid="order-handover"
      >
        {t('orders.tsleem.handover')}
      </Button>
    </Card>
  );
}

/** The order's achievement reports, and the consultant's new report when one is due. */
export function OrderReportsCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const can = useCan();
  const allowed =
    can('order-report-index') &&
    ['licensed', 'completed', 'handover_cancelled', 'cancelled'].includes(order.status);
  const list = useQuery({ ...orderReportsQuery(order.id), enabled: allowed });
  const due = useQuery({ ...reportDueQuery(order.id), enabled: allowed && order.status === 'licensed' });
  const [post, holder] = usePost(async () => {
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
      <Table
        size="small"
        rowKey="id"
        pagination={false}
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
          <InputNumber
            precision={0}
            placeholder={t('orders.report.progress')}
            aria-label={t('orders.report.progress')}
            onChange={(v) => setForm((f) => ({ ...f, progress: typeof v === 'number' ? v : undefined }))}
            data-testid="report-input-progress"
          />
          <Input
            placeholder={t('orders.fields.notes')}
            aria-label={t('orders.fields.notes')}
            onChange={(e) => setForm((f) => ({ ...f, notes: e.target.value }))}
            data-testid="report-input-notes"
          />
          <Button
            type="primary"
            onClick={() => void post(AFTER.storeReport, { order_id: order.id, ...form })}
            data-testid="report-store"
          >
            {t('orders.report.store')}
          </Button>
        </Space>
      )}
    </Card>
  );
}

/** The owner's request to cancel the order or replace its contractor or consultant (the server decides whether it may). */
export function CancelRequestCard({ order }: { order: OrderDetails }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const [post, holder] = usePost(() => undefined);
  const [form, setForm] = useState<{
    type: 'cancel' | 'contractor' | 'consultant';
    party?: number;
    reason: string;
  }>({
    type: 'cancel',
    reason: '',
  });
  const options = useQuery({ ...formOptionsQuery(), enabled: form.type !== 'cancel' });
  if (!order.is_owner || !can('order-cancel-request-index') || order.status === 'draft') return null;
  const parties =
    form.type === 'contractor'
      ? options.data?.data.contractors
      : form.type === 'consultant'
        ? options.data?.data.consultants
        : [];
  const submit = () =>
    post(
      form.type === 'cancel'
        ? AFTER.storeRequest
        : form.type === 'contractor'
          ? AFTER.replaceContractor
          : AFTER.replaceConsultant,
      {
        order_id: order.id,
        reason: form.reason,
        ...(form.type === 'contractor' ? { contractor_id: form.party } : {}),
        ...(form.type === 'consultant' ? { consultant_id: form.party } : {}),
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
        )}
        <Input
          placeholder={t('workflow.input.reason')}
          aria-label={t('workflow.input.reason')}
          onChange={(e) => setForm((f) => ({ ...f, reason: e.target.value }))}
          data-testid="request-reason"
        />
        <Button danger onClick={() => void submit()} data-testid="request-store">
          {t('orders.request.submit')}
        </Button>
      </Space>
    </Card>
  );
}
