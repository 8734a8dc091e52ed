/**
 * Queries of clearance: a company's status from its votes (SQL, for the list's filter), the list,
 * the votes, the company in scope and its unpaid bills, the company row every vote locks, the
 * votes' and the final disclaimer's writes. The rules (who votes, the unpaid-bills refusal, when
 * the disclaimer may be issued) stay in clearance.service.ts.
 */
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { outer, query, type Tx } from '../../db/client';
import { clearanceVotes, finalDisclaimers, invoices, sadadOrders, users, userTypes } from '../../db/schema';
import { type ListInput, runList } from '../../lib/list';
import { orgName } from '../../lib/org-name';

export type VoteRow = typeof clearanceVotes.$inferSelect;

/** The statuses of a bill that still waits for its payment. */
export const UNPAID = {
  sadad: ['issued', 'awaiting_review', 'rejected'],
  invoices: ['issued', 'rejected'],
} as const;

const textArray = (values: readonly string[]) => `{${values.join(',')}}`;
const companyAr = orgName(users, 'ar');
const companyEn = orgName(users, 'en');
const isCompany = and(isNull(users.parent_id), eq(userTypes.is_authority, false), eq(users.status, 'active'));
const disclaimerId = sql<
  number | null
>`(select d.id from final_disclaimers d where d.company_id = ${outer(users.id)})`;

/** The status of a company as SQL (for the list's filter), from its votes on the required voters. */
function statusSql(voters: readonly string[]) {
  const arr = textArray(voters);
  const count = (vote: string) =>
    sql`(select count(*) from clearance_votes v where v.company_id = ${outer(users.id)} and v.vote = ${vote} and v.voter = any(${arr}::text[]))`;
  return sql<string>`case when ${count('reject')} > 0 then 'rejected' when ${count('accept')} >= ${voters.length} then 'cleared'
    when ${count('accept')} > 0 then 'partial' else 'pending' end`;
}

/** The companies (a company caller: `org`, its own row) with their names and final disclaimer. */
export function listCompanies(db: Tx, input: ListInput, voters: readonly string[], org: number | null) {
  const status = statusSql(voters);
  return runList(
    db,
    {
      from: users,
      joins: (q) => q.innerJoin(userTypes, eq(userTypes.id, users.type_id)),
      select: {
        id: users.id,
        company_name_ar: companyAr,
        company_name_en: companyEn,
        final_disclaimer_id: disclaimerId,
      },
      filters: {
        search: { op: 'search', columns: [users.company_name_ar, users.company_name_en] },
        clearance_status: { op: 'custom', where: (_v, p) => sql`${status} = ${p}` },
      },
      sorts: { id: users.id },
      defaultSort: { by: 'id', dir: 'asc' },
      tiebreak: users.id,
      base: [isCompany, org === null ? undefined : eq(users.id, org)],
    },
    input,
  );
}

/** The companies every required voter accepted, with their final disclaimer if issued. */
export function clearedCompanies(db: Tx, voters: readonly string[]) {
  return db
    .select({ id: users.id, ar: companyAr, en: companyEn, final_disclaimer_id: disclaimerId })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
    .where(and(isCompany, sql`${statusSql(voters)} = 'cleared'` as SQL))
    .orderBy(users.id);
}

/** The votes of these companies, by company. */
export async function votesOf(db: Tx, companyIds: number[]) {
  if (!companyIds.length) return new Map<number, VoteRow[]>();
  const rows = await db.select().from(clearanceVotes).where(inArray(clearanceVotes.company_id, companyIds));
  const out = new Map<number, VoteRow[]>();
  for (const r of rows) out.set(r.company_id, [...(out.get(r.company_id) ?? []), r]);
  return out;
}

/** The active company `id` with its names, or undefined. */
export async function findCompany(db: Tx, id: number) {
  const [c] = await db
    .select({ id: users.id, ar: companyAr, en: companyEn })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
    .where(and(eq(users.id, id), isCompany));
  return c;
}

/** The company's unpaid bills, by department (the evidence a voter sees). */
export async function unpaidBills(db: Tx, companyId: number) {
  const sadad = await db
    .select({
      id: sadadOrders.id,
      number: sadadOrders.bill_number,
      amount: sadadOrders.amount,
      status: sadadOrders.status,
    })
    .from(sadadOrders)
    .where(and(eq(sadadOrders.company_id, companyId), inArray(sadadOrders.status, [...UNPAID.sadad])));
  const inv = await db
    .select({
      id: invoices.id,
      number: invoices.invoice_number,
      amount: invoices.total,
      status: invoices.status,
    })
    .from(invoices)
    .where(and(eq(invoices.company_id, companyId), inArray(invoices.status, [...UNPAID.invoices])));
  return { sadad, invoices: inv };
}

/** Organisation `id` (any status; locked when asked): the record of a product's clearance file. */
export async function fileCompany(tx: Tx, id: number, lock: boolean) {
  const [c] = await query<{ id: number }>(
    tx,
    sql`select u.id from users u join user_types t on t.id = u.type_id
         where u.id = ${id} and u.parent_id is null and not t.is_authority
         ${lock ? sql`for update of u` : sql``}`,
  );
  return c;
}

/** The active company `id`, locked: the lock every vote and the final disclaimer of it take. */
export async function lockActiveCompany(tx: Tx, id: number) {
  const [c] = await query<{ id: number }>(
    tx,
    sql`select u.id from users u join user_types t on t.id = u.type_id
         where u.id = ${id} and u.parent_id is null and not t.is_authority and u.status = 'active'
         for update of u`,
  );
  return c;
}

/** The company's final disclaimer, or undefined. */
export async function disclaimerOf(db: Tx, companyId: number) {
  const [d] = await db.select().from(finalDisclaimers).where(eq(finalDisclaimers.company_id, companyId));
  return d;
}

/** The vote of `voter` on the company, or undefined. */
export async function voteOf(tx: Tx, companyId: number, voter: string) {
  const [v] = await tx
    .select()
    .from(clearanceVotes)
    .where(and(eq(clearanceVotes.company_id, companyId), eq(clearanceVotes.voter, voter)));
  return v;
}

export async function insertDisclaimer(tx: Tx, companyId: number, issuedBy: number) {
  const [row] = await tx
    .insert(finalDisclaimers)
    .values({ company_id: companyId, issued_by: issuedBy })
    .returning();
  return row;
}
