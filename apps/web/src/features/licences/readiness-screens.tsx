import {
  EditOutlined,
  FileTextOutlined,
  PlusOutlined,
  PrinterOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import {
  READINESS_STATUS_COLORS,
  READINESS_STATUSES,
  READINESS_WORKFLOW,
  type ReadinessStatus,
} from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Descriptions, Form, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { toFormData } from '../../api/form-data';
import { DateText } from '../../components/date-text/date-text';
import { FileUpload } from '../../components/file-upload/file-upload';
import { notice } from '../../components/notice/notice';
import { EmptyState, ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { type ColumnDef, ResourceList } from '../../components/resource-list';
import { Timeline } from '../../components/timeline/timeline';
import { WorkflowActions } from '../../components/workflow-actions/workflow-actions';
import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import { useCan } from '../../session/can';
import {
  createQuery,
  detailsQuery,
  PATHS,
  pledgeQuery,
  questionsQuery,
  REDIRECT_MS,
  type ReadinessRow,
  saveAnswers,
  storeReadiness,
} from './api';
import { LicenceDocument } from './licence-document';
import { ReadinessAnswers } from './readiness-answers';
import './licences.css';

const LIST = '/readiness-license';

export function ReadinessStatusTag({ status }: { status: ReadinessStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={READINESS_STATUS_COLORS[status]} data-testid={`readiness-status-${status}`}>
      {t(`licences.readiness.status.${status}`)}
    </Tag>
  );
}

/** Back to the list after the spec's delay (1000 ms). */
function useBackToList() {
  const navigate = useNavigate();
  return () => window.setTimeout(() => void navigate(LIST), REDIRECT_MS);
}

const columns: ColumnDef<ReadinessRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'camp_number', title: 'licences.fields.camp', sortable: true },
  { key: 'square_name', title: 'licences.fields.square', priority: 2 },
  // the company wraps and both dates stack their Hijri line: the list fits its card from 1280 px
  { key: 'company_name', title: 'licences.fields.company', width: 120 },
  {
    key: 'status',
    title: 'licences.fields.status',
    sortable: true,
    render: (r) => <ReadinessStatusTag status={r.status} />,
    text: (r) => r.status_text,
  },
  {
    key: 'created_at',
    title: 'licences.fields.created_at',
    sortable: true,
    priority: 3,
    render: (r) => <DateText value={r.created_at} stacked />,
    text: (r) => dualDateText(r.created_at, currentLang()),
  },
  {
    key: 'expires_at',
    title: 'licences.fields.expires_at',
    sortable: true,
    priority: 2,
    render: (r) => (r.expires_at ? <DateText value={r.expires_at} stacked /> : '—'),
    text: (r) => (r.expires_at ? dualDateText(r.expires_at, currentLang()) : ''),
  },
];

/** /readiness-license: the requests (a company sees its own); create, open, print. */
export function ReadinessListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  return (
    <ResourceList<ReadinessRow>
      listPath={PATHS.index}
      title="licences.routes.readiness"
      columns={columns}
      filters={[
        { name: 'search', label: 'licences.fields.search', type: 'text' },
        {
          name: 'status',
          label: 'licences.fields.status',
          type: 'select',
          options: READINESS_STATUSES.map((s) => ({ value: s, label: t(`licences.readiness.status.${s}`) })),
        },
      ]}
      rowActions={[
        {
          key: 'open',
          label: 'licences.open',
          icon: <FileTextOutlined />,
          onClick: (r) => navigate(`/readiness-license/details/${r.id}`),
        },
        {
          key: 'print',
          label: 'licences.print_licence',
          icon: <PrinterOutlined />,
          visible: (r) => r.status === 'approved',
          onClick: (r) => navigate(`/readiness-license/license-ready/${r.id}`),
        },
      ]}
      toolbar={
        can('readiness-license-create') ? (
          <Link to="/readiness-license/create">
            <Button type="primary" icon={<PlusOutlined />} data-testid="readiness-create">
              {t('licences.readiness.create')}
            </Button>
          </Link>
        ) : null
      }
    />
  );
}

