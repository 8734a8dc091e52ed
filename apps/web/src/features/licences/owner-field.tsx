import { Select, type SelectProps } from 'antd';
import { FormField } from '../../components/resource-form/form-context';

/**
 * Whom a licence is for (the car's camp, the temporary licence's company): one of `options`,
 * searched by its label as typed.
 */
export function OwnerField({
  name,
  label,
  testId,
  ...select
}: { name: string; label: string; testId: string } & Pick<SelectProps, 'options' | 'loading'>) {
  return (
    <FormField name={name} label={label}>
      <Select {...select} showSearch optionFilterProp="label" data-testid={testId} />
    </FormField>
  );
}
