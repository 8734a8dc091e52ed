/**
 * Public benefits' rooms given to camps (`general/public-benefits/camps`): the facility's row is
 * locked while the rooms already given are added up, so the sum never passes its `num_of_rooms`
 * (two assignments at once are judged one after the other; the migration's trigger checks again).
 */
import { translate } from '@mashaer/contract';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { outer, type Tx } from '../../db/client';
import { camps, publicBenefitCamps, publicBenefits } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, pgErrorCode } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { equalTo, type ListInput, listResponse, runList } from '../../lib/list';
import { findOr404 } from '../../lib/scope';

const assigned = sql<number>`(select coalesce(sum(x.camp_num_of_rooms), 0)::int from public_benefit_camps x where x.public_benefit_id = ${outer(publicBenefitCamps.public_benefit_id)})`;
const select = {
  ...getTableColumns(publicBenefitCamps),
  label_number: publicBenefits.label_number,
  num_of_rooms: publicBenefits.num_of_rooms,
  camp_number: camps.camp_number,
  assigned_rooms: assigned,
};
const joins = (q: PgSelect) =>
  q
    .innerJoin(publicBenefits, eq(publicBenefits.id, publicBenefitCamps.public_benefit_id))
    .innerJoin(camps, eq(camps.id, publicBenefitCamps.camp_id)) as unknown as PgSelect;

type Row = typeof publicBenefitCamps.$inferSelect & {
  label_number: string;
  num_of_rooms: number;
  camp_number: string;
  assigned_rooms: number;
};
const present = (r: Row) => ({ ...r, created_at: r.created_at.toISOString() });

export async function list(ctx: AppContext, input: ListInput) {
  const page = await runList(
    ctx.db,
    {
      from: publicBenefitCamps,
      joins,
      select,
      filters: {
        ...equalTo({
          public_benefit_id: publicBenefitCamps.public_benefit_id,
          camp_id: publicBenefitCamps.camp_id,
        }),
      },
      sorts: { id: publicBenefitCamps.id, camp_num_of_rooms: publicBenefitCamps.camp_num_of_rooms },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: publicBenefitCamps.id,
    },
    input,
  );
  return listResponse({ ...page, data: page.data.map((r) => present(r as unknown as Row)) });
}

async function readOne(db: Tx, id: number) {
  const q = db.select(select).from(publicBenefitCamps).$dynamic();
  const [r] = await (joins(q as unknown as PgSelect) as unknown as typeof q).where(
    eq(publicBenefitCamps.id, id),
  );
  return present(r as Row);
}

/** `POST general/public-benefits/camps/store`: the rooms of a facility given to a camp. */
export async function store(
  ctx: AppContext,
  actor: Actor,
  body: { public_benefit_id: number; camp_id: number; camp_num_of_rooms: number },
) {
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [benefit] = await tx
        .select()
        .from(publicBenefits)
        .where(eq(publicBenefits.id, body.public_benefit_id))
        .for('update');
      if (!benefit) throw AppError.invalid({ public_benefit_id: 'benefit.unknown' });
      const [camp] = await tx.select({ id: camps.id }).from(camps).where(eq(camps.id, body.camp_id));
      if (!camp) throw AppError.invalid({ camp_id: 'benefit.camp_unknown' });
      const [{ used }] = await tx
        .select({ used: sql<number>`coalesce(sum(${publicBenefitCamps.camp_num_of_rooms}), 0)::int` })
        .from(publicBenefitCamps)
        .where(eq(publicBenefitCamps.public_benefit_id, benefit.id));
      const available = benefit.num_of_rooms - Number(used);
      if (body.camp_num_of_rooms > available) throw exceeded(Math.max(0, available));
      const [row] = await tx
        .insert(publicBenefitCamps)
        .values({ ...body, created_by: actor.id })
        .returning();
      await audit(tx, null, {
        event: 'created',
        table: 'public_benefit_camps',
        recordId: row.id,
        old: null,
        new: row,
        module: 'violations',
        method: 'general/public-benefits/camps/store',
        userId: actor.id,
        ip: actor.ip,
      });
      return row.id;
    });
    return { message: translate(actor.lang, 'benefit.assigned'), data: await readOne(ctx.db, id) };
  } catch (e) {
    if (pgErrorCode(e) === '23514') throw exceeded(0);
    throw e;
  }
}

const exceeded = (available: number) =>
  AppError.invalid({ camp_num_of_rooms: { key: 'benefit.rooms_exceeded', params: { available } } });

/** `DELETE general/public-benefits/camps/{id}`. */
export async function remove(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await findOr404(tx, publicBenefitCamps, and(eq(publicBenefitCamps.id, id)), true);
    await tx.delete(publicBenefitCamps).where(eq(publicBenefitCamps.id, id));
    await audit(tx, null, {
      event: 'deleted',
      table: 'public_benefit_camps',
      recordId: id,
      old: before,
      new: null,
      module: 'violations',
      method: `general/public-benefits/camps/${id}`,
      userId: actor.id,
      ip: actor.ip,
    });
  });
  return { message: translate(actor.lang, 'benefit.unassigned') };
}
