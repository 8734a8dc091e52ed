import { InputNumber } from 'antd';
import { FormField } from './form-context';
import { type ControlProps, GridField } from './form-grid';

/**
 * A number field of at least `min` (at most `max`); `wide` fills its column. Apart from the text
 * fields' module: a screen with no number field does not load antd's InputNumber.
 */
export function NumberField({
  min,
  max,
  wide,
  testId,
  grid,
  ...field
}: ControlProps & { min: number; max?: number; wide?: boolean }) {
  const Field = grid ? GridField : FormField;
  return (
    <Field {...field}>
      <InputNumber min={min} max={max} style={wide ? { width: '100%' } : undefined} data-testid={testId} />
    </Field>
  );
}
