import { serverText } from '../../../i18n/server-text';

/**
 * The login route's field rules. They mirror the contract's CheckUserSchema and LoginSchema
 * (required e-mail and password, a 6-digit code) and use its messages, but are written without
 * zod and antd so the login route stays small (initial JS budget 200 KB gzip); the server applies
 * the contract schemas and answers 422 under the same fields.
 */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type Errors = Record<string, string | null>;

export function credentialErrors(v: { email: string; password: string }): Errors {
  const email = v.email.trim();
  return {
    email: !email
      ? serverText('validation.required')
      : EMAIL_RE.test(email)
        ? null
        : serverText('validation.email'),
    password: v.password ? null : serverText('validation.required'),
  };
}

export function codeError(code: string): string | null {
  const c = code.trim();
  if (!c) return serverText('validation.required');
  return /^\d{6}$/.test(c) ? null : serverText('validation.code');
}

export const hasErrors = (e: Errors) => Object.values(e).some(Boolean);

/** Server 422 errors keyed by field, first message each. */
export const firstErrors = (errors: Record<string, string[]>): Errors =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0] ?? null]));
