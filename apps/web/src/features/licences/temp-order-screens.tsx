import { FileTextOutlined, PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import {
  TEMP_ORDER_STATUS_COLORS,
  TEMP_ORDER_STATUSES,
  TEMP_ORDER_WORKFLOW,
  type TempOrderStatus,
} from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api, request } from '../../api/client';
import { toFormData } from '../../api/form-data';
import { useConfirmAction } from '../../components/confirm-action/use-confirm-action';
import { DateText } from '../../components/date-text/date-text';
import { FileUpload } from '../../components/file-upload/file-upload';
import { notice } from '../../components/notice/notice';
import { EmptyState, ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { type ColumnDef, ResourceList } from '../../components/resource-list';
import { Timeline } from '../../components/timeline/timeline';
import { WorkflowActions } from '../../components/workflow-actions/workflow-actions';
import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import type { AnsweredQuestion } from './api';
import { ReadinessAnswers } from './licence-form/licence-answers';
import { TEMP, type TempOrderRow, tempCreateQuery, tempViewQuery } from './temp-api';
import './licences.css';
import { LicenceDocument } from './licence-form/licence-document';

function TempStatusTag({ status }: { status: TempOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={TEMP_ORDER_STATUS_COLORS[status]} data-testid={`temp-status-${status}`}>
      {t(`licences.temp.status.${status}`)}
    </Tag>
  );
}

const columns: ColumnDef<TempOrderRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'camp_number', title: 'licences.fields.camp', sortable: true },
  { key: 'company_name', title: 'licences.fields.company', priority: 2 },
  {
    key: 'status',
    title: 'licences.fields.status',
    sortable: true,
    render: (r) => <TempStatusTag status={r.status} />,
    text: (r) => r.status_text,
  },
  {
    key: 'license_number',
    title: 'licences.temp.number',
    priority: 2,
    render: (r) => r.license_number ?? '—',
  },
  {
    key: 'created_at',
    title: 'licences.fields.created_at',
    sortable: true,
    priority: 3,
    render: (r) => <DateText value={r.created_at} />,
    text: (r) => dualDateText(r.created_at, currentLang()),
  },
];

/** /temp-licenses-order: the temporary licence orders (a company sees its own). */
export function TempOrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourceList<TempOrderRow>
      listPath={TEMP.orders}
      title="licences.routes.temp_orders"
      columns={columns}
      filters={[
        { name: 'search', label: 'licences.temp.search', type: 'text' },
        {
          name: 'status',
          label: 'licences.fields.status',
          type: 'select',
          options: TEMP_ORDER_STATUSES.map((s) => ({ value: s, label: t(`licences.temp.status.${s}`) })),
        },
      ]}
      rowActions={[
        {
          key: 'open',
          label: 'licences.open',
          icon: <FileTextOutlined />,
          onClick: (r) => navigate(`/temp-licenses-order/view/${r.id}`),
        },
        {
          key: 'ready',
          label: 'licences.print_licence',
          icon: <SafetyCertificateOutlined />,
          visible: (r) => r.status === 'approved',
          onClick: (r) => navigate(`/temp-licenses-order/ready/${r.id}`),
        },
      ]}
      toolbar={
        <Link to="/temp-licenses-order/create">
          <Button type="primary" icon={<PlusOutlined />} data-testid="temp-new">
            {t('licences.routes.temp_create')}
          </Button>
        </Link>
      }
    />
  );
}

/** /temp-licenses-order/create: a camp and form number 7's answers (spec §9). */
export function TempOrderCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const q = useQuery(tempCreateQuery());
  const [camp, setCamp] = useState<number | undefined>();
  if (q.isLoading) return <PageSpinner />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const d = q.data.data;
  return (
    <Card variant="borderless" title={currentLang() === 'en' ? d.form.name_en : d.form.name}>
      <Form layout="vertical">
        <Form.Item label={t('licences.fields.camp')} required>
          <Select
            options={d.camps}
            value={camp}
            onChange={setCamp}
            showSearch
            optionFilterProp="label"
            aria-label={t('licences.fields.camp')}
            data-testid="temp-camp"
          />
        </Form.Item>
      </Form>
      <ReadinessAnswers
        questions={d.questions}
        submitLabel={t('licences.readiness.submit')}
        onSubmit={async (answers) => {
          const res = await api.post<{ message: string; data: { id: number } }>(
            TEMP.store,
            { camp_id: camp, answers },
            { silent: true },
          );
          notice('success', res.message);
          await navigate(`/temp-licenses-order/view/${res.data.id}`);
        }}
      />
    </Card>
  );
}

function answerText(q: AnsweredQuestion, t: (k: string) => string) {
  if (q.value === null || q.value === undefined || q.value === '') return '—';
  if (q.type === 'yes_no') return q.value ? t('licences.yes') : t('licences.no');
  return Array.isArray(q.value) ? q.value.join('، ') : String(q.value);
}

