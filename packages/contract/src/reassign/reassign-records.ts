/** What the re-assign and lock orders answer (issue 13 §3): list rows and an order's details. */
import { z } from 'zod';
import { id } from '../fields';
import {
  DocumentLinkSchema,
  flag,
  instant,
  int,
  maybe,
  type StatusColor,
  TimelineEventSchema,
  text,
  workflowState,
} from '../records';
import { FILLING_STATUSES, SUBJECT_TYPES } from '../templates/fillings';
import { REASSIGN_STATUSES, REASSIGN_TYPES, type ReassignStatus } from './reassign';

/** A row of `general/reassign_order/list`: its camps' numbers joined, signed (1/0), appointment. */
export const ReassignRowSchema = z.object({
  id,
  type: z.enum(REASSIGN_TYPES),
  company_id: id,
  form_id: id,
  fee_halalas: maybe(int),
  signed_at: maybe(instant),
  rejection_reason: maybe(text),
  created_at: instant,
  company_name: text,
  company_name_en: text,
  camps: text,
  status_id: int,
  signed: flag,
  appointment: maybe(instant),
  ...workflowState(REASSIGN_STATUSES),
});
export type ReassignRow = z.infer<typeof ReassignRowSchema>;

/** The document kinds of an order: drawings (kroky), payment receipts, the re-delivery record. */
const DOC_KINDS = z.object({ kroky: z.boolean(), payment: z.boolean(), redelivery: z.boolean() });

/** A camp of an order's group (`removed_at` set once it left the group). */
const GroupCampSchema = z.object({
  id,
  camp_id: id,
  assign_camp_id: id,
  camp_number: text,
  removed_at: maybe(instant),
});

/** `GET general/reassign_order/show/{id}`: the order, its camps, its form's filling, re-delivery, timeline. */
export const ReassignDetailsSchema = ReassignRowSchema.omit({ camps: true }).extend({
  notes: maybe(text),
  redelivery_at: maybe(instant),
  redelivery_company_signed_by: maybe(id),
  redelivery_company_signed_at: maybe(instant),
  redelivery_authority_signed_by: maybe(id),
  redelivery_authority_signed_at: maybe(instant),
  created_by: maybe(id),
  updated_at: instant,
  camps: z.array(GroupCampSchema),
  removed_camps: z.array(GroupCampSchema),
  form: maybe(
    z.object({
      form_id: id,
      filling_id: id,
      subject_type: z.enum(SUBJECT_TYPES),
      subject_id: id,
      status: z.enum(FILLING_STATUSES),
      total_halalas: int,
    }),
  ),
  timeline: z.array(TimelineEventSchema),
  redelivery: maybe(
    z.object({
      at: instant,
      company_signed_by: maybe(text),
      company_signed_at: maybe(instant),
      authority_signed_by: maybe(text),
      authority_signed_at: maybe(instant),
      document: DocumentLinkSchema.nullable(),
    }),
  ),
  can: z.object({
    edit_group: z.boolean(),
    sign_redelivery: z.boolean(),
    upload: DOC_KINDS,
    review: DOC_KINDS,
  }),
});
export type ReassignDetails = z.infer<typeof ReassignDetailsSchema>;

export const REASSIGN_STATUS_COLORS: Record<ReassignStatus, StatusColor> = {
  draft: 'default',
  signing: 'processing',
  awaiting_payment: 'warning',
  under_review: 'processing',
  approved: 'success',
  redelivery_booked: 'cyan',
  redelivered: 'success',
  rejected: 'error',
  rejected_by_handover: 'error',
  cancelled: 'default',
};

// ---- answers of the writes (issue 27 §3) ----

/** A write on a reassignment order (store, update, an action, a signature): the order after it. */
export const ReassignWriteSchema = z.object({
  message: z.string(),
  data: ReassignDetailsSchema,
  code: z.number().int().optional(),
});

/** `general/reassign_form/get-user-of-type/{type_id}`: the active users of a type (first 500). */
export const UsersOfTypeAnswerSchema = z.object({
  data: z.array(z.object({ id, name: text, company_name: maybe(text), company_name_en: maybe(text) })),
});
