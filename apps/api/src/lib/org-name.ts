import { type AnyColumn, and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users, userTypes } from '../db/schema';

type Lang = 'ar' | 'en';
type NamedOrg = { company_name_ar: AnyColumn; company_name_en: AnyColumn; name: AnyColumn };

/**
 * An organisation's name as the screens show it, in SQL: its company name in the caller's
 * language, else in the other language, else the account's name. `u` is the users table or an
 * alias of it (`alias(users, 'company')`).
 */
export const orgName = (u: NamedOrg, lang: Lang): SQL<string> =>
  lang === 'en'
    ? sql<string>`coalesce(${u.company_name_en}, ${u.company_name_ar}, ${u.name})`
    : sql<string>`coalesce(${u.company_name_ar}, ${u.company_name_en}, ${u.name})`;

/**
 * The partner organisations (account holders of the non-authority types, not deleted) as select
 * options in the caller's language: the pickers of named users (a restricted ticket subject's
 * allowed users, a questionnaire's named audience).
 */
export async function organisationOptions(db: Tx, lang: Lang, limit = 2000) {
  const rows = await db
    .select({ value: users.id, label: orgName(users, lang) })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
    .where(and(eq(userTypes.is_authority, false), isNull(users.parent_id), isNull(users.deleted_at)))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows;
}

/**
 * An organisation's name in both languages as list rows and details carry it (`company_name`,
 * `company_name_en`; see `orgName`).
 */
export const orgNames = (u: NamedOrg) => ({
  company_name: orgName(u, 'ar'),
  company_name_en: orgName(u, 'en'),
});
