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
export type DocumentCheck = {
  genuine: boolean;
  type: DocumentType | null;
  type_text: string | null;
  number: string | null;
  title: string | null;
  issuer: string | null;
  issued_at: string | null;
  valid_from: string | null;
  valid_until: string | null;
  extended_at: string | null;
  cancelled_at: string | null;
  validity: DocumentValidity | null;
  validity_text: string | null;
  sha256: string | null;
};
