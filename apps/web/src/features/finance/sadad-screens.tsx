import { PlusOutlined } from '@ant-design/icons';
import {
  AUTHORITY_TYPE_CODES,
  parseSar,
  SADAD_WORKFLOW,
  SadadStoreSchema,
  type UserTypeCode,
} from '@mashaer/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Descriptions, Input, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { DateText } from '../../components/date-text/date-text';
import { ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { FormField, ResourceForm } from '../../components/resource-form';
import { type ColumnDef, ResourceList } from '../../components/resource-list';
import { Timeline } from '../../components/timeline/timeline';
import { WorkflowActions } from '../../components/workflow-actions/workflow-actions';
import { can } from '../../session/can';
import { useSession } from '../../session/session-store';
import { SADAD, type SadadRow, sadadFormQuery, sadadKey, sadadQuery } from './api';
import { ReceiptLink, Sar, StatusTag, UploadReceipt } from './finance-ui';

type ListRow = SadadRow & Record<string, unknown>;

const columns: ColumnDef<ListRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'bill_number', title: 'finance.fields.bill_number' },
  { key: 'company_name', title: 'finance.fields.company', priority: 2 },
  {
    key: 'amount',
    title: 'finance.fields.amount',
    sortable: true,
    render: (r) => <Sar text={r.amount_sar} />,
    text: (r) => r.amount_sar,
  },
  { key: 'reason_text', title: 'finance.fields.reason', priority: 3 },
  {
    key: 'due_date',
    title: 'finance.fields.due_date',
    sortable: true,
    priority: 2,
    render: (r) => <DateText value={r.due_date} />,
    text: (r) => r.due_date,
  },
  {
    key: 'status',
    title: 'finance.fields.status',
    sortable: true,
    render: (r) => <StatusTag row={r} />,
    text: (r) => r.status_text,
  },
];

/** /sadad: the payment-slip orders (a company sees its own bills). */
export function SadadListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const authority = AUTHORITY_TYPE_CODES.includes(session.type?.code as UserTypeCode);
  return (
    <ResourceList<ListRow>
      listPath={SADAD.list}
      title="finance.routes.sadad"
      columns={columns}
      filters={[
        { name: 'search', label: 'finance.fields.search_bill', type: 'text' },
        { name: 'status', label: 'finance.fields.status', type: 'select' },
        { name: 'reason', label: 'finance.fields.reason', type: 'select' },
        ...(authority
          ? [
              {
                name: 'company_id',
                label: 'finance.fields.company',
                type: 'select' as const,
                optionsPath: SADAD.companies,
              },
            ]
          : []),
      ]}
      rowActions={[
        {
          key: 'details',
          label: 'finance.actions.details',
          onClick: (r) => navigate(`/sadad/details/${r.id}`),
        },
      ]}
      toolbar={
        authority && can(session, 'clearance-sadad-index') ? (
          <Link to="/sadad/create">
            <Button type="primary" icon={<PlusOutlined />} data-testid="sadad-create">
              {t('finance.actions.create_sadad')}
            </Button>
          </Link>
        ) : null
      }
    />
  );
}

/** The form's amount is SAR text ("1500.75"), read into halalas by digits, never through a float. */
const SadadFormSchema = SadadStoreSchema.extend({
  amount: z.preprocess(
    (v) => (typeof v === 'string' ? (parseSar(v) ?? v) : v),
    SadadStoreSchema.shape.amount,
  ),
  due_date: z.preprocess(
    (v) =>
      v && typeof v === 'object' && 'format' in v
        ? (v as { format: (f: string) => string }).format('YYYY-MM-DD')
        : v,
    SadadStoreSchema.shape.due_date,
  ),
});

/** /sadad/create: the authority bills a company. */
export function SadadCreatePage() {
  const { t } = useTranslation();
  const opts = useQuery(sadadFormQuery());
  const data = opts.data?.data;
  return (
    <ResourceForm
      schema={SadadFormSchema}
      mode="create"
      submitPath={SADAD.store}
      listPath="/sadad"
      successPath={(answer) => `/sadad/details/${(answer.data as { id: number }).id}`}
      title={t('finance.routes.sadad_create')}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField name="company_id" label="finance.fields.company">
            <Select
              showSearch
              optionFilterProp="label"
              options={data?.companies}
              loading={opts.isLoading}
              placeholder={t('common.choose')}
              data-testid="company_id"
            />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField name="bill_number" label="finance.fields.bill_number">
            <Input inputMode="numeric" maxLength={20} data-testid="bill_number" />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField name="amount" label="finance.fields.amount_sar">
            <Input inputMode="decimal" maxLength={14} data-testid="amount" />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField name="due_date" label="finance.fields.due_date">
            <DatePicker style={{ width: '100%' }} data-testid="due_date" />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField name="reason" label="finance.fields.reason">
            <Select options={data?.reasons} placeholder={t('common.choose')} data-testid="reason" />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField name="description" label="finance.fields.description">
            <Input.TextArea rows={2} maxLength={500} data-testid="description" />
          </FormField>
        </Col>
      </Row>
    </ResourceForm>
  );
}

/** /sadad/details/:id: the bill, its receipt, the actions open to the caller and the timeline. */
export function SadadDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery(sadadQuery(id));
  if (q.isLoading) return <PageSpinner />;
  if (!q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const s = q.data.data;
  const refresh = () => qc.invalidateQueries({ queryKey: sadadKey(id) });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('finance.routes.sadad_details')} variant="borderless">
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('finance.fields.bill_number')}>
            <bdi data-testid="bill-number">{s.bill_number}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t('finance.fields.status')}>
            <StatusTag row={s} />
          </Descriptions.Item>
          <Descriptions.Item label={t('finance.fields.company')}>{s.company_name}</Descriptions.Item>
          <Descriptions.Item label={t('finance.fields.amount')}>
            <Sar text={s.amount_sar} />
          </Descriptions.Item>
          <Descriptions.Item label={t('finance.fields.reason')}>{s.reason_text}</Descriptions.Item>
          <Descriptions.Item label={t('finance.fields.due_date')}>
            <DateText value={s.due_date} />
          </Descriptions.Item>
          {s.description && (
            <Descriptions.Item label={t('finance.fields.description')}>{s.description}</Descriptions.Item>
          )}
          {s.rejection_reason && (
            <Descriptions.Item label={t('finance.fields.rejection_reason')}>
              <Typography.Text type="danger" data-testid="rejection-reason">
                {s.rejection_reason}
              </Typography.Text>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card title={t('finance.receipt')} variant="borderless" data-testid="receipt-card">
        <Space orientation="vertical">
          <ReceiptLink files={s.attachments} />
          {s.allowed_actions.includes('upload_docs') && (
            <UploadReceipt path={SADAD.upload(id)} onDone={refresh} />
          )}
        </Space>
      </Card>
      <WorkflowActions
        actions={s.allowed_actions.filter((a) => a !== 'upload_docs')}
        declared={SADAD_WORKFLOW.actions}
        path={(a) => (a === 'cancel' ? SADAD.cancel(id) : SADAD.changeState)}
        body={(a, v) => (a === 'cancel' ? {} : { sadad_order_id: s.id, action: a, ...v })}
        onDone={refresh}
      />
      <Card title={t('finance.timeline')} variant="borderless">
        <Timeline events={s.timeline} />
      </Card>
    </Space>
  );
}
