import { latinNumber } from '@mashaer/contract';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { issueField, issueText } from '../../i18n/zod-issues';

/** Form values as the contract expects them: dates as `YYYY-MM-DD`, blanks as absent. */
export function normalizeValues(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === '' || v === null || v === undefined) continue;
    // A number typed on an Arabic keyboard (`٣٥٠`) is the same number in 0–9 (issue 29).
    out[k] = dayjs.isDayjs(v) ? v.format('YYYY-MM-DD') : latinNumber(v);
  }
  return out;
}

/**
 * An antd rule checking one field with the contract schema. The whole form is parsed so
 * cross-field rules (password confirmation) report on their own field.
 */
export function zodRule(schema: z.ZodType, name: string): Rule {
  return (form) => ({
    validator: async () => {
      const values = normalizeValues(form.getFieldsValue(true));
      const result = schema.safeParse(values, { reportInput: true });
      if (result.success) return;
      const issue = result.error.issues.find((i) => issueField(i) === name);
      if (issue) throw new Error(issueText(issue, values));
    },
  });
}

/** Every issue of a failed parse, by field, in the current language. */
export function issuesByField(error: z.ZodError, values?: Record<string, unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issueField(issue);
    if (!out[field]?.length) out[field] = [issueText(issue, values)];
  }
  return out;
}

export { applyFieldErrors } from './field-errors';
