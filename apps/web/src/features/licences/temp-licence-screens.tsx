import { EditOutlined, PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { TempFormSchema, TempLicenceSchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import { FormField } from '../../components/resource-form/form-context';
import { ResourceForm } from '../../components/resource-form/resource-form';
import { type ColumnDef, ResourceList } from '../../components/resource-list';
import { dualDateText } from '../../i18n/dates';
import { currentLang } from '../../i18n/i18n';
import {
  TEMP,
  type TempLicenceRecord,
  type TempLicenceRow,
  tempFormDataQuery,
  tempLicenceCreateQuery,
} from './temp-api';

type LicenceRow = TempLicenceRow & Record<string, unknown>;

const licenceColumns: ColumnDef<LicenceRow>[] = [
  { key: 'license_number', title: 'licences.temp.number', sortable: true },
  { key: 'company_name', title: 'licences.fields.company' },
  { key: 'activity', title: 'licences.temp.activity', priority: 2 },
  { key: 'period', title: 'licences.temp.period', priority: 3 },
  {
    key: 'ends_at',
    title: 'licences.fields.expires_at',
    sortable: true,
    render: (r) => <DateText value={r.ends_at} />,
    text: (r) => dualDateText(r.ends_at, currentLang()),
  },
];

/** /licenses: the issued temporary licences. */
export function TempLicencesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourceList<LicenceRow>
      listPath={TEMP.licences}
      title="licences.routes.temp_licences"
      columns={licenceColumns}
      filters={[
        { name: 'search', label: 'licences.temp.search_licences', type: 'text' },
        { name: 'company_id', label: 'licences.fields.company', type: 'select' },
      ]}
      rowActions={[
        {
          key: 'edit',
          label: 'licences.edit',
          icon: <EditOutlined />,
          onClick: (r) => navigate(`/licenses/update/${r.id}`),
        },
        {
          key: 'ready',
          label: 'licences.print_licence',
          icon: <SafetyCertificateOutlined />,
          visible: (r) => r.temp_license_order_id !== null,
          onClick: (r) => navigate(`/temp-licenses-order/ready/${r.temp_license_order_id}`),
        },
      ]}
      toolbar={
        <Link to="/licenses/create">
          <Button type="primary" icon={<PlusOutlined />} data-testid="licence-new">
            {t('licences.routes.temp_licence_create')}
          </Button>
        </Link>
      }
    />
  );
}

/** One form for /licenses/create and /licenses/update/:id. */
export function TempLicenceForm({ mode }: { mode: 'create' | 'edit' }) {
  const { id = '' } = useParams();
  const data = useQuery(tempLicenceCreateQuery());
  return (
    <ResourceForm
      schema={TempLicenceSchema}
      mode={mode}
      loadPath={mode === 'edit' ? `${TEMP.licences}/edit/${id}` : undefined}
      toValues={(r: TempLicenceRecord) => ({ ...r, starts_at: dayjs(r.starts_at) })}
      submitPath={mode === 'edit' ? `${TEMP.licences}/update/${id}` : `${TEMP.licences}/store`}
      listPath="/licenses"
      title={mode === 'edit' ? 'licences.routes.temp_licence_update' : 'licences.routes.temp_licence_create'}
    >
      <FormField name="company_id" label="licences.fields.company">
        <Select
          options={data.data?.data.companies ?? []}
          loading={data.isLoading}
          showSearch
          optionFilterProp="label"
          data-testid="licence-company"
        />
      </FormField>
      <FormField name="activity" label="licences.temp.activity">
        <Input maxLength={200} data-testid="licence-activity" />
      </FormField>
      <FormField name="period" label="licences.temp.period">
        <InputNumber min={1} max={365} style={{ width: '100%' }} data-testid="licence-period" />
      </FormField>
      <FormField name="starts_at" label="licences.fields.valid_from">
        <DatePicker style={{ width: '100%' }} data-testid="licence-starts" />
      </FormField>
      <FormField name="conditions" label="licences.temp.conditions">
        <Input.TextArea rows={3} maxLength={2000} data-testid="licence-conditions" />
      </FormField>
    </ResourceForm>
  );
}

