/**
 * Queries of issued temporary licences (/licenses) and of the temporary-licence forms: the list,
 * the organisations a licence may be issued to, a licence with its holder, the writes, and the
 * form-type check. The rules stay in temp-licences.service.ts.
 */
import { type Lang, USER_TYPES } from '@mashaer/contract';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { camps, forms, tempLicenses, users } from '../../db/schema';
import { type ListInput, runList } from '../../lib/list';
import { deleteRow, touchRow } from '../../lib/rows';
import { company, companyName, scopeWhere } from './licences.repository';

const COMPANY_TYPES = USER_TYPES.filter((t) => !t.authority).map((t) => t.id);
/** An organisation (not an employee, not deleted) of a company type. */
const isCompany = (): SQL | undefined =>
  and(isNull(users.parent_id), isNull(users.deleted_at), inArray(users.type_id, COMPANY_TYPES));

/** The issued licences in the caller's scope (`org` null: all). */
export function listTempLicences(db: Tx, input: ListInput, org: number | null, lang: Lang) {
  return runList(
    db,
    {
      from: tempLicenses,
      joins: (q) =>
        q
          .innerJoin(company, eq(company.id, tempLicenses.company_id))
          .leftJoin(camps, eq(camps.id, tempLicenses.camp_id)),
      select: {
        id: tempLicenses.id,
        license_number: tempLicenses.license_number,
        temp_license_order_id: tempLicenses.temp_license_order_id,
        company_id: tempLicenses.company_id,
        camp_id: tempLicenses.camp_id,
        activity: tempLicenses.activity,
        period: tempLicenses.period,
        starts_at: tempLicenses.starts_at,
        ends_at: tempLicenses.ends_at,
        conditions: tempLicenses.conditions,
        created_at: tempLicenses.created_at,
        camp_number: camps.camp_number,
        company_name: companyName(lang),
      },
      filters: {
        company_id: { op: 'eq', column: tempLicenses.company_id },
        search: { op: 'search', columns: [tempLicenses.license_number, tempLicenses.activity] },
      },
      sorts: {
        id: tempLicenses.id,
        license_number: tempLicenses.license_number,
        ends_at: tempLicenses.ends_at,
        created_at: tempLicenses.created_at,
      },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: tempLicenses.id,
      base: [scopeWhere(tempLicenses, org)],
    },
    input,
  );
}

/** The organisations a licence may be issued to (companies; `org`: only that one), as options. */
export async function companyOptions(db: Tx, org: number | null, lang: Lang) {
  const rows = await db
    .select({ id: users.id, name: users.name, ar: users.company_name_ar, en: users.company_name_en })
    .from(users)
    .where(and(isCompany(), org === null ? undefined : eq(users.id, org)))
    .orderBy(users.id)
    .limit(500);
  return rows.map((r) => ({ value: r.id, label: (lang === 'en' ? r.en : r.ar) ?? r.name }));
}

/** Whether `id` is an organisation a licence may be issued to. */
export async function isLicensable(tx: Tx, id: number) {
  const [c] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isCompany()));
  return c !== undefined;
}

/** The licence `id` in scope with its holder's name, or undefined. */
export async function licenceWithCompany(db: Tx, id: number, org: number | null, lang: Lang) {
  const [row] = await db
    .select({ l: tempLicenses, company_name: companyName(lang) })
    .from(tempLicenses)
    .innerJoin(company, eq(company.id, tempLicenses.company_id))
    .where(and(eq(tempLicenses.id, id), scopeWhere(tempLicenses, org)));
  return row;
}

export const updateTempLicence = (tx: Tx, id: number, set: Partial<typeof tempLicenses.$inferInsert>) =>
  touchRow(tx, tempLicenses, id, set);

export const deleteTempLicence = (tx: Tx, id: number) => deleteRow(tx, tempLicenses, id);

/** Whether form `id` is a `temp_license` form (the other forms are the templates area's). */
export async function isTempForm(db: Tx, id: number) {
  const [f] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.id, id), eq(forms.type, 'temp_license')));
  return f !== undefined;
}
