import { z } from 'zod';
import type { FileType } from './auth/auth';
import { instant, int, maybe, text } from './records';
import type { FileKind } from './validation';
import { defineWorkflow } from './workflow';

/** Spec §1 "Status vocabularies": Attachment. */
const ATTACHMENT_STATUSES = ['pending', 'approved', 'rejected', 'replaced'] as const;
export type AttachmentStatus = (typeof ATTACHMENT_STATUSES)[number];

export const ATTACHMENT_STATUS_LABELS: Record<AttachmentStatus, { ar: string; en: string }> = {
  pending: { ar: 'قيد المراجعة', en: 'Pending' },
  approved: { ar: 'مقبول', en: 'Approved' },
  rejected: { ar: 'مرفوض', en: 'Rejected' },
  replaced: { ar: 'مستبدل', en: 'Replaced' },
};

/**
 * An attachment's review, run by the workflow kernel (apps/api/src/lib/attachments.ts). Who
 * reviews an area's files is the area's route's decision (its permission and row scope): the
 * `reviewer` party is whoever that route lets through. A new upload into the slot replaces the
 * current file; deleting that upload restores it.
 */
export const ATTACHMENT_WORKFLOW = defineWorkflow({
  name: 'attachment',
  title: { ar: 'مراجعة المرفق', en: 'Attachment review' },
  statuses: ATTACHMENT_STATUSES,
  labels: ATTACHMENT_STATUS_LABELS,
  refused: 'attachment.transition_not_allowed',
  refusedField: 'file',
  actions: {
    approve: {
      label: { ar: 'قبول', en: 'Approve' },
      from: ['pending'],
      to: 'approved',
      permission: null,
      party: 'reviewer',
      event: 'attachment_approved',
      how: "the area's review call with status approved",
    },
    reject: {
      label: { ar: 'رفض', en: 'Reject' },
      from: ['pending'],
      to: 'rejected',
      permission: null,
      party: 'reviewer',
      event: 'attachment_rejected',
      how: "the area's review call with status rejected and a reason",
    },
    replace: {
      label: { ar: 'استبدال', en: 'Replaced' },
      from: ['pending', 'rejected'],
      to: 'replaced',
      permission: null,
      party: 'system',
      event: 'attachment_replaced',
      how: 'a new file is uploaded into its slot',
    },
    restore: {
      label: { ar: 'استعادة', en: 'Restored' },
      from: ['replaced'],
      to: ['pending', 'rejected'],
      permission: null,
      party: 'system',
      event: 'attachment_restored',
      how: 'the pending upload that replaced it is deleted: pending again, or rejected if it was reviewed',
    },
  },
});

/**
 * One file a record may carry (a slot): its size class (2 / 100 / 500 MB, spec §5), whether the
 * record is incomplete without it, and the types accepted (decided from the content's first bytes).
 */
export type AttachmentSlot = {
  kind: FileKind;
  required: boolean;
  types: readonly FileType[];
  label: { ar: string; en: string };
  /** Several files in one multipart field (`name[]`): up to `max`, slots `name`, `name_2`, … */
  max?: number;
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
const AttachmentCountsSchema = z.object({
  /** Required slots with no current file. */
  missing: int,
  /** Current files not yet reviewed. */
  pending: int,
  /** Current files a reviewer rejected (not yet replaced). */
  rejected: int,
});
export type AttachmentCounts = z.infer<typeof AttachmentCountsSchema>;

/** An attachment as the API answers it. */
export const AttachmentSchema = z.object({
  id: int,
  slot: text,
  slot_text: text,
  file_name: text,
  size: int,
  content_type: text,
  status: z.enum(ATTACHMENT_STATUSES),
  status_text: text,
  reason: maybe(text),
  reviewer_id: maybe(int),
  reviewed_at: maybe(instant),
  replaces_id: maybe(int),
  uploaded_by: maybe(int),
  created_at: instant,
  url: text,
});
export type Attachment = z.infer<typeof AttachmentSchema>;

/**
 * A record's files (`…/attachments/{id}` and the areas' own list calls): every slot with its rules
 * and current file, the files replaced since, and what is missing. A route's `response` schema.
 */
export const AttachmentListSchema = z.object({
  data: z.object({
    slots: z.array(
      z.object({
        slot: text,
        slot_text: text,
        required: z.boolean(),
        max_mb: z.number(),
        types: z.array(text).readonly(),
        current: maybe(AttachmentSchema),
      }),
    ),
    history: z.array(AttachmentSchema),
    counts: AttachmentCountsSchema,
  }),
});
export type AttachmentList = z.infer<typeof AttachmentListSchema>['data'];

/** An attachment uploaded or reviewed (`{ message, data }`): the attachment as it now is. */
export const AttachmentWriteSchema = z.object({ message: z.string(), data: AttachmentSchema });
