import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

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