export const TempLicenceCreatePage = () => <TempLicenceForm mode="create" />;
export const TempLicenceUpdatePage = () => <TempLicenceForm mode="edit" />;

type FormRow = {
  id: number;
  name: string;
  name_en: string;
  questions_count: number;
  current_version: number;
} & Record<string, unknown>;
type FormRecord = FormRow & {
  question_ids: number[];
  withCategory: 0 | 1;
  signers: { type_id: number; signer_num: number; user_id?: number | null }[];
};

/** /temp-licenses-forms: the temporary-licence forms (type `temp_license`) of the templates engine. */
export function TempFormsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourceList<FormRow>
      listPath={TEMP.forms}
      title="licences.routes.temp_forms"
      columns={[
        { key: 'id', title: 'common.id', sortable: true, width: 70 },
        { key: currentLang() === 'en' ? 'name_en' : 'name', title: 'licences.temp.form_name' },
        { key: 'questions_count', title: 'licences.temp.questions_count', priority: 2 },
        { key: 'current_version', title: 'licences.temp.version', priority: 3 },
      ]}
      filters={[{ name: 'search', label: 'licences.temp.search_forms', type: 'text' }]}
      rowActions={[
        {
          key: 'edit',
          label: 'licences.edit',
          icon: <EditOutlined />,
          onClick: (r) => navigate(`/temp-licenses-forms/update/${r.id}`),
        },
      ]}
      toolbar={
        <Link to="/temp-licenses-forms/create">
          <Button type="primary" icon={<PlusOutlined />} data-testid="temp-form-new">
            {t('licences.routes.temp_form_create')}
          </Button>
        </Link>
      }
    />
  );
}

/**
 * One form for /temp-licenses-forms/create and update/:id: names and the questions in order; the
 * signers and categories a form already has are kept (the templates screens edit those).
 */
function TempFormForm({ mode }: { mode: 'create' | 'edit' }) {
  const { id = '' } = useParams();
  const kept = useRef<Pick<FormRecord, 'signers' | 'withCategory'>>({ signers: [], withCategory: 0 });
  const lang = currentLang();
  const data = useQuery(tempFormDataQuery());
  const options = (data.data?.data.questions ?? []).map((q) => ({
    value: q.id,
    label: lang === 'en' ? q.title_en : q.title,
  }));
  return (
    <ResourceForm
      schema={TempFormSchema}
      mode={mode}
      loadPath={mode === 'edit' ? `${TEMP.forms}/edit/${id}` : undefined}
      toValues={(r: FormRecord) => {
        kept.current = {
          withCategory: r.withCategory,
          signers: r.signers.map((s) => ({
            type_id: s.type_id,
            signer_num: s.signer_num,
            user_id: s.user_id ?? null,
          })),
        };
        return { name: r.name, name_en: r.name_en, question_ids: r.question_ids };
      }}
      toBody={(v: Record<string, unknown>) => ({ ...v, ...kept.current })}
      submitPath={mode === 'edit' ? `${TEMP.forms}/update/${id}` : `${TEMP.forms}/store`}
      listPath="/temp-licenses-forms"
      title={mode === 'edit' ? 'licences.routes.temp_form_update' : 'licences.routes.temp_form_create'}
    >
      <FormField name="name" label="licences.temp.form_name_ar">
        <Input maxLength={200} data-testid="temp-form-name" />
      </FormField>
      <FormField name="name_en" label="licences.temp.form_name_en">
        <Input maxLength={200} dir="ltr" data-testid="temp-form-name-en" />
      </FormField>
      <FormField name="question_ids" label="licences.temp.questions">
        <Select
          mode="multiple"
          options={options}
          loading={data.isLoading}
          optionFilterProp="label"
          data-testid="temp-form-questions"
        />
      </FormField>
    </ResourceForm>
  );
}

export const TempFormCreatePage = () => <TempFormForm mode="create" />;
export const TempFormUpdatePage = () => <TempFormForm mode="edit" />;
