import { z } from 'zod';
import { id } from '../fields';
import { AttachmentsViewSchema } from '../licences/licences-records';
import { FilterOptionSchema } from '../list';
import {
  DocumentLinkSchema,
  instant,
  int,
  maybe,
  type StatusColor,
  TimelineEventSchema,
  text,
  workflowState,
} from '../records';
import { VIOLATION_STATUSES, type ViolationStatus } from './violations';

/** A violation level as its list, read and writes answer it. */
export const ViolationLevelRowSchema = z.object({
  id,
  name: text,
  name_en: text,
  severity: int,
  color: text,
  fix_hours: int,
  fine: int,
  created_at: z.unknown(),
  updated_at: z.unknown(),
});

/** A violation (list row, and the head of its read). */
export const ViolationRowSchema = z.object({
  id,
  number: text,
  camp_id: id,
  camp_number: text,
  square_id: id,
  square_name: text,
  company_id: id,
  company_name: text,
  violation_form_level_id: id,
  level_name: text,
  level_color: text,
  fine: int,
  body: text,
  lat: maybe(z.number()),
  lng: maybe(z.number()),
  inspector_id: maybe(int),
  created_by: maybe(int),
  assigned_at: maybe(instant),
  due_at: maybe(instant),
  viewed_at: maybe(instant),
  rejection_cause: maybe(text),
  reject_answer: maybe(text),
  answer: maybe(text),
  answered_at: maybe(instant),
  violation_order_id: maybe(int),
  created_at: instant,
  ...workflowState(VIOLATION_STATUSES),
});
export type ViolationRow = z.infer<typeof ViolationRowSchema>;

/** `GET general/violation_forms/edit/{id}`: the violation, its timeline and its files. */
export const ViolationDetailsSchema = ViolationRowSchema.extend({
  timeline: z.array(TimelineEventSchema),
  attachments: AttachmentsViewSchema,
});
export type ViolationDetails = z.infer<typeof ViolationDetailsSchema>;

/** A write's answer: the violation as it now is. */
export const ViolationWriteSchema = z.object({ message: text, data: ViolationRowSchema });

/** `GET general/violation_forms/create`: the camps (with their company), levels and inspectors. */
export const ViolationFormDataSchema = z.object({
  camps: z.array(FilterOptionSchema),
  levels: z.array(FilterOptionSchema),
  inspectors: z.array(FilterOptionSchema),
});

/** `POST general/violation_forms_assigns/store`: how many were assigned. */
export const ViolationAssignAnswerSchema = z.object({ message: text, data: z.object({ assigned: int }) });

/** A regulatory violation order (list row and the head of its read). */
export const ViolationOrderRowSchema = z.object({
  id,
  number: text,
  company_id: id,
  company_name: text,
  total_fine: int,
  total_fine_sar: text,
  sadad_order_id: maybe(int),
  notes: maybe(text),
  created_at: instant,
  violations_count: int,
});

/** `GET general/regulatory-violation-order/{id}`: the order, its violations, its legal text, its check. */
export const ViolationOrderDetailsSchema = ViolationOrderRowSchema.extend({
  legal_text: text,
  violations: z.array(
    z.object({
      id,
      number: text,
      camp_number: text,
      level_name: text,
      fine: int,
      body: text,
      created_at: instant,
    }),
  ),
  document: maybe(DocumentLinkSchema),
});
export const ViolationOrderWriteSchema = z.object({ message: text, data: ViolationOrderRowSchema });

/** A public benefit (facility) as listed, with the rooms already given to camps. */
export const PublicBenefitRowSchema = z.object({
  id,
  label_number: text,
  num_of_rooms: int,
  square_id: maybe(int),
  description: maybe(text),
  created_at: z.unknown(),
  updated_at: z.unknown(),
});

/** One facility's rooms given to one camp. */
export const PublicBenefitCampRowSchema = z.object({
  id,
  public_benefit_id: id,
  label_number: text,
  num_of_rooms: int,
  camp_id: id,
  camp_number: text,
  camp_num_of_rooms: int,
  assigned_rooms: int,
  created_at: instant,
});
export const PublicBenefitCampWriteSchema = z.object({ message: text, data: PublicBenefitCampRowSchema });

export const VIOLATION_STATUS_COLORS: Record<ViolationStatus, StatusColor> = {
  created: 'default',
  assigned: 'blue',
  viewed: 'cyan',
  rejected: 'orange',
  reject_answered: 'gold',
  completed: 'green',
  cancelled: 'default',
  locked: 'red',
};
