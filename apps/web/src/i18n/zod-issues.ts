import type { z } from 'zod';
import { isServerKey, serverText } from './server-text';

type Issue = z.core.$ZodIssue;

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * One zod issue as a sentence in the current language. Contract schemas carry dictionary keys
 * (`validation.password_policy`); plain checks (`min`, `max`, required) are mapped by issue code to
 * the same dictionary, so the client speaks exactly like the server's 422 answers.
 */
export function issueText(issue: Issue, values?: Record<string, unknown>): string {
  if (isServerKey(issue.message)) return serverText(issue.message);
  // A field left empty is "required", whatever check failed on it (a coerced empty select is NaN).
  const field = String(issue.path[0] ?? '');
  if (values && field && isBlank(values[field]) && issue.path.length === 1)
    return serverText('validation.required');
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type':
      return isBlank(input) ? serverText('validation.required') : serverText('validation.invalid');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return isBlank(input) || min <= 1
          ? serverText('validation.required')
          : serverText('validation.min_length', { min });
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return serverText('validation.min_items', { min });
      return serverText('validation.min_value', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return serverText('validation.max_length', { max });
      return serverText('validation.max_value', { max });
    }
    case 'invalid_format':
      return issue.format === 'email' ? serverText('validation.email') : serverText('validation.invalid');
    case 'invalid_value':
      return isBlank(input)
        ? serverText('validation.required')
        : serverText('validation.enum', { options: issue.values.map(String).join(', ') });
    default:
      return serverText('validation.invalid');
  }
}

/** Field path of an issue as the form knows it (`['type_ids', 0]` → `type_ids`). */
export const issueField = (issue: Issue): string => String(issue.path[0] ?? '');
