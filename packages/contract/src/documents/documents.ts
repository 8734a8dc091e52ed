import { z } from 'zod';

/**
 * Verifiable documents (ARCHITECTURE §7 "documents"): every printable document that carries a QR
 * code is issued as a `documents` row (what, which record, when, SHA-256 of its content) with an
 * unguessable public code; the public pages `/qr/:qr` and `/orders/qr/:qr` ask
 * `GET general/documents/check-qr/{code}` whether it is genuine and still valid.
 *
 * A new document type adds its name here with its labels (a missing label fails the build) and
 * its declaration on the API (`apps/api/src/modules/documents/document-types.ts`).
 */
const DOCUMENT_TYPES = [
  'contract',
  'form_filling',
  'order',
  'readiness_license',
  'final_disclaimer',
  'car_licence',
  'reassign_redelivery',
  'order_license',
  'temp_license',
  'violation_order',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, { ar: string; en: string }> = {
  contract: { ar: 'عقد تسليم مخيم', en: 'Camp delivery contract' },
  form_filling: { ar: 'نموذج معتمد', en: 'Signed form' },
  order: { ar: 'طلب أعمال إضافية معتمد', en: 'Approved additional works order' },
  readiness_license: { ar: 'رخصة جاهزية مخيم', en: 'Camp readiness licence' },
  final_disclaimer: { ar: 'مخالصة نهائية', en: 'Final disclaimer' },
  car_licence: { ar: 'تصريح دخول مركبة', en: 'Vehicle entry permit' },
  reassign_redelivery: { ar: 'محضر إعادة تسليم مخيم', en: 'Camp re-delivery record' },
  order_license: { ar: 'رخصة أعمال إضافية', en: 'Additional works licence' },
  temp_license: { ar: 'ترخيص مؤقت', en: 'Temporary licence' },
  violation_order: { ar: 'أمر مخالفة تنظيمية', en: 'Regulatory violation order' },
};

/** Where a type's QR code points (spec 000 §2: the two public pages). */
export const DOCUMENT_QR_PATHS: Record<DocumentType, '/qr' | '/orders/qr'> = {
  contract: '/qr',
  form_filling: '/qr',
  order: '/orders/qr',
  readiness_license: '/qr',
  final_disclaimer: '/qr',
  car_licence: '/qr',
  reassign_redelivery: '/qr',
  order_license: '/orders/qr',
  temp_license: '/qr',
  violation_order: '/qr',
};

/**
 * A document's validity at the time of the check: `valid` (no end, or the end not reached),
 * `extended` (valid, its end moved later), `expired` (its end passed), `cancelled`, `superseded`
 * (re-issued: the newer document is the valid one).
 */
export const DOCUMENT_VALIDITIES = ['valid', 'extended', 'expired', 'cancelled', 'superseded'] as const;
export type DocumentValidity = (typeof DOCUMENT_VALIDITIES)[number];

export const DOCUMENT_VALIDITY_LABELS: Record<DocumentValidity, { ar: string; en: string }> = {
  valid: { ar: 'ساري', en: 'Valid' },
  extended: { ar: 'ساري (ممدد)', en: 'Valid (extended)' },
  expired: { ar: 'منتهي الصلاحية', en: 'Expired' },
  cancelled: { ar: 'ملغى', en: 'Cancelled' },
  superseded: { ar: 'مستبدل بوثيقة أحدث', en: 'Replaced by a newer document' },
};

/** The public code in a QR link: url-safe base64 of at least 16 random bytes. */
export const DocumentCodeParamSchema = z.object({ code: z.string().trim().min(1).max(128) });

/**
 * The public answer for a code. Every field is present in every answer; for an unknown, altered
 * or tampered code they are all null except `genuine: false`, so the answer tells nothing more.
 */
const DocumentCheckSchema = z.object({
  genuine: z.boolean(),
  type: z.enum(DOCUMENT_TYPES).nullable(),
  type_text: z.string().nullable(),
  number: z.string().nullable(),
  title: z.string().nullable(),
  issuer: z.string().nullable(),
  issued_at: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  extended_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  validity: z.enum(DOCUMENT_VALIDITIES).nullable(),
  validity_text: z.string().nullable(),
  sha256: z.string().nullable(),
});
export type DocumentCheck = z.infer<typeof DocumentCheckSchema>;

/** `GET general/documents/check-qr/{code}` (and the orders area's same check). */
export const DocumentCheckAnswerSchema = z.object({ data: DocumentCheckSchema });
