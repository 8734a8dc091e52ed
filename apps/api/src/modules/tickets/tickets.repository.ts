/**
 * Queries of tickets: the row scope (a company its own; a handler its groups' tickets; the system
 * administrator all), the inbox list, a ticket in scope with its names, the comments.
 */

import type { FilterOption, Lang } from '@mashaer/contract';
import { type AnyColumn, and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  ticketComments,
  ticketGroupAdmins,
  ticketGroups,
  ticketSubjects,
  tickets,
  users,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { equalTo, type ListInput, runCompiledList } from '../../lib/list';
import { keyedSpec } from '../../lib/list-compiled';
import { companyRecordsList } from '../../lib/list-defaults';

const company = alias(users, 'ticket_company');
const author = alias(users, 'comment_author');

/** The system administrator (user type 1) sees every ticket. */
const ADMIN_TYPE = 'admin';
type ScopeActor = Pick<Actor, 'id' | 'orgId' | 'isAuthority'> & { typeCode?: string };

/**
 * The tickets `actor` may see: a company (and its employees) its own; an authority user the
 * tickets of the admin groups it belongs to; the system administrator all (undefined: no limit).
 */
export function ticketScope(actor: ScopeActor): SQL | undefined {
  if (!actor.isAuthority) return eq(tickets.company_id, actor.orgId);
  if (actor.typeCode === ADMIN_TYPE) return undefined;
  return inArray(
    tickets.group_id,
    sql`(select ${ticketGroupAdmins.group_id} from ${ticketGroupAdmins} where ${ticketGroupAdmins.user_id} = ${actor.id})`,
  );
}

const names = {
  company_ar: company.company_name_ar,
  company_en: company.company_name_en,
  subject_ar: ticketSubjects.subject,
  subject_en: ticketSubjects.subject_en,
  group_ar: ticketGroups.name,
  group_en: ticketGroups.name_en,
};
export type TicketNames = {
  company_ar: string | null;
  company_en: string | null;
  subject_ar: string;
  subject_en: string | null;
  group_ar: string;
  group_en: string;
};

const joins = (q: PgSelect) =>
  q
    .innerJoin(company, eq(company.id, tickets.company_id))
    .innerJoin(ticketSubjects, eq(ticketSubjects.id, tickets.subject_id))
    .innerJoin(ticketGroups, eq(ticketGroups.id, tickets.group_id)) as unknown as PgSelect;

const day = (c: AnyColumn) => sql`(${c} at time zone 'Asia/Riyadh')::date`;

/** `ticketScope` as a compiled list's: the same conditions, the caller's ids as placeholders. */
function listScope(actor: ScopeActor): { key: string; base?: SQL; params: Record<string, unknown> } {
  if (!actor.isAuthority)
    return { key: 'org', base: eq(tickets.company_id, sql.placeholder('org')), params: { org: actor.orgId } };
  if (actor.typeCode === ADMIN_TYPE) return { key: 'all', params: {} };
  return {
    key: 'handler',
    base: inArray(
      tickets.group_id,
      sql`(select ${ticketGroupAdmins.group_id} from ${ticketGroupAdmins} where ${ticketGroupAdmins.user_id} = ${sql.placeholder('user')})`,
    ),
    params: { user: actor.id },
  };
}

/** The subjects and groups as filter options in `lang`, for the list's own statement. */
const optionsSql = (lang: Lang) => ({
  subject_id: sql`select coalesce(jsonb_agg(jsonb_build_object('value', s.id, 'label', ${
    lang === 'en' ? sql`coalesce(s.subject_en, s.subject)` : sql`s.subject`
  }) order by s.id), '[]'::jsonb) from ${ticketSubjects} s`,
  group_id: sql`select coalesce(jsonb_agg(jsonb_build_object('value', g.id, 'label', ${
    lang === 'en' ? sql`g.name_en` : sql`g.name`
  }) order by g.id), '[]'::jsonb) from ${ticketGroups} g`,
});

/**
 * The inbox (`ticket/admin_tickets?page`) and the export's pages, in the caller's scope: a compiled
 * list (one prepared statement a scope and filter set answers the page and its count; the bench
 * found the list built per call at about half its baseline's rate). With `options`, the same
 * statement brings the subject and group filters' options (two statements fewer a call: the bench's
 * company list was 0.59 of its baseline with them apart).
 */
export async function listTickets(db: Tx, input: ListInput, actor: Actor, options?: { lang: Lang }) {
  const scope = listScope(actor);
  const key = `tickets:${scope.key}:${options?.lang ?? 'rows'}`;
  const { page, extras } = await runCompiledList(
    db,
    keyedSpec(key, () => ({
      ...(options ? { extras: optionsSql(options.lang) } : {}),
      from: tickets,
      select: { ...getTableColumns(tickets), ...names },
      ...companyRecordsList(tickets, null, {
        compiled: false,
        joins,
        filters: {
          ...equalTo({
            subject_id: tickets.subject_id,
            group_id: tickets.group_id,
            importance_level: tickets.importance_level,
          }),
          from_date: { op: 'gte', column: day(tickets.created_at) },
          to_date: { op: 'lte', column: day(tickets.created_at) },
        },
        search: [tickets.number, company.company_name_ar, company.company_name_en, ticketSubjects.subject],
        sorts: { importance_level: tickets.importance_level, updated_at: tickets.updated_at },
      }),
      base: [scope.base],
    })),
    input,
    scope.params,
  );
  return { page, options: extras as Record<'subject_id' | 'group_id', FilterOption[] | undefined> };
}

/** The ticket `id` in the caller's scope (`actor` null: any) with its names, or undefined. */
export async function findTicket(db: Tx, id: number, actor: Actor | null) {
  const q = db
    .select({ row: tickets, ...names })
    .from(tickets)
    .$dynamic();
  const [r] = await joins(q as unknown as PgSelect).where(
    and(eq(tickets.id, id), actor ? ticketScope(actor) : undefined),
  );
  return r as unknown as ({ row: typeof tickets.$inferSelect } & TicketNames) | undefined;
}

/** The ticket `id` in the caller's scope, locked for update, or undefined. */
export async function lockTicket(tx: Tx, id: number, actor: Actor) {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), ticketScope(actor)))
    .for('update');
  return row;
}

export async function insertComment(tx: Tx, values: typeof ticketComments.$inferInsert) {
  const [row] = await tx.insert(ticketComments).values(values).returning();
  return row;
}

/** A ticket's replies, oldest first, with their authors' names. */
export function comments(db: Tx, ticketId: number) {
  return db
    .select({ row: ticketComments, name: author.name })
    .from(ticketComments)
    .leftJoin(author, eq(author.id, ticketComments.user_id))
    .where(eq(ticketComments.ticket_id, ticketId))
    .orderBy(asc(ticketComments.id));
}

/** The admin groups as options. */
export function groups(db: Tx) {
  return db.select().from(ticketGroups).orderBy(asc(ticketGroups.id));
}
