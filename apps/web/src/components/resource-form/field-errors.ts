import type { FormInstance } from 'antd';

/**
 * Puts field errors (server 422 or client) under their fields; returns the messages of fields
 * the form does not show, so the caller can display them elsewhere.
 */
export function applyFieldErrors(
  form: FormInstance,
  errors: Record<string, string[]>,
  known?: string[],
): string[] {
  const shown = known ?? Object.keys(form.getFieldsValue());
  const orphan: string[] = [];
  const fields = Object.entries(errors).flatMap(([key, messages]) => {
    const name = key.split('.')[0];
    if (!shown.includes(name)) {
      orphan.push(...messages);
      return [];
    }
    return [{ name, errors: messages }];
  });
  form.setFields(fields);
  return orphan;
}
