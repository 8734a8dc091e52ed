import { z } from 'zod';
import { SessionUserSchema } from '../auth/auth-answers';
import { FILE_LIMITS, mobileField, personNameField } from '../validation';

/** `POST profile/update`: the only fields a user changes about themself. */
export const ProfileUpdateSchema = z.object({ name: personNameField, phone: mobileField });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const SIGNATURE_PREFIX = 'data:image/png;base64,';
/** The drawn signature is a PNG of at most 2 MB (the document size class of spec §5). */
export const SIGNATURE_MAX_BYTES = FILE_LIMITS.document;
const SIGNATURE_MAX_CHARS = SIGNATURE_PREFIX.length + Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4;
const BASE64_RE = /^[A-Za-z0-9+/]+={0,2}$/;

/** `POST profile/signature`: the signature pad's PNG as a data URL. */
export const ProfileSignatureSchema = z.object({
  signature: z
    .string()
    .min(1, { abort: true })
    .refine((v) => v.length <= SIGNATURE_MAX_CHARS, { error: 'profile.signature_too_large', abort: true })
    .refine((v) => v.startsWith(SIGNATURE_PREFIX) && BASE64_RE.test(v.slice(SIGNATURE_PREFIX.length)), {
      error: 'profile.signature_invalid',
    }),
});

// ---- answers ----

/** `GET profile`: the caller and the addresses of their signature and stamp (null: none yet). */
export const ProfileAnswerSchema = z.object({
  data: z.object({
    user: SessionUserSchema,
    signature_url: z.string().nullable(),
    stamp_url: z.string().nullable(),
  }),
});

/** `profile/update`: the caller as they now are. */
export const ProfileUpdatedSchema = z.object({
  message: z.string(),
  data: z.object({ user: SessionUserSchema }),
});

/** `profile/signature` and `profile/stamp`: where the new image is served. */
export const ProfileImageSavedSchema = z.object({
  message: z.string(),
  data: z.object({ signature_url: z.string().optional(), stamp_url: z.string().optional() }),
});
