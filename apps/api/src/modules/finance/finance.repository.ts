/**
 * Queries sadad orders and invoices share: the company a bill is raised on (its names in both
 * languages) and the organisations that may be billed. Each bill's own queries are in
 * `sadad.repository.ts` and `invoices.repository.ts`; the rules stay in the services.
 */
import { type AnyColumn, and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { users, userTypes } from '../../db/schema';
import { searchCondition, searchPattern } from '../../lib/list-filters';
import { orgName } from '../../lib/org-name';

/** The company of a bill (users under another name), with its name in either language first. */
export const company = alias(users, 'company');
export const companyAr = orgName(company, 'ar');
export const companyEn = orgName(company, 'en');
/** The bill's company joined to a list or a read (a required foreign key). */
export const joinCompany = (bills: { company_id: AnyColumn }) => (q: PgSelect) =>
  q.innerJoin(company, eq(company.id, bills.company_id)) as unknown as PgSelect;

const userAr = orgName(users, 'ar');
const userEn = orgName(users, 'en');
/** Organisations (no parent, not an authority type) that are active: who may be billed. */
const billable = () =>
  and(isNull(users.parent_id), eq(userTypes.is_authority, false), eq(users.status, 'active'));

const billableWhere = (where: SQL | undefined, db: Tx, limit: number) =>
  db
    .select({ id: users.id, ar: userAr, en: userEn })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
    .where(and(billable(), where))
    .orderBy(asc(users.id))
    .limit(limit);

/** The first `limit` billable organisations whose name (either language) contains `search`. */
export function billableCompanies(db: Tx, search: string | undefined, limit: number) {
  return billableWhere(
    search ? searchCondition([userAr, userEn], searchPattern(search)) : undefined,
    db,
    limit,
  );
}

/** The billable organisation `id` (0 or 1 rows). */
export const billableCompany = (db: Tx, id: number) => billableWhere(eq(users.id, id), db, 1);
