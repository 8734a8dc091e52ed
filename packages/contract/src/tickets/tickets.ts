import { z } from 'zod';
import type { AttachmentSlots } from '../attachments';
import { emptyOr, filterId, id, optionalText } from '../fields';
import { ListBodyBaseSchema } from '../list';
import type { StatusColor } from '../records';
import { dateField } from '../validation';
import { defineWorkflow } from '../workflow';

// ---------------------------------------------------------------------------------------------
// Tickets (spec 000 §2 "Tickets", §3 "Ticket", "Ticket subject", "Ticket admin groups", §7
// "Tickets", §9 importance): the help desk between companies and the authority. A company opens a
// ticket on a subject; the subject's admin group handles it; every reply is an action of the
// ticket's workflow, so the timeline shows each step.
// ---------------------------------------------------------------------------------------------

export const TICKET_STATUSES = ['open', 'in_progress', 'waiting_for_company', 'closed'] as const;

export const TICKET_STATUS_COLORS: Record<(typeof TICKET_STATUSES)[number], StatusColor> = {
  open: 'blue',
  in_progress: 'processing',
  waiting_for_company: 'gold',
  closed: 'default',
};

/** Spec §9: ticket importance. */
export const TICKET_IMPORTANCE = ['low', 'medium', 'high'] as const;

/** Spec §5, §9: a subject's type; type 4 restricts the subject to its allowed users. */
export const TICKET_SUBJECT_TYPES = [1, 2, 3, 4] as const;
export const RESTRICTED_SUBJECT_TYPE = 4;

const importance = z.enum(TICKET_IMPORTANCE, { error: 'tickets.importance_invalid' });
const commentText = z
  .string({ error: 'tickets.comment_required' })
  .trim()
  .min(1, { error: 'tickets.comment_required' })
  .max(5000);

/** The open states: where the handlers and the company still talk. */
const LIVE = ['open', 'in_progress', 'waiting_for_company'] as const;

export const TICKET_WORKFLOW = defineWorkflow({
  name: 'ticket',
  title: { ar: 'تذكرة', en: 'Ticket' },
  statuses: TICKET_STATUSES,
  labels: {
    open: { ar: 'مفتوحة', en: 'Open' },
    in_progress: { ar: 'قيد المعالجة', en: 'In progress' },
    waiting_for_company: { ar: 'بانتظار رد الشركة', en: 'Waiting for the company' },
    closed: { ar: 'مغلقة', en: 'Closed' },
  },
  refused: 'tickets.transition_not_allowed',
  create: {
    label: { ar: 'فتح تذكرة', en: 'Open a ticket' },
    to: 'open',
    permission: 'ticket',
    party: 'owner',
    after: ['notify_handlers'],
    how: 'ticket/store',
  },
  actions: {
    handler_reply: {
      label: { ar: 'رد الجهة المعالجة', en: 'Handler reply' },
      from: LIVE,
      to: ['in_progress', 'waiting_for_company'],
      permission: 'ticket-index',
      party: 'authority',
      input: z.object({ comment: commentText, wait_for_company: z.boolean().default(false) }),
      notify: { to: 'owner', message: 'tickets.notify_reply', channels: ['email'] },
      how: 'ticket_comment/store by a handler (waiting for the company when it asks)',
    },
    company_reply: {
      label: { ar: 'رد الشركة', en: 'Company reply' },
      from: LIVE,
      to: ['open', 'in_progress'],
      permission: 'ticket',
      party: 'owner',
      input: z.object({ comment: commentText }),
      after: ['notify_handlers'],
      how: 'ticket_comment/store by the company (an open ticket stays open)',
    },
    forward: {
      label: { ar: 'تحويل التذكرة', en: 'Forward the ticket' },
      from: LIVE,
      permission: 'ticket-index',
      party: 'authority',
      input: z.object({ group_id: id, note: optionalText(1000) }),
      guards: ['group_exists'],
      after: ['notify_handlers'],
      confirm: 'tickets.confirm_forward',
      how: 'forward_ticket (to another admin group, with a note)',
    },
    change_importance: {
      label: { ar: 'تغيير الأهمية', en: 'Change the importance' },
      from: LIVE,
      permission: 'ticket-index',
      party: 'authority',
      input: z.object({ importance_level: importance }),
      how: 'change_importance',
    },
    close: {
      label: { ar: 'إغلاق التذكرة', en: 'Close the ticket' },
      from: LIVE,
      to: 'closed',
      permission: 'ticket',
      party: ['authority', 'owner'],
      input: z.object({
        resolution: z
          .string({ error: 'tickets.resolution_required' })
          .trim()
          .min(1, { error: 'tickets.resolution_required' })
          .max(2000),
      }),
      notify: { to: 'owner', message: 'tickets.notify_closed', channels: ['email'] },
      confirm: 'tickets.confirm_close',
      how: 'close_ticket/{id} with a resolution',
    },
    reopen: {
      label: { ar: 'إعادة فتح التذكرة', en: 'Reopen the ticket' },
      from: ['closed'],
      to: 'in_progress',
      permission: 'ticket',
      party: 'owner',
      guards: ['within_reopen_window'],
      after: ['notify_handlers'],
      confirm: 'tickets.confirm_reopen',
      how: 'ticket/reopen_ticket/{id}, within the reopen window (web setting ticket_reopen_days)',
    },
  },
});

