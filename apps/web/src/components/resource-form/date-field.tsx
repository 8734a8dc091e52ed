import { DatePicker } from 'antd';
import { FormField } from './form-context';
import { type ControlProps, GridField } from './form-grid';

/** A date field filling its column. Apart from the text fields' module: antd's DatePicker is heavy. */
export function DateField({ testId, grid, ...field }: ControlProps) {
  const Field = grid ? GridField : FormField;
  return (
    <Field {...field}>
      <DatePicker style={{ width: '100%' }} data-testid={testId} />
    </Field>
  );
}
