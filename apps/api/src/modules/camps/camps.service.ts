import {
  ASSIGNMENT_STATUS_LABEL,
  type AssignmentStatus,
  CAMP_STATUS_ACTIONS,
  CAMP_WORKFLOW,
  type CampInput,
  type CampStatus,
  translate,
} from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { query, type Tx } from '../../db/client';
import { camps, cities, squares } from '../../db/schema';
import { type Actor, i18nOf, scopeOrg } from '../../lib/actor';
import { AppError, type FieldErrors, pgErrorCode } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { extend } from '../../lib/extend';
import type { ListInput } from '../../lib/list';
import type { SearchDecl } from '../../lib/search';
import { applyAction } from '../../lib/workflow';
import { serverWorkflow } from '../../lib/workflow-types';
import * as repo from './camps.repository';

/** A company's display name in each language (with fallbacks), for other areas' lists and records. */

const MODULE = 'camps';
const BASE = 'general/camps';

/** A camp's readiness, run by the kernel (declaration: CAMP_WORKFLOW in the contract). */
const campWorkflow = serverWorkflow<typeof camps.$inferSelect, typeof CAMP_WORKFLOW>({
  def: CAMP_WORKFLOW,
  table: camps,
  ownerKey: null,
  module: MODULE,
  method: (action) =>
    action.startsWith('tafweej_') ? 'tafweej/change-camp-status' : `${BASE}/updateCampStatus`,
});

/** How a camp travels: `is_developed` as 1/0 (spec §5), labels in the caller's language. */
export function presentCamp(row: repo.CampRow | Record<string, unknown>, actor: Pick<Actor, 'lang'>) {
  const r = row as Record<string, unknown>;
  const { lang, t } = i18nOf(actor);
  const en = lang === 'en';
  const assignStatus = r.assign_status as AssignmentStatus | null | undefined;
  return extend(r, {
    is_developed: r.is_developed ? 1 : 0,
    status_text: t(`camp.status.${r.status as CampStatus}`),
    camp_name: r.camp_number,
    square_name: en ? (r.square_name_en ?? r.square_name) : r.square_name,
    city_name: en ? (r.city_name_en ?? r.city_name) : (r.city_name ?? null),
    company_name: en ? (r.company_name_en ?? r.company_name) : (r.company_name ?? null),
    assign_status_text: assignStatus ? t(ASSIGNMENT_STATUS_LABEL[assignStatus]) : null,
  });
}

/** A page of camps with the options of the list's filters (one statement, see listCamps). */
export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const { page, squares } = await repo.listCamps(ctx.db, input);
  return {
    page: { ...page, data: page.data.map((r) => presentCamp(r, actor)) },
    filters: campFilters(actor, squares),
  };
}

export async function edit(ctx: AppContext, actor: Actor, id: number) {
  const row = await repo.findCamp(ctx.db, id);
  if (!row) throw AppError.notFound();
  return { data: presentCamp(row, actor) };
}

async function assertRefs(tx: Tx, v: CampInput) {
  const fields: FieldErrors = {};
  if (!(await repo.exists(tx, squares, v.square_id))) fields.square_id = 'camp.square_unknown';
  if (v.city_id && !(await repo.exists(tx, cities, v.city_id))) fields.city_id = 'camp.city_unknown';
  if (Object.keys(fields).length) throw AppError.invalid(fields);
}

const toRow = (v: CampInput) => ({
  square_id: v.square_id,
  camp_number: v.camp_number,
  city_id: v.city_id ?? null,
  status: v.status,
  is_developed: v.is_developed === 1,
  mina_label: v.mina_label ?? null,
  mina_plot_number: v.mina_plot_number ?? null,
  tents_count: v.tents_count,
  size: v.size,
});

/** A duplicate camp number in the square is refused on its field (the unique index decides). */
async function uniqueNumber<T>(fn: () => Promise<T>) {
  try {
    return await fn();
  } catch (e) {
    if (pgErrorCode(e) === '23505') throw AppError.invalid({ camp_number: 'camp.duplicate_number' });
    throw e;
  }
}

export async function store(ctx: AppContext, actor: Actor, v: CampInput) {
  const id = await uniqueNumber(() =>
    ctx.db.transaction(async (tx) => {
      await assertRefs(tx, v);
      const [created] = await tx.insert(camps).values(toRow(v)).returning();
      await audit(tx, null, {
        userId: actor.id,
        ip: actor.ip,
        event: 'created',
        table: 'camps',
        recordId: created.id,
        new: created,
        module: MODULE,
        method: `${BASE}/store`,
      });
      return created.id;
    }),
  );
  return { message: translate(actor.lang, 'crud.created'), ...(await edit(ctx, actor, id)) };
}

