/**
 * What sadad orders and invoices share: the companies a bill may be raised on, the status shape of
 * a record (`status`, `status_text`, `status_id`, `get_status`, `allowed_actions`; spec §3) and the
 * `error` field of a store failure (spec §8).
 */
import { type Lang, runtimeKey, translate } from '@mashaer/contract';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { users, userTypes } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { escapeLike } from '../../lib/list';
import { type ServerWorkflow, workflowState } from '../../lib/workflow';

const companyAr = sql<string>`coalesce(${users.company_name_ar}, ${users.company_name_en}, ${users.name})`;
const companyEn = sql<string>`coalesce(${users.company_name_en}, ${users.company_name_ar}, ${users.name})`;

/**
 * Organisations (no parent, not an authority type) that are active: who may be billed. With
 * `search`: the first `limit` whose name (either language) contains it, and the one with `id`.
 */
export async function companyOptions(
  db: Tx,
  lang: Lang,
  find: { search?: string; id?: number | ''; limit?: number } = {},
) {
  const pattern = find.search ? `%${escapeLike(find.search)}%` : undefined;
  const billable = and(
    isNull(users.parent_id),
    eq(userTypes.is_authority, false),
    eq(users.status, 'active'),
  );
  const q = (where: SQL | undefined, limit: number) =>
    db
      .select({ id: users.id, ar: companyAr, en: companyEn })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.type_id))
      .where(and(billable, where))
      .orderBy(asc(users.id))
      .limit(limit);
  const [rows, chosen] = await Promise.all([
    q(pattern ? or(ilike(companyAr, pattern), ilike(companyEn, pattern)) : undefined, find.limit ?? 2000),
    find.id ? q(eq(users.id, find.id), 1) : Promise.resolve([]),
  ]);
  const all = [...chosen.filter((c) => !rows.some((r) => r.id === c.id)), ...rows];
  return all.map((r) => ({ value: r.id, label: lang === 'en' ? r.en : r.ar }));
}

/** 422 on `company_id` unless it is an active organisation that may be billed. */
export async function assertCompany(db: Tx, companyId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
    .where(
      and(
        eq(users.id, companyId),
        isNull(users.parent_id),
        eq(userTypes.is_authority, false),
        eq(users.status, 'active'),
      ),
    );
  if (!row) throw AppError.invalid({ company_id: 'finance.company_unknown' });
}

/** Only the authority raises bills and invoices. */
export function assertAuthority(actor: Pick<Actor, 'isAuthority'>) {
  if (!actor.isAuthority) throw new AppError(403, 'finance.authority_only');
}

/** A record's state as the spec's screens read it. */
export function stateOf<R extends { id: number; status: string }>(
  wf: ServerWorkflow<R>,
  statuses: readonly string[],
  actor: Actor,
  row: R,
) {
  const s = workflowState(wf, actor, row);
  const status_id = statuses.indexOf(row.status) + 1;
  return { ...s, status_id, get_status: { id: status_id, status: s.status_text } };
}

/** Spec §8: a failed store shows the server's `error` field — the message, repeated as `error`. */
export async function withErrorField(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  // A store refused (422) carries it; other failures keep the shapes every route answers.
  if (reply.statusCode !== 422 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (typeof body.message !== 'string' || 'error' in body) return payload;
    const first = body.errors ? Object.values(body.errors as Record<string, string[]>)[0]?.[0] : undefined;
    return JSON.stringify({ ...body, error: first ?? body.message });
  } catch {
    return payload;
  }
}

export const reasonText = (lang: Lang, reason: string) =>
  translate(lang, runtimeKey(`finance.reason.${reason}`));
