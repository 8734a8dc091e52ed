import { Form, type FormItemProps } from 'antd';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { serverText } from '../../i18n/server-text';
import { isolateLatin } from '../bidi/isolate';
import { zodRule } from './zod-rules';

/** A field is required when its schema refuses "absent" (blank inputs are sent as absent). */
function isRequiredField(schema: z.ZodType, name: string): boolean {
  const field = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape?.[name];
  return field ? !field.safeParse(undefined).success : false;
}

const SchemaContext = createContext<z.ZodType | null>(null);
export const SchemaProvider = SchemaContext.Provider;

type FieldProps = Omit<FormItemProps, 'name' | 'label'> & { name: string; label: string };

/**
 * A form field checked by the surrounding form's zod schema; `label` is a dictionary key.
 * Required marks follow `required`; the message always comes from the schema. A hint's Latin
 * runs (paths, e-mails) keep their direction in Arabic; the hint gives way to an error (app.css).
 */
export function FormField({ name, label, rules, children, extra, ...rest }: FieldProps) {
  const schema = useContext(SchemaContext);
  const { t } = useTranslation();
  // Marked required where the schema leaves it optional (it depends on who asks): checked too,
  // after the schema's own rule so its more precise message wins.
  const alsoRequired =
    rest.required && !(schema && isRequiredField(schema, name))
      ? [{ required: true, message: serverText('validation.required') }]
      : [];
  // A switch's record value is 1/0 (the spec's booleans): the control is given a boolean, or its
  // `aria-checked` reads "1" (axe: invalid attribute value). What it sends back stays a boolean.
  const checkedProps =
    rest.valuePropName === 'checked' && !rest.getValueProps
      ? { getValueProps: (v: unknown) => ({ checked: v === true || v === 1 || v === '1' }) }
      : {};
  return (
    <Form.Item
      name={name}
      label={t(label)}
      required={rest.required ?? (schema ? isRequiredField(schema, name) : undefined)}
      rules={[...(schema ? [zodRule(schema, name)] : []), ...alsoRequired, ...(rules ?? [])]}
      validateFirst
      extra={typeof extra === 'string' ? isolateLatin(extra) : extra}
      {...checkedProps}
      {...rest}
    >
      {children}
    </Form.Item>
  );
}
