import { z } from 'zod';

/**
 * The field rules of spec §5 (both documents). Messages are dictionary keys (see messages.ts):
 * the server translates them by Accept-Language, the web app by its own language.
 */
export const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$])[A-Za-z\d!@#$]{8,12}$/;
/** National or unified number: exactly 10 digits starting with 1 or 7. */
export const NATIONAL_ID_RE = /^[17]\d{9}$/;
/** Mobile: starts with 5 (9 digits) or with 966 (12 digits). */
export const MOBILE_RE = /^(5\d{8}|9665\d{8})$/;
export const DIGITS_RE = /^\d+$/;

export const passwordField = z.string().regex(PASSWORD_RE, { error: 'validation.password_policy' });
export const nationalIdField = z.string().trim().regex(NATIONAL_ID_RE, { error: 'validation.national_id' });
export const mobileField = z.string().trim().regex(MOBILE_RE, { error: 'validation.mobile' });
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(190)
  .pipe(z.email({ error: 'validation.email' }));
/** Spec: "Name shorter than 20 characters". */
export const personNameField = z.string().trim().min(1).max(19);
export const digitsField = (len?: { min?: number; max?: number }) =>
  z
    .string()
    .trim()
    .regex(DIGITS_RE, { error: 'validation.digits' })
    .min(len?.min ?? 1)
    .max(len?.max ?? 32);
/** Spec: "prefix under 4 digits". */
export const prefixField = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, { error: 'validation.prefix' });
/** A calendar date `YYYY-MM-DD`. */
export const dateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' });
/** Booleans travel as 1/0 (spec §5); forms may also send "1"/"0"/true/false. */
export const flag01 = z.preprocess(
  (v) => (v === true || v === 'true' || v === '1' ? 1 : v === false || v === 'false' || v === '0' ? 0 : v),
  z.union([z.literal(0), z.literal(1)]),
);
export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** File size limits of spec §5, per kind of field. */
export const FILE_LIMITS = {
  document: 2 * 1024 * 1024,
  drawing: 100 * 1024 * 1024,
  media: 500 * 1024 * 1024,
} as const;
export type FileKind = keyof typeof FILE_LIMITS;
