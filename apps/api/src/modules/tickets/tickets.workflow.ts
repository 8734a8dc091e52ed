/** The ticket workflow's server side (declaration: TICKET_WORKFLOW in the contract). */
import { type MessageKey, TICKET_STATUS_COLORS, TICKET_WORKFLOW, translate } from '@mashaer/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ticketGroupAdmins, ticketGroups, tickets, webSettings } from '../../db/schema';
import { workflowSearch } from '../../lib/search';
import { serverWorkflow } from '../../lib/workflow-types';
import { notifyUsers } from '../notifications/notifications.service';
import { ticketScope } from './tickets.repository';

export type Ticket = typeof tickets.$inferSelect;

/** The web setting that holds how many days a closed ticket may be reopened by its company. */
const REOPEN_SETTING = 'ticket_reopen_days';
const DEFAULT_REOPEN_DAYS = 7;

async function reopenDays(tx: Tx) {
  const [s] = await tx
    .select({ value: webSettings.value })
    .from(webSettings)
    .where(eq(webSettings.key, REOPEN_SETTING));
  const n = Number.parseInt(s?.value ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : DEFAULT_REOPEN_DAYS;
}

/** The handlers told of each action that reaches them (the group's admins, the actor aside). */
const HANDLER_MESSAGES: Record<string, MessageKey> = {
  create: 'tickets.notify_opened',
  company_reply: 'tickets.notify_company_reply',
  forward: 'tickets.notify_forwarded',
  reopen: 'tickets.notify_reopened',
};

const ticketLink = (id: number) => `/tickets/details/${id}`;

export const ticketWorkflow = serverWorkflow<Ticket, typeof TICKET_WORKFLOW>({
  def: TICKET_WORKFLOW,
  table: tickets,
  module: 'tickets',
  method: (a) =>
    ({
      create: 'ticket/store',
      handler_reply: 'ticket/ticket_comment/store',
      company_reply: 'ticket/ticket_comment/store',
      forward: 'ticket/forward_ticket',
      change_importance: 'ticket/change_importance',
      close: 'ticket/close_ticket',
      reopen: 'ticket/reopen_ticket',
    })[a] ?? `ticket/${a}`,
  // A company's reply leaves an open ticket open; otherwise the handler is working on it again.
  // A handler's reply waits for the company when it asks the company something.
  pick: ({ action, from, input }) => {
    if (action === 'company_reply') return from === 'open' ? 'open' : 'in_progress';
    return input.wait_for_company ? 'waiting_for_company' : 'in_progress';
  },
  guards: {
    group_exists: async ({ tx, row, input }) => {
      const groupId = Number(input.group_id);
      if (groupId === row.group_id) return 'tickets.same_group';
      const [g] = await tx
        .select({ id: ticketGroups.id })
        .from(ticketGroups)
        .where(eq(ticketGroups.id, groupId));
      return g ? null : 'tickets.group_unknown';
    },
    within_reopen_window: async ({ tx, row }) => {
      const days = await reopenDays(tx);
      if (!row.closed_at || Date.now() - row.closed_at.getTime() <= days * 86_400_000) return null;
      return { key: 'tickets.reopen_window_passed', params: { days } };
    },
  },
  after: {
    notify_handlers: async ({ tx, actor, after, action }) => {
      const admins = await tx
        .select({ id: ticketGroupAdmins.user_id })
        .from(ticketGroupAdmins)
        .where(and(eq(ticketGroupAdmins.group_id, after.group_id), ne(ticketGroupAdmins.user_id, actor.id)));
      if (!admins.length) return;
      const message = translate('ar', HANDLER_MESSAGES[action] ?? 'tickets.notify_company_reply', {
        number: after.number,
        subject: after.content.slice(0, 80),
      });
      await notifyUsers(
        tx,
        admins.map((a) => a.id),
        message,
        ticketLink(after.id),
        ['email'],
      );
    },
  },
  notice: async ({ row }) => ({ link: ticketLink(row.id), params: { number: row.number } }),
});

/** The one search box: tickets by number, in the caller's ticket scope (its company's, its groups'). */
export const ticketSearch = workflowSearch(ticketWorkflow, TICKET_STATUS_COLORS, {
  area: 'tickets',
  permission: 'ticket',
  columns: [tickets.number],
  title: tickets.number,
  subtitle: sql`left(${tickets.content}, 80)`,
  scope: (who) => ticketScope(who),
});
