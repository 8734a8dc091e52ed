/** What an order names (receiver, parties, camp, services), checked by the service's rules, and the form's options. */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import {
  allianceMembers,
  alliances,
  assignCamps,
  camps,
  orderServices,
  squares,
  users,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';

type Scoped = Pick<Actor, 'isAuthority' | 'orgId'>;

// ---- what an order names (the service's rules ask these) ----

const COMPANY_TYPES = ['raft_office', 'raft_company', 'service_provider'];

/** Whether `id` is an active organisation of a type that may receive an order. */
export async function isReceiverCompany(tx: Tx, id: number) {
  const [u] = await query<{ id: number }>(
    tx,
    sql`select u.id from ${users} u join user_types t on t.id = u.type_id
         where u.id = ${id} and u.parent_id is null and u.status = 'active'
           and t.code in (${sql.join(
             COMPANY_TYPES.map((c) => sql`${c}`),
             sql`, `,
           )})`,
  );
  return Boolean(u);
}

/** Whether `leader` leads an alliance that `member` belongs to. */
export async function leadsAllianceOf(tx: Tx, leader: number, member: number) {
  const [m] = await tx
    .select({ id: allianceMembers.member_id })
    .from(allianceMembers)
    .innerJoin(alliances, eq(alliances.id, allianceMembers.alliance_id))
    .where(and(eq(alliances.leader_id, leader), eq(allianceMembers.member_id, member)));
  return Boolean(m);
}

/** Whether `id` is an active organisation of `type` (a consultant or a contractor). */
export async function isActiveParty(tx: Tx, id: number, type: 'consultant' | 'contractor') {
  const [u] = await query<{ id: number }>(
    tx,
    sql`select u.id from ${users} u join user_types t on t.id = u.type_id
         where u.id = ${id} and t.code = ${type} and u.parent_id is null and u.status = 'active'`,
  );
  return Boolean(u);
}

/** Whether the camp is held by `company` (an assignment not returned). */
export async function holdsCamp(tx: Tx, campId: number, companyId: number) {
  const [a] = await tx
    .select({ id: assignCamps.id })
    .from(assignCamps)
    .where(
      and(
        eq(assignCamps.camp_id, campId),
        eq(assignCamps.company_id, companyId),
        ne(assignCamps.status, 'returned'),
      ),
    )
    .limit(1);
  return Boolean(a);
}

/** How many of `ids` are active services of the catalogue. */
export async function activeServiceCount(tx: Tx, ids: number[]) {
  const found = await tx
    .select({ id: orderServices.id })
    .from(orderServices)
    .where(and(inArray(orderServices.id, ids), eq(orderServices.active, 1)));
  return found.length;
}

// ---- writes ----

/** Active organisations of a party type, for the order form. */
export const partiesOfType = (db: Tx, code: 'consultant' | 'contractor') =>
  query<{ id: number; name: string; name_en: string }>(
    db,
    sql`select u.id, coalesce(u.company_name_ar, u.name) as name, coalesce(u.company_name_en, u.name) as name_en
          from ${users} u join user_types t on t.id = u.type_id
         where t.code = ${code} and u.parent_id is null and u.status = 'active' order by u.id`,
  );

/** The camps held (not returned) by the caller's organisation, or by anyone for the authority. */
export const heldCamps = (db: Tx, who: Scoped) =>
  query<{ id: number; camp_number: string; square_id: number; company_id: number }>(
    db,
    sql`select c.id, c.camp_number, c.square_id, a.company_id from ${assignCamps} a join ${camps} c on c.id = a.camp_id
         where a.status <> 'returned' ${who.isAuthority ? sql`` : sql`and a.company_id = ${who.orgId}`}
         order by c.id limit 500`,
  );

/** The active services of the catalogue with whether their specialist must be named. */
export const activeCatalogue = (db: Tx) =>
  query<{ id: number; name: string; name_en: string; specialist_id: number; is_req: number }>(
    db,
    sql`select s.id, s.name, s.name_en, s.specialist_id, sp.is_req from ${orderServices} s
          join specialists sp on sp.id = s.specialist_id where s.active = 1 and sp.active = 1 order by s.id`,
  );

/** A camp's square, or undefined. */
export async function squareOfCamp(db: Tx, campId: number) {
  const [r] = await db
    .select({ camp_id: camps.id, square_id: squares.id, name: squares.name, name_en: squares.name_en })
    .from(camps)
    .innerJoin(squares, eq(squares.id, camps.square_id))
    .where(eq(camps.id, campId));
  return r;
}
