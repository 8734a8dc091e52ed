import {
  GuideOfficeSchema,
  PledgeSchema,
  SERVICE_INPUT_TYPES,
  ServiceInputSchema,
  ServiceSchema,
  SpecialistSchema,
} from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField, NumberField } from '../../components/resource-form';
import type { ColumnDef } from '../../components/resource-list';
import { searchFilter } from '../../components/resource-list';
import type { ResourceView } from '../../resources/define-resource';
import { optionsQuery } from './api';

const id: ColumnDef = { key: 'id', title: 'common.id', sortable: true, width: 70 };
const search = [searchFilter('orders.fields.search')];
const text = (name: string, label: string, ltr = false, max = 150) => (
  <FormField name={name} label={label}>
    <Input maxLength={max} dir={ltr ? 'ltr' : undefined} data-testid={`field-${name}`} />
  </FormField>
);
const flag = (name: string, label: string) => (
  <FormField
    name={name}
    label={label}
    valuePropName="checked"
    getValueProps={(v: unknown) => ({ checked: v === 1 })}
    normalize={(v: boolean) => (v ? 1 : 0)}
  >
    <Switch data-testid={`field-${name}`} />
  </FormField>
);

/** A select of catalogue rows loaded from a list path (specialties, services). */
function RefSelect({ path, field }: { path: string; field: string }) {
  const { t, i18n } = useTranslation();
  const q = useQuery(optionsQuery(path));
  const rows = q.data ?? [];
  return (
    <FormField name={field} label={`orders.fields.${field}`}>
      <Select
        loading={q.isLoading}
        showSearch
        optionFilterProp="label"
        placeholder={t('common.choose')}
        options={rows.map((r) => ({
          value: r.id,
          label: String(i18n.language === 'en' ? (r.name_en ?? r.name) : r.name),
        }))}
        data-testid={`field-${field}`}
      />
    </FormField>
  );
}

const specialties: ResourceView = {
  columns: [
    id,
    { key: 'name', title: 'orders.fields.name', sortable: true },
    { key: 'name_en', title: 'orders.fields.name_en', sortable: true, priority: 2 },
    { key: 'is_req_text', title: 'orders.fields.is_req' },
    { key: 'status_text', title: 'orders.fields.active' },
  ],
  filters: search,
  form: {
    schema: SpecialistSchema,
    initialValues: { is_req: 0, active: 1 },
    fields: (
      <>
        {text('name', 'orders.fields.name')}
        {text('name_en', 'orders.fields.name_en', true)}
        <FormField name="note" label="orders.fields.note">
          <Input.TextArea rows={2} maxLength={1000} />
        </FormField>
        {flag('is_req', 'orders.fields.is_req')}
        {flag('active', 'orders.fields.active')}
      </>
    ),
  },
};

const services: ResourceView = {
  columns: [
    id,
    { key: 'name', title: 'orders.fields.name', sortable: true },
    { key: 'name_en', title: 'orders.fields.name_en', priority: 2 },
    { key: 'days_count', title: 'orders.fields.days_count', sortable: true },
    {
      key: 'price',
      title: 'orders.fields.price',
      text: (r) => (r.price == null ? '' : (Number(r.price) / 100).toFixed(2)),
      render: (r) => (r.price == null ? '—' : (Number(r.price) / 100).toFixed(2)),
      priority: 2,
    },
  ],
  filters: search,
  form: {
    schema: ServiceSchema,
    initialValues: { needs_attachment: 0, active: 1 },
    // The price is entered in halalas (integer money, ARCHITECTURE §5).
    fields: (
      <>
        <RefSelect path="general/specialist" field="specialist_id" />
        {text('name', 'orders.fields.name')}
        {text('name_en', 'orders.fields.name_en', true)}
        <NumberField
          name="days_count"
          label="orders.fields.days_count"
          min={1}
          max={365}
          wide
          testId="field-days_count"
        />
        <NumberField name="price" label="orders.fields.price_halalas" min={0} wide testId="field-price" />
        {flag('needs_attachment', 'orders.fields.needs_attachment')}
        {flag('active', 'orders.fields.active')}
      </>
    ),
  },
};

const serviceInputs: ResourceView = {
  columns: [
    id,
    { key: 'label', title: 'orders.fields.label', sortable: true },
    { key: 'label_en', title: 'orders.fields.label_en', priority: 2 },
    { key: 'type', title: 'orders.fields.type' },
  ],
  filters: search,
  form: {
    schema: ServiceInputSchema,
    initialValues: { type: 'text', required: 1 },
    fields: (
      <>
        <RefSelect path="general/services" field="service_id" />
        {text('label', 'orders.fields.label')}
        {text('label_en', 'orders.fields.label_en', true)}
        <FormField name="type" label="orders.fields.type">
          <Select
            options={SERVICE_INPUT_TYPES.map((v) => ({ value: v, label: v }))}
            data-testid="field-type"
          />
        </FormField>
        {flag('required', 'orders.fields.required')}
        <FormField name="options" label="orders.fields.options">
          <Input.TextArea rows={3} maxLength={2000} />
        </FormField>
      </>
    ),
  },
};

const pledges: ResourceView = {
  columns: [
    id,
    { key: 'title', title: 'orders.fields.title', sortable: true },
    { key: 'title_en', title: 'orders.fields.title_en', priority: 2 },
  ],
  filters: search,
  form: {
    schema: PledgeSchema,
    initialValues: { required: 1 },
    fields: (
      <>
        <RefSelect path="general/services" field="service_id" />
        {text('title', 'orders.fields.title')}
        {text('title_en', 'orders.fields.title_en', true)}
        <FormField name="body" label="orders.fields.body">
          <Input.TextArea rows={4} maxLength={5000} data-testid="field-body" />
        </FormField>
        {flag('required', 'orders.fields.required')}
      </>
    ),
  },
};

const guides: ResourceView = {
  columns: [
    id,
    { key: 'name', title: 'orders.fields.name', sortable: true },
    { key: 'name_en', title: 'orders.fields.name_en', priority: 2 },
    { key: 'phone', title: 'orders.fields.phone', priority: 2 },
    { key: 'license_number', title: 'orders.fields.license_number', priority: 3 },
  ],
  filters: search,
  form: {
    schema: GuideOfficeSchema,
    initialValues: { active: 1 },
    fields: (
      <>
        {text('name', 'orders.fields.name')}
        {text('name_en', 'orders.fields.name_en', true)}
        {text('phone', 'orders.fields.phone', true, 20)}
        {text('email', 'orders.fields.email', true)}
        {text('license_number', 'orders.fields.license_number', true, 50)}
        {flag('active', 'orders.fields.active')}
      </>
    ),
  },
};

export const views = { specialties, services, service_inputs: serviceInputs, pledges, guides };
