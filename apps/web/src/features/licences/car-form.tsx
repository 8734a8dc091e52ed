import { CarLicenceSchema, type FilterOption } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '../../components/resource-form/form-grid';
import { NumberField } from '../../components/resource-form/number-field';
import { basePaths, ResourceForm, useFormTarget } from '../../components/resource-form/resource-form';
import { CAR, carCampsQuery } from './car-api';
import { OwnerField } from './owner-field';

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
      <OwnerField
        name="camp_id"
        label="licences.fields.camp"
        options={options}
        loading={camps.isLoading}
        testId="car-camp"
      />
      <TextField name="plate_number" label="licences.car.plate" max={20} testId="car-plate" />
      <TextField name="driver_name" label="licences.car.driver" max={100} testId="car-driver" />
      <TextField
        name="driver_identity"
        label="licences.car.identity"
        max={10}
        inputMode="numeric"
        ltr
        testId="car-identity"
      />
      <NumberField name="period" label="licences.car.period" min={1} max={365} wide testId="car-period" />
      <TextField name="visit_cause" label="licences.car.visit_cause" max={500} rows={2} testId="car-cause" />
    </ResourceForm>
  );
}

export const CarNewPage = () => <CarForm mode="create" />;
export const CarUpdatePage = () => <CarForm mode="edit" />;
