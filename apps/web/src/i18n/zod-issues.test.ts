import { RegisterFieldsSchema } from '@mashaer/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from './i18n';
import { issueText } from './zod-issues';

const issuesOf = (values: Record<string, unknown>) => {
  const r = RegisterFieldsSchema.safeParse(values, { reportInput: true });
  if (r.success) throw new Error('expected issues');
  // the first issue of each field, as the forms show it
  return Object.fromEntries(
    [...r.error.issues].reverse().map((i) => [String(i.path[0]), issueText(i, values)]),
  );
};

describe('zod issues in the UI language', () => {
  beforeEach(() => initI18n('en'));

  it('an empty field is "required", whatever the check (a coerced empty select included)', () => {
    const t = issuesOf({});
    expect(t.type_id).toBe('This field is required');
    expect(t.first_name).toBe('This field is required');
    expect(t.commercial_register_expiry).toBe('This field is required');
  });

  it('contract message keys and plain checks are translated', async () => {
    const t = issuesOf({ email: 'x', company_name_ar: 'a', phone: '123', vat_number: '12ab' });
    expect(t.email).toBe('The e-mail is invalid');
    expect(t.company_name_ar).toBe('Must be at least 2 characters');
    expect(t.phone).toBe('The mobile number must start with 5 or 966');
    expect(t.vat_number).toBe('Digits only');
    await initI18n('ar');
    expect(issuesOf({ email: 'x' }).email).toBe('البريد الإلكتروني غير صالح');
  });
});
