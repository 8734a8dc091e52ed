import { EditOutlined, FileTextOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  CAR_LICENCE_STATUS_COLORS,
  CAR_LICENCE_STATUSES,
  CAR_LICENCE_WORKFLOW,
  CarLicenceSchema,
  type CarLicenceStatus,
  type FilterOption,
} from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Input, InputNumber, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import { ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { FormField } from '../../components/resource-form/form-context';
import { ResourceForm } from '../../components/resource-form/resource-form';
import { type ColumnDef, ResourceList } from '../../components/resource-list';
import { Timeline } from '../../components/timeline/timeline';
import { VerifyQr } from '../../components/verify-qr/verify-qr';
import { WorkflowActions } from '../../components/workflow-actions/workflow-actions';
import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import { CAR, type CarRow, carCampsQuery, carViewQuery } from './car-api';
import './licences.css';

const LIST = '/request-licenses/list';

function CarStatusTag({ status }: { status: CarLicenceStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={CAR_LICENCE_STATUS_COLORS[status]} data-testid={`car-status-${status}`}>
      {t(`licences.car.status.${status}`)}
    </Tag>
  );
}

const columns: ColumnDef<CarRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'plate_number', title: 'licences.car.plate' },
  { key: 'driver_name', title: 'licences.car.driver', priority: 2 },
  { key: 'camp_number', title: 'licences.fields.camp', sortable: true },
  { key: 'company_name', title: 'licences.fields.company', priority: 2 },
  {
    key: 'status',
    title: 'licences.fields.status',
    sortable: true,
    render: (r) => <CarStatusTag status={r.status} />,
    text: (r) => r.status_text,
  },
  {
    key: 'expire_date',
    title: 'licences.fields.expires_at',
    sortable: true,
    priority: 3,
    render: (r) => (r.expire_date ? <DateText value={r.expire_date} /> : '—'),
    text: (r) => (r.expire_date ? dualDateText(r.expire_date, currentLang()) : ''),
  },
];

/** /request-licenses/list: the entry requests (a company sees its own). */
export function CarListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourceList<CarRow>
      listPath={CAR}
      title="licences.routes.car_list"
      columns={columns}
      filters={[
        { name: 'search', label: 'licences.car.search', type: 'text' },
        {
          name: 'status',
          label: 'licences.fields.status',
          type: 'select',
          options: CAR_LICENCE_STATUSES.map((s) => ({ value: s, label: t(`licences.car.status.${s}`) })),
        },
      ]}
      rowActions={[
        {
          key: 'open',
          label: 'licences.open',
          icon: <FileTextOutlined />,
          // A rejected request cannot be viewed (spec §8).
          visible: (r) => r.status !== 'rejected',
          onClick: (r) => navigate(`/request-licenses/view/${r.id}`),
        },
        {
          key: 'edit',
          label: 'licences.edit',
          icon: <EditOutlined />,
          visible: (r) => r.status === 'pending',
          onClick: (r) => navigate(`/request-licenses/update/${r.id}`),
        },
      ]}
      toolbar={
        <Link to="/request-licenses/new">
          <Button type="primary" icon={<PlusOutlined />} data-testid="car-new">
            {t('licences.routes.car_new')}
          </Button>
        </Link>
      }
    />
  );
}

