import { z } from 'zod';
import { SITES } from '../accounts/user-types';
import { id } from '../fields';
import {
  dateField,
  digitsField,
  emailField,
  type FileKind,
  mobileField,
  nationalIdField,
  passwordField,
  personNameField,
  prefixField,
} from '../validation';

export const CheckUserSchema = z.object({
  email: emailField,
  password: z.string().min(1).max(128),
});

export const LoginSchema = z.object({
  email: emailField,
  password: z.string().min(1).max(128),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.code' }),
  platform: z.enum(SITES).default('mena'),
});

export const PasswordResetRequestSchema = z.object({ email: emailField });

export const PasswordResetSchema = z
  .object({
    email: emailField,
    token: z.string().min(20).max(200),
    password: passwordField,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'validation.password_confirmation',
  });

export const ChangePasswordSchema = z
  .object({
    current_password: z.string().min(1).max(128),
    password: passwordField,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'validation.password_confirmation',
  });

/**
 * Company registration (spec §3 "Company or user registration data", rules of §5). Sent as
 * multipart: these are the text fields; the documents are in REGISTRATION_FILES.
 */
export const RegisterFieldsSchema = z
  .object({
    type_id: id,
    first_name: personNameField,
    last_name: personNameField,
    name: personNameField,
    company_name_ar: z.string().trim().min(2).max(150),
    company_name_en: z.string().trim().min(2).max(150),
    email: emailField,
    phone: mobileField,
    prefix: prefixField.optional(),
    password: passwordField,
    password_confirmation: z.string(),
    vat_number: digitsField({ min: 15, max: 15 }),
    commercial_register_number: digitsField({ min: 10, max: 10 }),
    commercial_register_expiry: dateField,
    unified_number: nationalIdField,
    owner_name: z.string().trim().min(2).max(100),
    owner_identity_number: nationalIdField,
    business_license_expiry: dateField.optional(),
    practice_certificate_expiry: dateField.optional(),
    classification_certificate_expiry: dateField.optional(),
    hajj_license_expiry: dateField.optional(),
    national_address: z.string().trim().min(5).max(250),
    delegate_identity_number: nationalIdField,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'validation.password_confirmation',
  });
export type RegisterFields = z.infer<typeof RegisterFieldsSchema>;

/** The documents of a registration: which are required, and their size class (spec §5). */
export const REGISTRATION_FILES: Record<
  string,
  { required: boolean; kind: FileKind; types: readonly FileType[] }
> = {
  vat_file: { required: true, kind: 'document', types: ['pdf', 'png', 'jpeg'] },
  commercial_register_file: { required: true, kind: 'document', types: ['pdf', 'png', 'jpeg'] },
  business_license_file: { required: false, kind: 'document', types: ['pdf', 'png', 'jpeg'] },
  practice_certificate_file: { required: false, kind: 'document', types: ['pdf', 'png', 'jpeg'] },
  classification_certificate_file: { required: false, kind: 'document', types: ['pdf', 'png', 'jpeg'] },
  hajj_license_file: { required: false, kind: 'document', types: ['pdf', 'png', 'jpeg'] },
  delegation_letter: { required: true, kind: 'document', types: ['pdf', 'png', 'jpeg'] },
  nda_document: { required: true, kind: 'document', types: ['pdf', 'png', 'jpeg'] },
  seasonal_license: { required: false, kind: 'document', types: ['pdf', 'png', 'jpeg'] },
  stamp: { required: true, kind: 'document', types: ['png', 'jpeg'] },
};
export type FileType = 'pdf' | 'png' | 'jpeg' | 'webp' | 'mp4' | 'zip' | 'dwg';
