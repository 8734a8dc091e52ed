import { isServerKey, serverText } from '../../../i18n/server-text';

/**
 * The login route's field rules. They mirror the contract's CheckUserSchema and LoginSchema
 * (required e-mail and password, a 6-digit code) and use its messages, but are written without
 * zod and antd so the login route stays small (initial JS budget 200 KB gzip); the server applies
 * the contract schemas and answers 422 under the same fields.
 */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Field → a message key of the contract dictionary (translated when shown) or the server's text. */
export type Errors = Record<string, string | null>;

export function credentialErrors(v: { email: string; password: string }): Errors {
  const email = v.email.trim();
  return {
    email: !email ? 'validation.required' : EMAIL_RE.test(email) ? null : 'validation.email',
    password: v.password ? null : 'validation.required',
  };
}

export function codeError(code: string): string | null {
  const c = code.trim();
  if (!c) return 'validation.required';
  return /^\d{6}$/.test(c) ? null : 'validation.code';
}

/** Shown in the current language: keys are translated at render, so a language switch follows. */
export const errorText = (e: string | null | undefined) => (e ? (isServerKey(e) ? serverText(e) : e) : null);

export const hasErrors = (e: Errors) => Object.values(e).some(Boolean);

/** Server 422 errors keyed by field, first message each. */
export const firstErrors = (errors: Record<string, string[]>): Errors =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0] ?? null]));