export async function update(ctx: AppContext, actor: Actor, id: number, v: CampInput) {
  await uniqueNumber(() =>
    ctx.db.transaction(async (tx) => {
      const before = await repo.lockCamp(tx, id);
      if (!before) throw AppError.notFound();
      await assertRefs(tx, v);
      const { status, ...columns } = toRow(v);
      let [after] = await tx
        .update(camps)
        .set({ ...columns, updated_at: sql`now()` })
        .where(eq(camps.id, id))
        .returning();
      if (status !== after.status)
        ({ row: after } = await applyAction(
          tx,
          campWorkflow,
          actor,
          after,
          CAMP_STATUS_ACTIONS.camps[status],
          {
            method: `${BASE}/update`,
          },
        ));
      await audit(tx, null, {
        userId: actor.id,
        ip: actor.ip,
        event: 'updated',
        table: 'camps',
        recordId: id,
        old: before,
        new: after,
        module: MODULE,
        method: `${BASE}/update`,
      });
    }),
  );
  return { message: translate(actor.lang, 'crud.updated'), ...(await edit(ctx, actor, id)) };
}

/** Sets a camp's readiness from the camps screen or (`via: 'tafweej'`) the tafweej flow. */
export async function setStatus(
  ctx: AppContext,
  actor: Actor,
  id: number,
  status: CampStatus,
  via: keyof typeof CAMP_STATUS_ACTIONS = 'camps',
) {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockCamp(tx, id);
    if (!before) throw AppError.notFound();
    if (before.status === status) return;
    await applyAction(tx, campWorkflow, actor, before, CAMP_STATUS_ACTIONS[via][status]);
  });
  return { message: translate(actor.lang, 'camp.status_updated'), ...(await edit(ctx, actor, id)) };
}

export async function remove(ctx: AppContext, actor: Actor, id: number) {
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await repo.lockCamp(tx, id);
      if (!before) throw AppError.notFound();
      await tx.delete(camps).where(eq(camps.id, id));
      await audit(tx, null, {
        userId: actor.id,
        ip: actor.ip,
        event: 'deleted',
        table: 'camps',
        recordId: id,
        old: before,
        module: MODULE,
        method: `${BASE}/delete`,
      });
    });
  } catch (e) {
    // Assigned (even in the past) or booked: the history must stay, so the camp stays.
    if (pgErrorCode(e) === '23503') throw new AppError(422, 'crud.in_use');
    throw e;
  }
  return { message: translate(actor.lang, 'crud.deleted') };
}

/**
 * `GET general/camps/get-all-data`: the options of the camp and assignment forms. A company sees
 * itself only as a receiver.
 */
export async function allData(ctx: AppContext, actor: Actor) {
  const en = actor.lang === 'en';
  const opt = (rows: { id: number; name: string; name_en: string }[]) =>
    rows.map((r) => ({ value: r.id, label: en ? r.name_en : r.name }));
  const names = (table: 'squares' | 'cities' | 'countries', order: 'id' | 'name') =>
    query<{ id: number; name: string; name_en: string }>(
      ctx.db,
      sql`select id, name, name_en from ${sql.identifier(table)} order by ${sql.identifier(order)}, id`,
    );
  const [sq, ci, co, companies] = await Promise.all([
    names('squares', 'id'),
    names('cities', 'name'),
    names('countries', 'name'),
    repo.receivers(ctx.db, scopeOrg(actor)),
  ]);
  return {
    data: {
      squares: opt(sq),
      cities: opt(ci),
      countries: opt(co),
      companies: companies.map((c) => ({
        value: c.id,
        label: en ? c.name_en : c.name,
        type_code: c.type_code,
      })),
      statuses: (['ready', 'notready'] as const).map((s) => ({
        value: s,
        label: translate(actor.lang, `camp.status.${s}`),
      })),
    },
  };
}

/** `GET general/camps/camp-by-square/{id}`: the square's camps, each saying whether it is taken. */
export async function bySquare(ctx: AppContext, actor: Actor, squareId: number) {
  if (!(await repo.exists(ctx.db, squares, squareId))) throw AppError.notFound();
  const rows = await repo.campsOfSquare(ctx.db, squareId);
  return {
    data: rows.map((r) =>
      extend(r, {
        is_assigned: r.is_assigned ? 1 : 0,
        status_text: translate(actor.lang, `camp.status.${r.status as CampStatus}`),
      }),
    ),
  };
}

/** The options of the camps list's filters. */
function campFilters(actor: Actor, squares: repo.SquareOption[]) {
  const en = actor.lang === 'en';
  return {
    square_id: squares.map((s) => ({ value: s.id, label: en ? s.name_en : s.name })),
    status: (['ready', 'notready'] as const).map((s) => ({
      value: s,
      label: translate(actor.lang, `camp.status.${s}`),
    })),
  };
}

/** The one search box (issue 29 §2): camps by number; a company finds the camps it holds. */
export const campSearch: SearchDecl = {
  area: 'camps',
  permission: 'delivery-camp-index',
  from: camps,
  id: camps.id,
  columns: [camps.camp_number],
  title: camps.camp_number,
  subtitle: squares.name,
  status: camps.status,
  statusText: (s, lang) => translate(lang, `camp.status.${s as CampStatus}`),
  joins: (q) => q.innerJoin(squares, eq(squares.id, camps.square_id)) as unknown as PgSelect,
  scope: (who) =>
    who.isAuthority
      ? undefined
      : sql`exists (select 1 from assign_camps a where a.camp_id = ${camps.id} and a.company_id = ${who.orgId} and a.status <> 'returned')`,
};
