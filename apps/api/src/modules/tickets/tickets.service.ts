/**
 * Tickets (issue 32 §1; spec 000 §7 "Tickets"): a company opens a ticket on a subject; the
 * subject's admin group answers, forwards it to another group, changes its importance and closes
 * it; the company replies and may reopen it within the window. Every move is an action of
 * TICKET_WORKFLOW run by the kernel (timeline, audit, notifications after the commit).
 */
import {
  type FilterOption,
  type MessageKey,
  runtimeKey,
  statusText,
  TICKET_FILE_SLOTS,
  TICKET_IMPORTANCE,
  TICKET_STATUSES,
  TICKET_WORKFLOW,
  type TicketDetails,
  type TicketListBody,
  type TicketListRow,
  type TicketRow,
  TicketStoreSchema,
  translate,
} from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, RequestValidationError } from '../../lib/app-error';
import { attachUploaded } from '../../lib/attachment-attach';
import { extend } from '../../lib/extend';
import { isoOf, isoOrNull } from '../../lib/iso';
import { type ListInput, listResponse } from '../../lib/list';
import { discard, type MultipartReader, type SavedFile } from '../../lib/uploads';
import { type ActionOptions, applyAction, createRecord, listState, timeline } from '../../lib/workflow';
import { statusLabel } from '../../lib/workflow-access';
import { subjectFor, subjectOptions } from './subjects.service';
import { filesOf, ticketFiles } from './ticket-files';
import * as repo from './tickets.repository';
import { type Ticket, ticketWorkflow } from './tickets.workflow';

export const tr = (actor: Actor, key: MessageKey) => translate(actor.lang, key);
const importanceText = (lang: 'ar' | 'en', level: string) =>
  translate(lang, runtimeKey(`tickets.importance.${level}`));
const minutes = (from: Date, to: Date | null) =>
  to ? Math.round((to.getTime() - from.getTime()) / 60_000) : null;

/** A row of the inbox: the columns the list draws, its company and group (`TicketListRowSchema`). */
function presentListRow(actor: Actor, row: Ticket, n: repo.TicketNames): TicketListRow {
  const en = actor.lang === 'en';
  return {
    id: row.id,
    number: row.number,
    subject_name: (en ? n.subject_en : null) ?? n.subject_ar,
    company_id: row.company_id,
    company_name: (en ? n.company_en : n.company_ar) ?? n.company_ar ?? '',
    group_id: row.group_id,
    group_name: en ? n.group_en : n.group_ar,
    importance_level: row.importance_level as TicketRow['importance_level'],
    importance_text: importanceText(actor.lang, row.importance_level),
    created_at: isoOf(row.created_at),
    ...(listState(ticketWorkflow, actor, row) as Pick<TicketListRow, 'status' | 'allowed_actions'>),
  };
}

/** The ticket as its page, its writes and the export read it: the list's row and the rest. */
function present(actor: Actor, row: Ticket, n: repo.TicketNames): TicketRow {
  return extend(presentListRow(actor, row, n), {
    subject_id: row.subject_id,
    content: row.content,
    resolution: row.resolution,
    first_answer_at: isoOrNull(row.first_answer_at),
    closed_at: isoOrNull(row.closed_at),
    minutes_to_first_answer: minutes(row.created_at, row.first_answer_at),
    minutes_to_close: minutes(row.created_at, row.closed_at),
    status_text: statusLabel(ticketWorkflow as never, row.status, actor.lang),
  });
}

export function parse<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const r = schema.safeParse(fields, { reportInput: true });
  if (!r.success) throw new RequestValidationError(r.error.issues);
  return r.data;
}

export async function withFile<T>(file: SavedFile | undefined, work: () => Promise<T>) {
  try {
    return await work();
  } catch (e) {
    if (file) await discard([file]);
    throw e;
  }
}

/** The ticket as the caller sees it; `scoped` false once an action of the caller has succeeded on it. */
export async function answerOf(db: Tx, actor: Actor, id: number, scoped = true) {
  const r = await repo.findTicket(db, id, scoped ? actor : null);
  if (!r) throw AppError.notFound();
  return present(actor, r.row, r);
}

/** `GET ticket/create`: the subjects the caller may open a ticket on, and the importance levels. */
export async function createForm(ctx: AppContext, actor: Actor) {
  return {
    data: {
      subjects: await subjectOptions(ctx.db, actor),
      importance: TICKET_IMPORTANCE.map((v) => ({ value: v, label: importanceText(actor.lang, v) })),
    },
  };
}

/** `POST ticket/store` (multipart): a company opens a ticket, with an optional file. */
export async function store(ctx: AppContext, actor: Actor, read: MultipartReader) {
  if (actor.isAuthority) throw new AppError(403, 'workflow.party_not_allowed');
  const { fields, files } = await read(ctx.storage, { file: TICKET_FILE_SLOTS.file });
  const file = files.get('file');
  return withFile(file, async () => {
    const body = parse(TicketStoreSchema, fields);
    const subject = await subjectFor(ctx.db, actor, body.subject_id);
    const row = await ctx.db.transaction(async (tx) => {
      const created = await createRecord(tx, ticketWorkflow, actor, {
        company_id: actor.orgId,
        created_by: actor.id,
        subject_id: subject.id,
        group_id: subject.group_id,
        content: body.content,
        importance_level: body.importance_level,
      });
      if (file)
        await attachUploaded(
          tx,
          ticketFiles,
          actor,
          { recordId: created.id, slot: 'file', companyId: created.company_id, method: 'ticket/store' },
          file,
        );
      return created;
    });
    return { message: tr(actor, 'tickets.created'), data: await answerOf(ctx.db, actor, row.id) };
  });
}

