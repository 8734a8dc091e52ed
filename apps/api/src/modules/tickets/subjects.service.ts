/**
 * Ticket subjects (spec 000 §7 `ticket/ticket_subject`, §5): subject, note, type, the admin
 * group that handles its tickets and, for type 4, the users allowed to open tickets on it.
 */
import {
  type Lang,
  RESTRICTED_SUBJECT_TYPE,
  runtimeKey,
  TICKET_SUBJECT_TYPES,
  type TicketSubjectInput,
  type TicketSubjectRow,
  translate,
} from '@mashaer/contract';
import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { ticketGroups, ticketSubjects, ticketSubjectUsers, tickets, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { runList } from '../../lib/list';
import { organisationOptions } from '../../lib/org-name';

type Subject = typeof ticketSubjects.$inferSelect;
const typeText = (lang: Lang, t: number) => translate(lang, runtimeKey(`tickets.type.${t}`));
const userName = sql<string>`coalesce(${users.company_name_ar}, ${users.name})`;
const userNameEn = sql<string>`coalesce(${users.company_name_en}, ${users.company_name_ar}, ${users.name})`;

/** Who may open a ticket on a subject: anyone, or for type 4 its allowed users (or their organisation). */
const allowedTo = (actor: Actor) =>
  or(
    sql`${ticketSubjects.type_id} <> ${RESTRICTED_SUBJECT_TYPE}`,
    exists(
      sql`(select 1 from ${ticketSubjectUsers} where ${ticketSubjectUsers.subject_id} = ${ticketSubjects.id}
           and ${ticketSubjectUsers.user_id} in (${actor.id}, ${actor.orgId}))`,
    ),
  );

/** The subjects as options: those the caller may open tickets on (`all`: every one, for filters). */
export async function subjectOptions(db: Tx, actor: Actor, all = false) {
  const rows = await db
    .select({ id: ticketSubjects.id, ar: ticketSubjects.subject, en: ticketSubjects.subject_en })
    .from(ticketSubjects)
    .where(all ? undefined : allowedTo(actor))
    .orderBy(asc(ticketSubjects.id));
  return rows.map((r) => ({ value: r.id, label: (actor.lang === 'en' ? r.en : null) ?? r.ar }));
}

/** The subject a company opens a ticket on: 422 on `subject_id` when unknown or not allowed to it. */
export async function subjectFor(db: Tx, actor: Actor, id: number) {
  const [s] = await db
    .select()
    .from(ticketSubjects)
    .where(and(eq(ticketSubjects.id, id), allowedTo(actor)));
  if (!s) throw AppError.invalid({ subject_id: 'tickets.subject_not_allowed' });
  return s;
}

async function present(db: Tx, lang: Lang, rows: Subject[]): Promise<TicketSubjectRow[]> {
  const ids = rows.map((r) => r.id);
  const groups = await db.select().from(ticketGroups);
  const allowed = ids.length
    ? await db
        .select({
          subject_id: ticketSubjectUsers.subject_id,
          user_id: users.id,
          ar: userName,
          en: userNameEn,
        })
        .from(ticketSubjectUsers)
        .innerJoin(users, eq(users.id, ticketSubjectUsers.user_id))
        .where(inArray(ticketSubjectUsers.subject_id, ids))
    : [];
  return rows.map((r) => {
    const g = groups.find((x) => x.id === r.group_id);
    return {
      id: r.id,
      subject: r.subject,
      subject_en: r.subject_en,
      note: r.note,
      type_id: r.type_id,
      type_text: typeText(lang, r.type_id),
      group_id: r.group_id,
      group_name: (lang === 'en' ? g?.name_en : g?.name) ?? '',
      allowedUsers: allowed
        .filter((a) => a.subject_id === r.id)
        .map((a) => ({ user_id: a.user_id, name: lang === 'en' ? a.en : a.ar })),
      created_at: r.created_at.toISOString(),
    };
  });
}

/** `GET ticket/ticket_subject?page` (and its list-protocol POST). */
export async function list(
  ctx: AppContext,
  actor: Actor,
  q: { page: number; search?: string; paginate?: number },
) {
  const page = await runList(
    ctx.db,
    {
      from: ticketSubjects,
      select: { id: ticketSubjects.id },
      filters: { search: { op: 'search', columns: [ticketSubjects.subject] } },
      sorts: { id: ticketSubjects.id },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: ticketSubjects.id,
    },
    { page: q.page, body: { search: q.search, paginate: q.paginate ?? 10 } },
  );
  const ids = page.data.map((r) => r.id as number);
  const rows = ids.length
    ? await ctx.db.select().from(ticketSubjects).where(inArray(ticketSubjects.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    data: {
      ...page,
      data: await present(
        ctx.db,
        actor.lang,
        ids.map((id) => byId.get(id)!),
      ),
    },
    filters: {},
  };
}

/** `GET ticket/ticket_subject/create`: the types, the groups and the users a type-4 subject may allow. */
export async function createForm(ctx: AppContext, actor: Actor) {
  const groups = await ctx.db.select().from(ticketGroups).orderBy(asc(ticketGroups.id));
  return {
    data: {
      types: TICKET_SUBJECT_TYPES.map((t) => ({ value: t, label: typeText(actor.lang, t) })),
      groups: groups.map((g) => ({ value: g.id, label: actor.lang === 'en' ? g.name_en : g.name })),
      users: await organisationOptions(ctx.db, actor.lang),
    },
  };
}

async function check(tx: Tx, b: TicketSubjectInput) {
  const [g] = await tx
    .select({ id: ticketGroups.id })
    .from(ticketGroups)
    .where(eq(ticketGroups.id, b.group_id));
  if (!g) throw AppError.invalid({ group_id: 'tickets.group_unknown' });
  const ids = b.type_id === RESTRICTED_SUBJECT_TYPE ? [...new Set(b.allowedUsers.map((u) => u.user_id))] : [];
  if (ids.length) {
    const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    if (found.length !== ids.length) throw AppError.invalid({ allowedUsers: 'tickets.user_unknown' });
  }
  return ids;
}

const values = (b: TicketSubjectInput) => ({
  subject: b.subject,
  subject_en: b.subject_en || null,
  note: b.note || null,
  type_id: b.type_id,
  group_id: b.group_id,
});

async function save(ctx: AppContext, actor: Actor, b: TicketSubjectInput, id: number | null) {
  const row = await ctx.db.transaction(async (tx) => {
    const ids = await check(tx, b);
    let saved: Subject | undefined;
    if (id === null) [saved] = await tx.insert(ticketSubjects).values(values(b)).returning();
    else
      [saved] = await tx
        .update(ticketSubjects)
        .set({ ...values(b), updated_at: sql`now()` })
        .where(eq(ticketSubjects.id, id))
        .returning();
    if (!saved) throw AppError.notFound();
    await tx.delete(ticketSubjectUsers).where(eq(ticketSubjectUsers.subject_id, saved.id));
    if (ids.length)
      await tx.insert(ticketSubjectUsers).values(ids.map((u) => ({ subject_id: saved.id, user_id: u })));
    await audit(tx, null, {
      event: id === null ? 'created' : 'updated',
      table: 'ticket_subjects',
      recordId: saved.id,
      old: null,
      new: { ...values(b), allowed_users: ids },
      module: 'tickets',
      method: id === null ? 'ticket/ticket_subject/store' : `ticket/ticket_subject/update/${id}`,
      userId: actor.id,
      ip: actor.ip,
    });
    return saved;
  });
  const [data] = await present(ctx.db, actor.lang, [row]);
  return { message: translate(actor.lang, 'tickets.subject_saved'), data };
}

export const store = (ctx: AppContext, actor: Actor, b: TicketSubjectInput) => save(ctx, actor, b, null);
export const update = (ctx: AppContext, actor: Actor, id: number, b: TicketSubjectInput) =>
  save(ctx, actor, b, id);

/** `GET ticket/ticket_subject/edit/{id}`. */
export async function edit(ctx: AppContext, actor: Actor, id: number) {
  const [row] = await ctx.db.select().from(ticketSubjects).where(eq(ticketSubjects.id, id));
  if (!row) throw AppError.notFound();
  const [data] = await present(ctx.db, actor.lang, [row]);
  return { data };
}

/** `DELETE ticket/ticket_subject/destroy/{id}`: only a subject no ticket uses. */
export async function destroy(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(ticketSubjects).where(eq(ticketSubjects.id, id)).for('update');
    if (!row) throw AppError.notFound();
    const [used] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.subject_id, id))
      .limit(1);
    if (used) throw AppError.invalid({ id: 'tickets.subject_in_use' });
    await tx.delete(ticketSubjects).where(eq(ticketSubjects.id, id));
    await audit(tx, null, {
      event: 'deleted',
      table: 'ticket_subjects',
      recordId: id,
      old: { subject: row.subject },
      new: null,
      module: 'tickets',
      method: `ticket/ticket_subject/destroy/${id}`,
      userId: actor.id,
      ip: actor.ip,
    });
  });
  return { message: translate(actor.lang, 'tickets.subject_deleted') };
}