/** /temp-licenses-order/view/:id: the order, its answers (editable while pending), drawings, actions, timeline. */
export function TempOrderViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const q = useQuery(tempViewQuery(id));
  const [file, setFile] = useState<File | undefined>();
  const [askConfirm, holder] = useConfirmAction();
  if (q.isLoading) return <PageSpinner />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const r = q.data.data;
  const lang = currentLang();
  const mine = r.allowed_actions.includes('cancel');
  const upload = async () => {
    if (!file) return;
    const answer = await request<{ message?: string }>(TEMP.kroky(r.id), {
      method: 'POST',
      body: toFormData({}, { file }),
    });
    notice('success', answer?.message ?? t('licences.readiness.kroky_done'));
    setFile(undefined);
  };
  const withdraw = () =>
    askConfirm({
      kind: 'status',
      onConfirm: async () => {
        const res = await request<{ message?: string }>(TEMP.destroy(r.id), { method: 'DELETE' });
        if (res?.message) notice('success', res.message);
        await q.refetch();
      },
    });
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      {holder}
      <Card variant="borderless" title={`${r.title} #${r.id}`} extra={<TempStatusTag status={r.status} />}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('licences.fields.camp')}>
            {r.camp_number} — {r.square_name}
          </Descriptions.Item>
          <Descriptions.Item label={t('licences.fields.company')}>{r.company_name}</Descriptions.Item>
          <Descriptions.Item label={t('licences.fields.created_at')}>
            <DateText value={r.created_at} />
          </Descriptions.Item>
          {r.reject_reason ? (
            <Descriptions.Item label={t('licences.fields.rejection_reason')}>
              {r.reject_reason}
            </Descriptions.Item>
          ) : null}
          {r.licence ? (
            <Descriptions.Item label={t('licences.temp.number')}>
              <span dir="ltr">{r.licence.license_number}</span>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        <Space wrap style={{ marginTop: 16 }}>
          {r.licence && (
            <Link to={`/temp-licenses-order/ready/${r.id}`}>
              <Button icon={<SafetyCertificateOutlined />} data-testid="temp-print">
                {t('licences.print_licence')}
              </Button>
            </Link>
          )}
          {mine && (
            <Button danger onClick={() => void withdraw()} data-testid="temp-withdraw">
              {TEMP_ORDER_WORKFLOW.actions.cancel.label[lang]}
            </Button>
          )}
        </Space>
      </Card>
      {r.allowed_actions.some((a) => a !== 'cancel') && (
        <Card variant="borderless" title={t('licences.actions')}>
          <WorkflowActions
            actions={r.allowed_actions.filter((a) => a !== 'cancel')}
            declared={TEMP_ORDER_WORKFLOW.actions}
            path={TEMP.action(r.id)}
            onDone={() => q.refetch()}
          />
        </Card>
      )}
      <Card variant="borderless" title={t('licences.temp.answers')}>
        {mine ? (
          <ReadinessAnswers
            questions={r.questions}
            submitLabel={t('licences.temp.save')}
            onSubmit={async (answers) => {
              const res = await api.post<{ message: string }>(
                TEMP.update(r.id),
                { answers },
                { silent: true },
              );
              notice('success', res.message);
              await q.refetch();
            }}
          />
        ) : (
          <Descriptions column={1} size="small" bordered data-testid="temp-answers">
            {r.questions
              .filter((x) => x.type !== 'file')
              .map((x) => (
                <Descriptions.Item key={x.question_id} label={lang === 'en' ? x.title_en : x.title}>
                  {answerText(x, t)}
                </Descriptions.Item>
              ))}
          </Descriptions>
        )}
      </Card>
      {mine && (
        <Card variant="borderless" title={t('licences.readiness.kroky')}>
          <Space wrap>
            <FileUpload value={file} onChange={setFile} types={['pdf', 'png', 'jpeg']} testId="temp-kroky" />
            <Button onClick={() => void upload()} disabled={!file} data-testid="temp-kroky-upload">
              {t('licences.readiness.upload')}
            </Button>
          </Space>
        </Card>
      )}
      <Card variant="borderless" title={t('licences.timeline')}>
        <Timeline events={r.timeline} />
      </Card>
    </Space>
  );
}

/** /temp-licenses-order/ready/:id: the issued temporary licence, printable, with its verifying QR. */
export function TempLicenceReadyPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const q = useQuery(tempViewQuery(id, true));
  if (q.isLoading) return <PageSpinner />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const r = q.data.data;
  const l = r.licence;
  const lang = currentLang();
  if (!l?.document) return <EmptyState text={t('licences.readiness.not_issued')} />;
  const doc = l.document;
  return (
    <LicenceDocument
      testid="temp-licence"
      title={r.title}
      number={l.license_number ?? ''}
      doc={doc}
      certifies="licences.temp.certifies"
      rows={[
        ['licences.fields.company', r.company_name],
        ['licences.fields.camp', `${r.camp_number} — ${r.square_name}`],
        ['licences.temp.activity', l.activity],
        ['licences.temp.period', t('licences.days', { count: l.period })],
        ['licences.fields.valid_from', dualDateText(l.starts_at, lang)],
        ['licences.fields.expires_at', dualDateText(l.ends_at, lang)],
        ['licences.temp.conditions', l.conditions ?? '—'],
      ]}
    />
  );
}
