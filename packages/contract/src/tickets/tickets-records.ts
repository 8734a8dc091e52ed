import { z } from 'zod';
import { AttachmentSchema } from '../attachments';
import { id } from '../fields';
import { FilterOptionSchema } from '../list';
import { instant, int, maybe, TimelineEventSchema, text, workflowState } from '../records';
import { TICKET_IMPORTANCE, TICKET_STATUSES } from './tickets';

/**
 * What the ticket routes answer: each is a route's `response` schema, and the web infers its
 * types from these. Times are ISO text; the minutes to the first answer and to the close are
 * computed from them (null until they happen).
 */

/** A ticket (a row of `ticket/admin_tickets` and the head of `ticket/show/{id}`). */
export const TicketRowSchema = z.object({
  id,
  number: text,
  subject_id: id,
  subject_name: text,
  company_id: id,
  company_name: text,
  group_id: id,
  group_name: text,
  content: text,
  importance_level: z.enum(TICKET_IMPORTANCE),
  importance_text: text,
  resolution: maybe(text),
  first_answer_at: maybe(instant),
  closed_at: maybe(instant),
  minutes_to_first_answer: maybe(int),
  minutes_to_close: maybe(int),
  created_at: instant,
  ...workflowState(TICKET_STATUSES),
});
export type TicketRow = z.infer<typeof TicketRowSchema>;

/** A row of the inbox (`ticket/admin_tickets`): the columns the list draws, its company and group (its scope); the rest is the ticket's page. */
export const TicketListRowSchema = TicketRowSchema.pick({
  id: true,
  number: true,
  subject_name: true,
  company_id: true,
  company_name: true,
  group_id: true,
  group_name: true,
  importance_level: true,
  importance_text: true,
  created_at: true,
  status: true,
  allowed_actions: true,
});
export type TicketListRow = z.infer<typeof TicketListRowSchema>;

/** One reply on a ticket, with its file. */
export const TicketCommentRowSchema = z.object({
  id,
  ticket_id: id,
  side: z.enum(['company', 'handler']),
  comment: text,
  user_id: maybe(id),
  user_name: text,
  created_at: instant,
  files: z.array(AttachmentSchema),
});
export type TicketCommentRow = z.infer<typeof TicketCommentRowSchema>;

/** `ticket/show/{id}`: the ticket, its file, its timeline and the forward targets. */
export const TicketDetailsSchema = TicketRowSchema.extend({
  files: z.array(AttachmentSchema),
  timeline: z.array(TimelineEventSchema),
  groups: z.array(FilterOptionSchema),
});
export type TicketDetails = z.infer<typeof TicketDetailsSchema>;

/** `GET ticket/create`: the subjects the caller may open a ticket on, and the importance levels. */
export const TicketFormDataSchema = z.object({
  subjects: z.array(FilterOptionSchema),
  importance: z.array(FilterOptionSchema),
});

/** A ticket subject (list row and `edit/{id}`). */
export const TicketSubjectRowSchema = z.object({
  id,
  subject: text,
  subject_en: maybe(text),
  note: maybe(text),
  type_id: int,
  type_text: text,
  group_id: id,
  group_name: text,
  allowedUsers: z.array(z.object({ user_id: id, name: text })),
  created_at: instant,
});
export type TicketSubjectRow = z.infer<typeof TicketSubjectRowSchema>;

/** An admin group as the list and the form read it. */
export const TicketGroupRowSchema = z.object({
  id,
  name: text,
  name_en: text,
  admin_ids: z.array(id),
  created_at: instant,
});

/** `GET ticket/ticket_group/create`: the authority staff a group's admins are chosen from. */
export const TicketGroupFormSchema = z.object({ admins: z.array(FilterOptionSchema) });

/** `GET ticket/ticket_subject/create`: the types, the admin groups and the users to allow. */
export const TicketSubjectFormSchema = z.object({
  types: z.array(FilterOptionSchema),
  groups: z.array(FilterOptionSchema),
  users: z.array(FilterOptionSchema),
});