/** /readiness-license/create: choose a delivered camp, accept the pledge, then fill the form. */
export function ReadinessCreatePage() {
  const { t } = useTranslation();
  const data = useQuery(createQuery());
  const [order, setOrder] = useState<{ id: number; form_id: number } | null>(null);
  const [camp, setCamp] = useState<number | undefined>();
  const [committed, setCommitted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const back = useBackToList();
  if (data.isLoading) return <PageSpinner />;
  if (data.isError || !data.data) return <ErrorState onRetry={() => void data.refetch()} />;
  const d = data.data.data;
  if (order) return <AnswerStep orderId={order.id} formId={order.form_id} update={false} onDone={back} />;
  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      const answer = await storeReadiness({ assign_camp_id: camp, is_committed: committed ? 1 : 0 });
      notice('success', answer.message);
      setOrder({ id: answer.data!.id, form_id: answer.data!.form_id });
    } catch (e) {
      if (isApiError(e) && e.isValidation) setErrors(e.errors);
      else if (isApiError(e)) notice('danger', e.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="borderless" title={t('licences.readiness.create')}>
      {!d.camps.length && (
        <Alert type="info" showIcon title={t('licences.readiness.no_camps')} style={{ marginBottom: 16 }} />
      )}
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t('licences.fields.camp')}
          validateStatus={errors.assign_camp_id ? 'error' : undefined}
          help={errors.assign_camp_id?.join(' ')}
          htmlFor="readiness-camp"
        >
          <Select
            id="readiness-camp"
            value={camp}
            onChange={setCamp}
            allowClear
            data-testid="readiness-camp"
            options={d.camps.map((c) => ({
              value: c.assign_camp_id,
              label: `${c.camp_number} — ${c.square_name}`,
            }))}
          />
        </Form.Item>
        <Typography.Paragraph className="licence-pledge" data-testid="readiness-pledge-text">
          {d.pledge}
        </Typography.Paragraph>
        <Form.Item
          validateStatus={errors.is_committed ? 'error' : undefined}
          help={errors.is_committed?.join(' ')}
        >
          <Checkbox
            checked={committed}
            onChange={(e) => setCommitted(e.target.checked)}
            data-testid="readiness-committed"
          >
            {t('licences.readiness.agree')}
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="readiness-store">
          {t('licences.readiness.next')}
        </Button>
      </Form>
    </Card>
  );
}

/** The form of an order, answered (create) or corrected (edit: update-all-answers resubmits). */
function AnswerStep({
  orderId,
  formId,
  update,
  onDone,
}: {
  orderId: number;
  formId: number;
  update: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const q = useQuery(questionsQuery(orderId));
  if (q.isLoading) return <PageSpinner />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const view = q.data.data;
  return (
    <Card variant="borderless" title={currentLang() === 'en' ? view.form.name_en : view.form.name}>
      <ReadinessAnswers
        questions={view.questions}
        submitLabel={t(update ? 'licences.readiness.update' : 'licences.readiness.submit')}
        onSubmit={async (answers) => {
          const answer = await saveAnswers(update, { order_id: orderId, form_id: formId, answers });
          notice('success', answer.message);
          onDone();
        }}
      />
    </Card>
  );
}

/** /readiness-license/edit/:id: correct the answers of a pending or disapproved request. */
export function ReadinessEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const d = useQuery(detailsQuery(id));
  const back = useBackToList();
  if (d.isLoading) return <PageSpinner />;
  if (d.isError || !d.data) return <ErrorState onRetry={() => void d.refetch()} />;
  const r = d.data.data;
  if (!['pending', 'disapproved'].includes(r.status) || !r.form_id)
    return <EmptyState text={t('licences.readiness.not_editable')} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {r.rejection_reason && r.status === 'disapproved' && (
        <Alert
          type="warning"
          showIcon
          title={t('licences.fields.rejection_reason')}
          description={r.rejection_reason}
        />
      )}
      <AnswerStep orderId={r.id} formId={r.form_id} update onDone={back} />
    </Space>
  );
}