/** A ticket's file and a comment's file: one document each. */
export const TICKET_FILE_SLOTS = {
  file: {
    kind: 'document',
    required: false,
    types: ['pdf', 'png', 'jpeg'],
    label: { ar: 'مرفق', en: 'Attachment' },
  },
} as const satisfies AttachmentSlots;

/** `POST ticket/store` (multipart: these fields and `file`). */
export const TicketStoreSchema = z.object({
  subject_id: z.coerce.number({ error: 'tickets.subject_required' }).int().positive({
    error: 'tickets.subject_required',
  }),
  content: z
    .string({ error: 'tickets.content_required' })
    .trim()
    .min(1, { error: 'tickets.content_required' })
    .max(5000),
  importance_level: importance,
});

/** `POST ticket/ticket_comment/store` (multipart: these fields and `file`). */
export const TicketCommentSchema = z.object({
  ticket_id: id,
  comment: commentText,
  wait_for_company: z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()).default(false),
});

export const TicketForwardSchema = z.object({ ticket_id: id, group_id: id, note: optionalText(1000) });
export const TicketImportanceSchema = z.object({ ticket_id: id, importance_level: importance });
export const TicketCloseSchema = z.object({ resolution: z.string().max(2000).optional() });

/** `POST ticket/admin_tickets?page` (and `ticket/export`): the inbox's filters. */
export const TicketListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().trim().max(100).optional(),
  subject_id: filterId,
  importance_level: emptyOr(importance),
  status: emptyOr(z.enum(TICKET_STATUSES)),
  company_id: filterId,
  group_id: filterId,
  from_date: emptyOr(dateField),
  to_date: emptyOr(dateField),
});
export type TicketListBody = z.infer<typeof TicketListBodySchema>;

/** `POST ticket/ticket_subject/store` and `update/{id}`. */
export const TicketSubjectSchema = z
  .object({
    subject: z
      .string({ error: 'tickets.subject_name_required' })
      .trim()
      .min(1, {
        error: 'tickets.subject_name_required',
      })
      .max(200),
    subject_en: z.string().trim().max(200).optional(),
    note: optionalText(1000),
    type_id: z.coerce
      .number()
      .int()
      .refine((v) => (TICKET_SUBJECT_TYPES as readonly number[]).includes(v), {
        error: 'tickets.type_invalid',
      }),
    group_id: z.coerce
      .number({ error: 'tickets.group_required' })
      .int()
      .positive({ error: 'tickets.group_required' }),
    allowedUsers: z
      .array(z.object({ user_id: id }))
      .max(500)
      .default([]),
  })
  .superRefine((v, c) => {
    if (v.type_id === RESTRICTED_SUBJECT_TYPE && v.allowedUsers.length === 0)
      c.addIssue({ code: 'custom', path: ['allowedUsers'], message: 'tickets.allowed_users_required' });
  });
export type TicketSubjectInput = z.infer<typeof TicketSubjectSchema>;

const groupName = (error: 'tickets.group_name_required' | 'tickets.group_name_en_required') =>
  z.string({ error }).trim().min(1, { error }).max(200);

/**
 * `POST ticket/ticket_group/store` and `update/{id}` (spec 000 §3 "Ticket admin groups with
 * admins"): the group's bilingual name and the authority staff who handle its subjects' tickets.
 */
export const TicketGroupSchema = z.object({
  name: groupName('tickets.group_name_required'),
  name_en: groupName('tickets.group_name_en_required'),
  admin_ids: z
    .array(id, { error: 'tickets.group_admins_required' })
    .min(1, { error: 'tickets.group_admins_required' })
    .max(200),
});
