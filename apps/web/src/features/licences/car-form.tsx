import { CarLicenceSchema, type FilterOption } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Input, InputNumber, Select } from 'antd';
import { FormField } from '../../components/resource-form/form-context';
import { basePaths, ResourceForm, useFormTarget } from '../../components/resource-form/resource-form';
import { CAR, carCampsQuery } from './car-api';

const LIST = '/request-licenses/list';

/** One form for /request-licenses/new and /request-licenses/update/:id. */
function CarForm({ mode }: { mode: 'create' | 'edit' }) {
  const { form } = useFormTarget(basePaths(CAR));
  const camps = useQuery(carCampsQuery());
  const options = (camps.data?.filters?.camp_id ?? []) as FilterOption[];
  return (
    <ResourceForm
      schema={CarLicenceSchema}
      {...form}
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
