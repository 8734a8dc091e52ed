import { z } from 'zod';
import type { FileType } from './auth/auth';
import type { FileKind } from './validation';

/** Spec §1 "Status vocabularies": Attachment. */
export const ATTACHMENT_STATUSES = ['pending', 'approved', 'rejected', 'replaced'] as const;
export type AttachmentStatus = (typeof ATTACHMENT_STATUSES)[number];

export const ATTACHMENT_STATUS_LABELS: Record<AttachmentStatus, { ar: string; en: string }> = {
  pending: { ar: 'قيد المراجعة', en: 'Pending' },
  approved: { ar: 'مقبول', en: 'Approved' },
  rejected: { ar: 'مرفوض', en: 'Rejected' },
  replaced: { ar: 'مستبدل', en: 'Replaced' },
};

/**
 * One file a record may carry (a slot): its size class (2 / 100 / 500 MB, spec §5), whether the
 * record is incomplete without it, and the types accepted (decided from the content's first bytes).
 */
export type AttachmentSlot = {
  kind: FileKind;
  required: boolean;
  types: readonly FileType[];
  label: { ar: string; en: string };
};
/** The slots of one record type, by slot name (the multipart field and the `slot` of a row). */
export type AttachmentSlots = Record<string, AttachmentSlot>;

/** A reviewer's decision; a rejection needs its reason (shown to the uploader). */
export const AttachmentReviewSchema = z
  .object({
    status: z.enum(['approved', 'rejected']),
    reason: z.string().trim().max(1000).optional(),
  })
  .refine((v) => v.status !== 'rejected' || !!v.reason, {
    path: ['reason'],
    error: 'attachment.reason_required',
  });
export type AttachmentReview = z.infer<typeof AttachmentReviewSchema>;

/** What one record's attachments lack, for guards ("There is attachment not uploaded", …). */
export type AttachmentCounts = {
  /** Required slots with no current file. */
  missing: number;
  /** Current files not yet reviewed. */
  pending: number;
  /** Current files a reviewer rejected (not yet replaced). */
  rejected: number;
};

/** An attachment as the API answers it. */
export type Attachment = {
  id: number;
  slot: string;
  slot_text: string;
  file_name: string;
  size: number;
  content_type: string;
  status: AttachmentStatus;
  status_text: string;
  reason: string | null;
  reviewer_id: number | null;
  reviewed_at: string | null;
  replaces_id: number | null;
  uploaded_by: number | null;
  created_at: string;
  url: string;
};