function CarForm({ mode }: { mode: 'create' | 'edit' }) {
  const { id = '' } = useParams();
  const camps = useQuery(carCampsQuery());
  const options = (camps.data?.filters?.camp_id ?? []) as FilterOption[];
  return (
    <ResourceForm
      schema={CarLicenceSchema}
      mode={mode}
      loadPath={mode === 'edit' ? `${CAR}/edit/${id}` : undefined}
      submitPath={mode === 'edit' ? `${CAR}/update/${id}` : `${CAR}/store`}
      listPath={LIST}
      title={mode === 'edit' ? 'licences.routes.car_update' : 'licences.routes.car_new'}
    >
      <FormField name="camp_id" label="licences.fields.camp">
        <Select
          options={options}
          loading={camps.isLoading}
          showSearch
          optionFilterProp="label"
          data-testid="car-camp"
        />
      </FormField>
      <FormField name="plate_number" label="licences.car.plate">
        <Input maxLength={20} data-testid="car-plate" />
      </FormField>
      <FormField name="driver_name" label="licences.car.driver">
        <Input maxLength={100} data-testid="car-driver" />
      </FormField>
      <FormField name="driver_identity" label="licences.car.identity">
        <Input maxLength={10} inputMode="numeric" dir="ltr" data-testid="car-identity" />
      </FormField>
      <FormField name="period" label="licences.car.period">
        <InputNumber min={1} max={365} style={{ width: '100%' }} data-testid="car-period" />
      </FormField>
      <FormField name="visit_cause" label="licences.car.visit_cause">
        <Input.TextArea rows={2} maxLength={500} data-testid="car-cause" />
      </FormField>
    </ResourceForm>
  );
}

export const CarNewPage = () => <CarForm mode="create" />;
export const CarUpdatePage = () => <CarForm mode="edit" />;

/** /request-licenses/view/:id: the request, the authority's actions and, once approved, the permit with its QR. */
export function CarViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const q = useQuery(carViewQuery(id));
  if (q.isLoading) return <PageSpinner />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const r = q.data.data;
  const lang = currentLang();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <Card variant="borderless" className="licence-screen-only" title={t('licences.actions')}>
        <Space wrap>
          <WorkflowActions
            actions={r.allowed_actions}
            declared={CAR_LICENCE_WORKFLOW.actions}
            path={(a) => `${CAR}/${a}/${r.id}`}
            onDone={() => q.refetch()}
          />
          {r.document && (
            <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="car-print">
              {t('licences.print')}
            </Button>
          )}
        </Space>
      </Card>
      <div className="licence-doc" dir={lang === 'ar' ? 'rtl' : 'ltr'} data-testid="car-permit">
        <header className="licence-head">
          <div>
            <h2>{r.title}</h2>
            <div>
              {t('licences.number')}: <span dir="ltr">{r.id}</span>
            </div>
            <CarStatusTag status={r.status} />
            {r.document?.validity_text && <Tag data-testid="car-validity">{r.document.validity_text}</Tag>}
          </div>
          {r.document && <VerifyQr url={r.document.url} size={120} testid="car-qr" />}
        </header>
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
          <Descriptions.Item label={t('licences.car.plate')}>{r.plate_number}</Descriptions.Item>
          <Descriptions.Item label={t('licences.car.driver')}>{r.driver_name}</Descriptions.Item>
          <Descriptions.Item label={t('licences.car.identity')}>
            <span dir="ltr">{r.driver_identity}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('licences.fields.company')}>{r.company_name}</Descriptions.Item>
          <Descriptions.Item label={t('licences.fields.camp')}>
            {r.camp_number} — {r.square_name}
          </Descriptions.Item>
          <Descriptions.Item label={t('licences.car.period')}>
            {t('licences.days', { count: r.period })}
          </Descriptions.Item>
          <Descriptions.Item label={t('licences.car.visit_cause')}>{r.visit_cause}</Descriptions.Item>
          {r.approval_date && (
            <Descriptions.Item label={t('licences.car.approval_date')}>
              {dualDateText(r.approval_date, lang)}
            </Descriptions.Item>
          )}
          {r.expire_date && (
            <Descriptions.Item label={t('licences.fields.expires_at')}>
              {dualDateText(r.expire_date, lang)}
            </Descriptions.Item>
          )}
        </Descriptions>
      </div>
      <Card variant="borderless" className="licence-screen-only" title={t('licences.timeline')}>
        <Timeline events={r.timeline} />
      </Card>
    </Space>
  );
}
