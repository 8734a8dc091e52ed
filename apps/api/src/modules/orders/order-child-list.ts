/**
 * What the lists of an order's requests (cancel requests, achievement reports) share: each row
 * names its order, camp and owner company, is searched by order and camp number, sorted newest first.
 */
import { eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import { camps, orders, users } from '../../db/schema';
import type { FilterDef } from '../../lib/list';

const company = alias(users, 'company');
type Named = { company_name_ar: AnyPgColumn; company_name_en: AnyPgColumn; name: AnyPgColumn };
/** A company's or consultant's name in each language (the organisation's name, else its user's). */
export const orgName = (u: Named, lang: 'ar' | 'en') =>
  lang === 'en'
    ? sql<string>`coalesce(${u.company_name_en}, ${u.name})`
    : sql<string>`coalesce(${u.company_name_ar}, ${u.name})`;

type OrderChild = {
  id: AnyPgColumn;
  order_id: AnyPgColumn;
  company_id: AnyPgColumn;
  status: AnyPgColumn;
  created_at: AnyPgColumn;
};

/** The shared part of the list's spec: joins (plus the list's own), columns, search and sorts. */
export function orderChildList<T extends OrderChild>(t: T, joins: (q: PgSelect) => PgSelect) {
  return {
    joins: (q: PgSelect) =>
      joins(
        q
          .innerJoin(orders, eq(orders.id, t.order_id))
          .innerJoin(camps, eq(camps.id, orders.camp_id))
          .innerJoin(company, eq(company.id, t.company_id)),
      ),
    select: {
      id: t.id as T['id'],
      order_id: t.order_id as T['order_id'],
      number: orders.number,
      camp_number: camps.camp_number,
      status: t.status as T['status'],
      company_id: t.company_id as T['company_id'],
      company_name: orgName(company, 'ar'),
      company_name_en: orgName(company, 'en'),
      created_at: t.created_at as T['created_at'],
    },
    search: { op: 'search', columns: [orders.number, camps.camp_number] } as FilterDef,
    sorts: { id: t.id, status: t.status, created_at: t.created_at },
    defaultSort: { by: 'id', dir: 'desc' } as const,
    tiebreak: t.id,
  };
}
