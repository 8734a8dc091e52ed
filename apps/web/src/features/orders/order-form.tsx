import { OrderStoreSchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import {
  FormField,
  NumberField,
  ResourceForm,
  SearchSelect,
  useFormTarget,
} from '../../components/resource-form';
import { formOptionsQuery, type OrderDetails, PATHS } from './api';
import { useBi } from './use-bi';

function OrderFields() {
  const bi = useBi();
  const q = useQuery(formOptionsQuery());
  const o = q.data?.data;
  const select = (name: string, options: { value: number; label: string }[], multiple = false) => (
    <FormField name={name} label={`orders.fields.${name}`}>
      <SearchSelect
        mode={multiple ? 'multiple' : undefined}
        loading={q.isLoading}
        allowClear
        options={options}
        data-testid={`field-${name}`}
      />
    </FormField>
  );
  const num = (name: string) => (
    <NumberField name={name} label={`orders.fields.${name}`} min={1} wide testId={`field-${name}`} />
  );
  return (
    <>
      {select(
        'camp_id',
        (o?.camps ?? []).map((c) => ({ value: c.id, label: c.camp_number })),
      )}
      {num('number_of_hijaj')}
      {num('camp_size')}
      {num('count_day')}
      <FormField
        name="planed_achive_date"
        label="orders.fields.planed_achive_date"
        getValueProps={(v: unknown) => ({ value: v ? dayjs(String(v)) : undefined })}
        normalize={(d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined)}
      >
        <DatePicker style={{ width: '100%' }} data-testid="field-planed_achive_date" />
      </FormField>
      {select(
        'consultant_id',
        (o?.consultants ?? []).map((c) => ({ value: c.id, label: bi(c.name, c.name_en) })),
      )}
      {select(
        'contractor_id',
        (o?.contractors ?? []).map((c) => ({ value: c.id, label: bi(c.name, c.name_en) })),
      )}
      {select(
        'services',
        (o?.services ?? []).map((c) => ({ value: c.id, label: bi(c.name, c.name_en) })),
        true,
      )}
      <FormField name="notes" label="orders.fields.notes">
        <Input.TextArea rows={2} maxLength={2000} />
      </FormField>
    </>
  );
}

/** `/orders/create` and `/orders/update/:id`: one form. */
export function OrderFormPage() {
  const { form } = useFormTarget(PATHS);
  return (
    <ResourceForm
      schema={OrderStoreSchema}
      {...form}
      toValues={(r: OrderDetails) => ({ ...r, services: r.services.map((s) => s.service_id) })}
      listPath="/orders"
      successPath={(a) => `/orders/details/${(a.data as { id: number }).id}`}
    >
      <OrderFields />
    </ResourceForm>
  );
}
