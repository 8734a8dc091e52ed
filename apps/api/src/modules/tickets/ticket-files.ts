/**
 * A ticket's file and its comments' files: two attachment areas (record types `ticket` and
 * `ticket_comment`) whose record is found in the caller's ticket scope; downloads go through
 * `ticket/files/download/{id}` only.
 */
import { TICKET_FILE_SLOTS } from '@mashaer/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { attachments, ticketComments, tickets } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { type AttachmentActor, type AttachmentArea, answer, openAttachment } from '../../lib/attachments';
import { ticketScope } from './tickets.repository';

const downloadUrl = (id: number) => `ticket/files/download/${id}`;
type Scoped = AttachmentActor & { typeCode?: string };

export const ticketFiles: AttachmentArea = {
  recordType: 'ticket',
  slots: TICKET_FILE_SLOTS,
  module: 'tickets',
  downloadUrl,
  findRecord: async (tx, actor, id, lock) => {
    const q = tx
      .select({ companyId: tickets.company_id })
      .from(tickets)
      .where(and(eq(tickets.id, id), ticketScope(actor as Scoped)));
    const [r] = await (lock ? q.for('update') : q);
    return r;
  },
};

export const commentFiles: AttachmentArea = {
  recordType: 'ticket_comment',
  slots: TICKET_FILE_SLOTS,
  module: 'tickets',
  downloadUrl,
  findRecord: async (tx, actor, id) => {
    const [r] = await tx
      .select({ companyId: tickets.company_id })
      .from(ticketComments)
      .innerJoin(tickets, eq(tickets.id, ticketComments.ticket_id))
      .where(and(eq(ticketComments.id, id), ticketScope(actor as Scoped)));
    return r;
  },
};

/** The current files of records of one area, by record. */
export async function filesOf(db: Tx, area: AttachmentArea, ids: number[], lang: 'ar' | 'en') {
  const out = new Map<number, ReturnType<typeof answer>[]>();
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.record_type, area.recordType), inArray(attachments.record_id, ids)));
  for (const r of rows) {
    if (r.status === 'replaced') continue;
    out.set(r.record_id, [...(out.get(r.record_id) ?? []), answer(area, r, lang)]);
  }
  return out;
}

/** `GET ticket/files/download/{id}`: a ticket's or a comment's file, in the caller's scope (else 404). */
export async function download(ctx: AppContext, actor: Actor, id: number) {
  const [row] = await ctx.db
    .select({ type: attachments.record_type })
    .from(attachments)
    .where(eq(attachments.id, id));
  const area = row?.type === 'ticket' ? ticketFiles : row?.type === 'ticket_comment' ? commentFiles : null;
  if (!area) throw AppError.notFound();
  return openAttachment(ctx, area, actor, id);
}
