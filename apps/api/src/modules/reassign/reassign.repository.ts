/**
 * Queries of re-assign and lock orders: row scope, the list, an order's company and group of
 * camps, the form a new order takes, the camps a company holds and those already in an open order,
 * and the writes of the group and of the re-delivery signatures. The rules (permissions, states,
 * refusals) and the transactions stay in reassign.service.ts.
 */
import type { ReassignStatus, ReassignType } from '@mashaer/contract';
import { and, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { query, type Tx } from '../../db/client';
import { assignCamps, camps, reassignOrderCamps, reassignOrders, users } from '../../db/schema';
import { type ListInput, runList } from '../../lib/list';
import { keyedSpec } from '../../lib/list-compiled';
import { companyRecordsList } from '../../lib/list-defaults';
import { insertRow } from '../../lib/rows';
import { findRow } from '../../lib/scope';

const company = alias(users, 'company');

/** The order in scope (`org` null: any), locked when asked, or undefined. */
export async function findOrder(tx: Tx, id: number, org: number | null, lock = false) {
  return findRow(
    tx,
    reassignOrders,
    and(eq(reassignOrders.id, id), org === null ? undefined : eq(reassignOrders.company_id, org)),
    lock,
  );
}

const campsOfOrder = sql<string>`(select coalesce(string_agg(c.camp_number, ', ' order by c.id), '')
  from reassign_order_camps oc join camps c on c.id = oc.camp_id
  where oc.reassign_order_id = ${reassignOrders.id} and oc.removed_at is null)`;

/**
 * An organisation's company name in each language, else its account name: how a re-assign order
 * names its company (unlike `orgNames`, never the other language's company name).
 */
const companyNames = (u: typeof users | typeof company) => ({
  company_name: sql<string>`coalesce(${u.company_name_ar}, ${u.name})`,
  company_name_en: sql<string>`coalesce(${u.company_name_en}, ${u.name})`,
});

/** The orders of a type, all (the authority) or one organisation's: a compiled list. */
export function listOrders(db: Tx, input: ListInput, scope: { type: string; all: boolean; org: number }) {
  const base: (SQL | undefined)[] = [eq(reassignOrders.type, sql.placeholder('type'))];
  if (!scope.all) base.push(eq(reassignOrders.company_id, sql.placeholder('org')));
  const joins = (q: PgSelect) =>
    q.innerJoin(company, eq(company.id, reassignOrders.company_id)) as unknown as PgSelect;
  const key = `reassign:${scope.all ? 'all' : 'org'}`;
  return runList(
    db,
    keyedSpec(key, () => ({
      // A compiled list: one prepared statement a scope and filter set.
      key,
      deferJoins: true,
      from: reassignOrders,
      select: {
        id: reassignOrders.id,
        type: reassignOrders.type,
        status: reassignOrders.status,
        company_id: reassignOrders.company_id,
        form_id: reassignOrders.form_id,
        fee_halalas: reassignOrders.fee_halalas,
        signed_at: reassignOrders.signed_at,
        rejection_reason: reassignOrders.rejection_reason,
        created_at: reassignOrders.created_at,
        ...companyNames(company),
        camps: campsOfOrder,
      },
      ...companyRecordsList(reassignOrders, null, {
        byCompany: false,
        joins,
        search: [company.company_name_ar, company.company_name_en, company.name],
      }),
      base,
    })),
    input,
    { type: scope.type, org: scope.org },
  );
}

/** The ordering company's name in both languages. */
export async function companyOf(db: Tx, companyId: number) {
  const [who] = await db.select(companyNames(users)).from(users).where(eq(users.id, companyId));
  return who;
}

/** The order's group of camps, taken out ones included (`removed_at`), in the order added. */
export function groupCampsOf(db: Tx, orderId: number) {
  return db
    .select({
      id: reassignOrderCamps.id,
      camp_id: reassignOrderCamps.camp_id,
      assign_camp_id: reassignOrderCamps.assign_camp_id,
      camp_number: camps.camp_number,
      removed_at: reassignOrderCamps.removed_at,
    })
    .from(reassignOrderCamps)
    .innerJoin(camps, eq(camps.id, reassignOrderCamps.camp_id))
    .where(eq(reassignOrderCamps.reassign_order_id, orderId))
    .orderBy(reassignOrderCamps.id);
}

const signer = alias(users, 'signer');
/** A signer's name (null when none signed). */
export async function userName(db: Tx, id: number | null) {
  if (id === null) return null;
  const [u] = await db.select({ name: signer.name }).from(signer).where(eq(signer.id, id));
  return u?.name ?? null;
}

/**
 * The newest form of the type whose company-side signers (every signer of a non-authority type)
 * are of the organisation's type, or undefined.
 */
export async function formFor(tx: Tx, type: ReassignType, orgId: number) {
  const [f] = await query<{ id: number }>(
    tx,
    sql`select f.id from forms f
         where f.type = ${type}
           and not exists (select 1 from form_signers s join user_types t on t.id = s.type_id
                            where s.form_id = f.id and not t.is_authority
                              and s.type_id <> (select u.type_id from users u where u.id = ${orgId}))
         order by f.id desc limit 1`,
  );
  return f?.id;
}

/** The organisation's delivered assignments of these camps, locked. */
export function lockHeldAssignments(tx: Tx, orgId: number, campIds: number[]) {
  return tx
    .select({ id: assignCamps.id, camp_id: assignCamps.camp_id })
    .from(assignCamps)
    .where(
      and(
        inArray(assignCamps.camp_id, campIds),
        eq(assignCamps.company_id, orgId),
        eq(assignCamps.status, 'deliverd'),
      ),
    )
    .for('update');
}

/** One of these camps already in an open order of the type (other than `exceptOrder`), if any. */
export async function campInOpenOrder(
  tx: Tx,
  type: string,
  campIds: number[],
  closed: ReassignStatus[],
  exceptOrder?: number,
) {
  const [busy] = await tx
    .select({ camp_id: reassignOrderCamps.camp_id })
    .from(reassignOrderCamps)
    .innerJoin(reassignOrders, eq(reassignOrders.id, reassignOrderCamps.reassign_order_id))
    .where(
      and(
        inArray(reassignOrderCamps.camp_id, campIds),
        isNull(reassignOrderCamps.removed_at),
        eq(reassignOrders.type, type),
        notInArray(reassignOrders.status, closed),
        exceptOrder ? sql`${reassignOrders.id} <> ${exceptOrder}` : undefined,
      ),
    )
    .limit(1);
  return busy;
}

export const insertOrder = (tx: Tx, values: typeof reassignOrders.$inferInsert) =>
  insertRow(tx, reassignOrders, values);

/** Adds camps to an order's group (`held`: camp → its assignment). */
export async function addGroupCamps(tx: Tx, orderId: number, campIds: number[], held: Map<number, number>) {
  await tx.insert(reassignOrderCamps).values(
    campIds.map((camp_id) => ({
      reassign_order_id: orderId,
      camp_id,
      assign_camp_id: held.get(camp_id)!,
    })),
  );
}

/** The group rows still in the order. */
export function liveGroupCamps(tx: Tx, orderId: number) {
  return tx
    .select()
    .from(reassignOrderCamps)
    .where(and(eq(reassignOrderCamps.reassign_order_id, orderId), isNull(reassignOrderCamps.removed_at)));
}

export async function groupRow(tx: Tx, id: number) {
  const [g] = await tx.select().from(reassignOrderCamps).where(eq(reassignOrderCamps.id, id));
  return g;
}

/** Takes group rows out of their order (kept, with who and when). */
export async function removeGroupCamps(tx: Tx, ids: number[], by: number) {
  await tx
    .update(reassignOrderCamps)
    .set({ removed_at: sql`now()`, removed_by: by })
    .where(inArray(reassignOrderCamps.id, ids));
}

export async function setNotes(tx: Tx, id: number, notes: string) {
  await tx.update(reassignOrders).set({ notes, updated_at: sql`now()` }).where(eq(reassignOrders.id, id));
}

/** The fee: the form's priced items as the engine totalled them on the order's filling. */
export const filledTotal = (subjectType: string, id: number, formId: number) =>
  sql`(select f.total_halalas from form_fillings f
    where f.subject_type = ${subjectType} and f.subject_id = ${id} and f.form_id = ${formId})`;

/** The active users of a type (first 500), to name a signer. */
export function activeUsersOfType(db: Tx, typeId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      company_name: users.company_name_ar,
      company_name_en: users.company_name_en,
    })
    .from(users)
    .where(and(eq(users.type_id, typeId), eq(users.status, 'active')))
    .orderBy(users.id)
    .limit(500);
}

/** Records a party's re-delivery signature; the order after it. */
export async function markRedeliverySigned(tx: Tx, id: number, by: number, authority: boolean) {
  const [after] = await tx
    .update(reassignOrders)
    .set(
      authority
        ? { redelivery_authority_signed_by: by, redelivery_authority_signed_at: sql`now()` }
        : { redelivery_company_signed_by: by, redelivery_company_signed_at: sql`now()` },
    )
    .where(eq(reassignOrders.id, id))
    .returning();
  return after;
}
