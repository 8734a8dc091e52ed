import { TempLicenceSchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { FormField } from '../../components/resource-form/form-context';
import { basePaths, ResourceForm, useFormTarget } from '../../components/resource-form/resource-form';
import { TEMP, type TempLicenceRecord, tempLicenceCreateQuery } from './temp-api';

/** One form for /licenses/create and /licenses/update/:id. */
export function TempLicenceForm({ mode }: { mode: 'create' | 'edit' }) {
  const { form } = useFormTarget(basePaths(TEMP.licences));
  const data = useQuery(tempLicenceCreateQuery());
  return (
    <ResourceForm
      schema={TempLicenceSchema}
      {...form}
      toValues={(r: TempLicenceRecord) => ({ ...r, starts_at: dayjs(r.starts_at) })}
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
