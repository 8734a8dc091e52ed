import { TempLicenceSchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { DateField } from '../../components/resource-form/date-field';
import { TextField } from '../../components/resource-form/form-grid';
import { NumberField } from '../../components/resource-form/number-field';
import { basePaths, ResourceForm, useFormTarget } from '../../components/resource-form/resource-form';
import { OwnerField } from './owner-field';
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
      <OwnerField
        name="company_id"
        label="licences.fields.company"
        options={data.data?.data.companies ?? []}
        loading={data.isLoading}
        testId="licence-company"
      />
      <TextField name="activity" label="licences.temp.activity" max={200} testId="licence-activity" />
      <NumberField
        name="period"
        label="licences.temp.period"
        min={1}
        max={365}
        wide
        testId="licence-period"
      />
      <DateField name="starts_at" label="licences.fields.valid_from" testId="licence-starts" />
      <TextField
        name="conditions"
        label="licences.temp.conditions"
        max={2000}
        rows={3}
        testId="licence-conditions"
      />
    </ResourceForm>
  );
}

export const TempLicenceCreatePage = () => <TempLicenceForm mode="create" />;
export const TempLicenceUpdatePage = () => <TempLicenceForm mode="edit" />;