/** `POST ticket/admin_tickets?page`: the caller's tickets (a company) or its groups' (a handler). */
export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const { page, options } = await repo.listTickets(ctx.db, input, actor, { lang: actor.lang });
  return listResponse(
    {
      ...page,
      data: page.data.map((r) =>
        presentListRow(actor, r as unknown as Ticket, r as unknown as repo.TicketNames),
      ),
    },
    filtersOf(actor, options.subject_id ?? [], options.group_id ?? []),
  );
}

/** `GET ticket/filters` (and, from its own statement, the list's `filters`). */
export async function filterOptions(ctx: AppContext, actor: Actor) {
  const groups = await repo.groups(ctx.db);
  return filtersOf(
    actor,
    await subjectOptions(ctx.db, actor, true),
    groups.map((g) => ({ value: g.id, label: actor.lang === 'en' ? g.name_en : g.name })),
  );
}

/** Subjects, importance, statuses and groups as filter options. */
function filtersOf(actor: Actor, subjects: FilterOption[], groups: FilterOption[]) {
  return {
    subject_id: subjects,
    importance_level: TICKET_IMPORTANCE.map((v) => ({ value: v, label: importanceText(actor.lang, v) })),
    status: TICKET_STATUSES.map((s) => ({ value: s, label: statusText(TICKET_WORKFLOW, s, actor.lang) })),
    group_id: groups,
  };
}

/** `POST ticket/show/{id}`: the ticket, its file, its timeline and the groups it may go to. */
export async function show(ctx: AppContext, actor: Actor, id: number): Promise<{ data: TicketDetails }> {
  const head = await answerOf(ctx.db, actor, id);
  const files = await filesOf(ctx.db, ticketFiles, [id], actor.lang);
  const groups = await repo.groups(ctx.db);
  return {
    data: {
      ...head,
      files: files.get(id) ?? [],
      timeline: await timeline(ctx.db, ticketWorkflow, id, actor.lang),
      groups: groups
        .filter((g) => g.id !== head.group_id)
        .map((g) => ({ value: g.id, label: actor.lang === 'en' ? g.name_en : g.name })),
    },
  };
}

/** Locks the ticket in the caller's scope (else 404) and takes `action`, in one transaction. */
export async function act(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: string,
  o: ActionOptions,
  more?: (tx: Tx, row: Ticket) => Promise<void>,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockTicket(tx, id, actor);
    if (!row) throw AppError.notFound();
    const done = await applyAction(tx, ticketWorkflow, actor, row, action, o);
    await more?.(tx, done.row);
  });
  // A forward may take the ticket out of the handler's groups: answer it as the action left it.
  return answerOf(ctx.db, actor, id, false);
}

/** `POST ticket/forward_ticket`: to another admin group, with a note (an event on the timeline). */
export async function forward(
  ctx: AppContext,
  actor: Actor,
  b: { ticket_id: number; group_id: number; note?: string | null },
) {
  const data = await act(ctx, actor, b.ticket_id, 'forward', {
    input: { group_id: b.group_id, note: b.note },
    reason: b.note ?? null,
    set: { group_id: b.group_id },
  });
  return { message: tr(actor, 'tickets.forwarded'), data };
}

/** `POST ticket/change_importance`. */
export async function changeImportance(
  ctx: AppContext,
  actor: Actor,
  b: { ticket_id: number; importance_level: string },
) {
  const data = await act(ctx, actor, b.ticket_id, 'change_importance', {
    input: { importance_level: b.importance_level },
    set: { importance_level: b.importance_level },
  });
  return { message: tr(actor, 'tickets.importance_changed'), data };
}

/** `POST ticket/close_ticket/{id}` with a resolution. */
export async function close(ctx: AppContext, actor: Actor, id: number, b: { resolution?: string }) {
  const data = await act(ctx, actor, id, 'close', {
    input: { resolution: b.resolution },
    reason: b.resolution ?? null,
    set: { resolution: b.resolution?.trim() ?? null, closed_at: sql`now()` },
  });
  return { message: tr(actor, 'tickets.closed'), data };
}

/** `POST ticket/reopen_ticket/{id}`: the company, within the reopen window. */
export async function reopen(ctx: AppContext, actor: Actor, id: number) {
  const data = await act(ctx, actor, id, 'reopen', { set: { closed_at: null } });
  return { message: tr(actor, 'tickets.reopened'), data };
}

/** The export's rows: every ticket of the filtered set, page by page. */
export async function* exportPages(ctx: AppContext, actor: Actor, body: TicketListBody) {
  for (let page = 1; ; page++) {
    const { page: p } = await repo.listTickets(ctx.db, { page, body: { ...body, paginate: 500 } }, actor);
    yield p.data.map((r) => present(actor, r as unknown as Ticket, r as unknown as repo.TicketNames));
    if (page >= p.last_page) return;
  }
}
