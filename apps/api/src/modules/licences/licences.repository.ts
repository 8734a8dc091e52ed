/**
 * Queries every licence of this module shares (readiness, car, temporary orders, issued temporary
 * licences): a record's row scope, the record in scope, and the place (camp, square, company) and
 * form filling its list rows and details show. Each licence's own queries are in its
 * `*.repository.ts`; the rules stay in the services.
 */
import type { Lang } from '@mashaer/contract';
import { type AnyColumn, and, eq, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { camps, formFillings, squares, users } from '../../db/schema';
import { naturalSort } from '../../lib/list';
import { type CompanyRecordsOptions, companyRecordsList } from '../../lib/list-defaults';
import { orgName } from '../../lib/org-name';
import { findRow } from '../../lib/scope';

/** The company a licence belongs to (users under another name, so a query may join users again). */
export const company = alias(users, 'company');
export const companyName = (lang: Lang) => orgName(company, lang);
export const squareName = (lang: Lang) => (lang === 'en' ? squares.name_en : squares.name);

/** A licence table: its id, its company, its camp, the square the camp is in (or its own). */
type LicenceTable = PgTable & { id: PgColumn; company_id: PgColumn };
type PlacedTable = LicenceTable & { camp_id: PgColumn };

/** Row scope: a company sees its own licences only (`org` null: every licence). */
export const scopeWhere = (table: LicenceTable, org: number | null): SQL | undefined =>
  org === null ? undefined : eq(table.company_id, org);

/** The licence `id` in scope (locked when asked), or undefined. */
export async function findInScope<T extends LicenceTable>(
  db: Tx,
  table: T,
  id: number,
  org: number | null,
  lock = false,
): Promise<T['$inferSelect'] | undefined> {
  return findRow(db, table, and(eq(table.id, id), scopeWhere(table, org)), lock);
}

/** Its company id, for the attachments mechanism (the drawings of a readiness or temporary order). */
export async function companyOf(db: Tx, table: LicenceTable, id: number, org: number | null, lock: boolean) {
  const q = db
    .select({ companyId: table.company_id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), scopeWhere(table, org)));
  const [row] = await (lock ? q.for('update') : q);
  return row as { companyId: number } | undefined;
}

/**
 * The joins of a licence's camp, square and company (`squareOf`: the licence's own square column,
 * else its camp's) — for the lists and the details alike.
 */
export const placeJoins =
  (table: PlacedTable, squareOf: AnyColumn = camps.square_id) =>
  (q: PgSelect) =>
    q
      .innerJoin(camps, eq(camps.id, table.camp_id))
      .innerJoin(squares, eq(squares.id, squareOf))
      .innerJoin(company, eq(company.id, table.company_id)) as unknown as PgSelect;

/**
 * What a licence list declares beyond companies' records (`companyRecordsList`): the camp filter
 * and the sort by camp number; `o` names the list's own.
 */
export const placedRecordsList = (
  table: Parameters<typeof companyRecordsList>[0] & { camp_id: AnyColumn },
  org: number | null,
  o: CompanyRecordsOptions,
) =>
  companyRecordsList(table, org, {
    ...o,
    filters: { camp_id: { op: 'eq', column: table.camp_id }, ...o.filters },
    sorts: { camp_number: naturalSort(camps.camp_number), ...o.sorts },
  });

/** The place columns a list row or details answer shows, in the caller's language. */
export const placeColumns = (lang: Lang) => ({
  camp_number: camps.camp_number,
  square_name: squareName(lang),
  company_name: companyName(lang),
});

/** The camp, square and company of licence `id` (details), with its form filling when it has one. */
export async function placeOf(
  db: Tx,
  table: PlacedTable,
  id: number,
  lang: Lang,
  opts: { squareOf?: AnyColumn; fillingOf?: AnyColumn } = {},
) {
  const q = placeJoins(
    table,
    opts.squareOf,
  )(
    db
      .select({
        ...placeColumns(lang),
        ...(opts.fillingOf
          ? { filling_status: formFillings.status, form_version_id: formFillings.form_version_id }
          : {}),
      })
      .from(table as PgTable)
      .$dynamic(),
  );
  const withFilling = opts.fillingOf ? q.leftJoin(formFillings, eq(formFillings.id, opts.fillingOf)) : q;
  const [info] = await withFilling.where(eq(table.id, id));
  return info as
    | {
        camp_number: string;
        square_name: string;
        company_name: string;
        filling_status?: string | null;
        form_version_id?: number | null;
      }
    | undefined;
}