/** /readiness-license/details/:id: the request, its actions (kernel's allowed_actions), drawing, timeline. */
export function ReadinessDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const d = useQuery(detailsQuery(id));
  const back = useBackToList();
  const can = useCan();
  const [file, setFile] = useState<File | undefined>();
  if (d.isLoading) return <PageSpinner />;
  if (d.isError || !d.data) return <ErrorState onRetry={() => void d.refetch()} />;
  const r = d.data.data;
  const actions = r.allowed_actions.filter((a) => a !== 'resubmit');
  const editable =
    r.allowed_actions.includes('resubmit') || (r.status === 'pending' && can('readiness-license-create'));
  const upload = async () => {
    if (!file) return;
    const answer = await request<{ message?: string }>(PATHS.kroky(r.id), {
      method: 'POST',
      body: toFormData({}, { file }),
    });
    notice('success', answer?.message ?? t('licences.readiness.kroky_done'));
    setFile(undefined);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <Card
        variant="borderless"
        title={`${r.title} #${r.id}`}
        extra={<ReadinessStatusTag status={r.status} />}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('licences.fields.camp')}>{r.camp_number}</Descriptions.Item>
          <Descriptions.Item label={t('licences.fields.square')}>{r.square_name}</Descriptions.Item>
          <Descriptions.Item label={t('licences.fields.company')}>{r.company_name}</Descriptions.Item>
          <Descriptions.Item label={t('licences.fields.created_at')}>
            <DateText value={r.created_at} />
          </Descriptions.Item>
          {r.validity_period ? (
            <Descriptions.Item label={t('licences.fields.validity_period')}>
              {t('licences.days', { count: r.validity_period })}
            </Descriptions.Item>
          ) : null}
          {r.expires_at ? (
            <Descriptions.Item label={t('licences.fields.expires_at')}>
              <DateText value={r.expires_at} />
            </Descriptions.Item>
          ) : null}
          {r.rejection_reason ? (
            <Descriptions.Item label={t('licences.fields.rejection_reason')}>
              {r.rejection_reason}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        <Space wrap style={{ marginTop: 16 }}>
          {editable && (
            <Link to={`/readiness-license/edit/${r.id}`}>
              <Button icon={<EditOutlined />} data-testid="readiness-edit">
                {t('licences.readiness.edit')}
              </Button>
            </Link>
          )}
          {r.status === 'approved' && (
            <Link to={`/readiness-license/license-ready/${r.id}`}>
              <Button icon={<SafetyCertificateOutlined />} data-testid="readiness-print">
                {t('licences.print_licence')}
              </Button>
            </Link>
          )}
        </Space>
      </Card>
      {actions.length > 0 && (
        <Card variant="borderless" title={t('licences.actions')}>
          <WorkflowActions
            actions={actions}
            declared={READINESS_WORKFLOW.actions}
            path={PATHS.action}
            body={(_, values) => ({ id: r.id, ...values })}
            onDone={(a) => (a === 'cancel' ? d.refetch() : back())}
          />
        </Card>
      )}
      {editable && (
        <Card variant="borderless" title={t('licences.readiness.kroky')}>
          <Space wrap>
            <FileUpload
              value={file}
              onChange={setFile}
              types={['pdf', 'png', 'jpeg']}
              testId="readiness-kroky"
            />
            <Button onClick={() => void upload()} disabled={!file} data-testid="readiness-kroky-upload">
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

/** /readiness-license/pladge: the pledge a company accepts (the CMS text). */
export function ReadinessPledgePage() {
  const { t } = useTranslation();
  const q = useQuery(pledgeQuery());
  if (q.isLoading) return <PageSpinner />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  return (
    <Card variant="borderless" title={t('licences.routes.pledge')}>
      <Typography.Paragraph className="licence-pledge" data-testid="readiness-pledge">
        {q.data.data.text}
      </Typography.Paragraph>
    </Card>
  );
}

/** /readiness-license/license-ready/:id: the approved licence, printable, with its verifying QR. */
export function ReadinessLicenceReadyPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const d = useQuery(detailsQuery(id));
  if (d.isLoading) return <PageSpinner />;
  if (d.isError || !d.data) return <ErrorState onRetry={() => void d.refetch()} />;
  const r = d.data.data;
  const lang = currentLang();
  if (!r.document) return <EmptyState text={t('licences.readiness.not_issued')} />;
  const doc = r.document;
  return (
    <LicenceDocument
      testid="readiness-licence"
      title={r.title}
      number={r.id}
      doc={doc}
      printIcon
      certifies="licences.readiness.certifies"
      rows={[
        ['licences.fields.company', r.company_name],
        ['licences.fields.camp', `${r.camp_number} — ${r.square_name}`],
        ['licences.fields.valid_from', doc.valid_from ? dualDateText(doc.valid_from, lang) : '—'],
        ['licences.fields.expires_at', doc.valid_until ? dualDateText(doc.valid_until, lang) : '—'],
        [
          'licences.fields.validity_period',
          r.validity_period ? t('licences.days', { count: r.validity_period }) : '—',
        ],
      ]}
    />
  );
}
