/**
 * Queries sadad orders and invoices share: the company a bill is raised on (its names in both
 * languages) and the organisations that may be billed. Each bill's own queries are in
 * `sadad.repository.ts` and `invoices.repository.ts`; the rules stay in the services.
 */
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { users, userTypes } from '../../db/schema';
import { searchCondition, searchPattern } from '../../lib/list-filters';

/** The company of a bill (users under another name), with its name in either language first. */
export const company = alias(users, 'company');
export const companyAr = sql<string>`coalesce(${company.company_name_ar}, ${company.company_name_en}, ${company.name})`;
export const companyEn = sql<string>`coalesce(${company.company_name_en}, ${company.company_name_ar}, ${company.name})`;

const userAr = sql<string>`coalesce(${users.company_name_ar}, ${users.company_name_en}, ${users.name})`;
const userEn = sql<string>`coalesce(${users.company_name_en}, ${users.company_name_ar}, ${users.name})`;
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
