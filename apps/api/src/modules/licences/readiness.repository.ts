/**
 * Queries of readiness licences: the list, the delivered camps a company may ask for, the
 * readiness form and pledge setting, and the writes of a new request. The rules (states, who may,
 * the transactions) stay in readiness.service.ts.
 */
import { type Lang, READINESS_PLEDGE_SETTING } from '@mashaer/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assignCamps, camps, forms, readinessLicenses, squares, webSettings } from '../../db/schema';
import { type ListInput, runList } from '../../lib/list';
import { insertRow, updateRow } from '../../lib/rows';
import { company, placeColumns, placedRecordsList, placeJoins, squareName } from './licences.repository';

/** The readiness list in the caller's scope (`org` null: all): a compiled list. */
export function listReadiness(db: Tx, input: ListInput, org: number | null, lang: Lang) {
  return runList(
    db,
    {
      // A compiled list: one prepared statement a scope, language and filter set.
      key: `readiness:${org === null ? 'all' : 'org'}:${lang}`,
      from: readinessLicenses,
      select: {
        id: readinessLicenses.id,
        assign_camp_id: readinessLicenses.assign_camp_id,
        camp_id: readinessLicenses.camp_id,
        company_id: readinessLicenses.company_id,
        form_id: readinessLicenses.form_id,
        status: readinessLicenses.status,
        validity_period: readinessLicenses.validity_period,
        issued_at: readinessLicenses.issued_at,
        expires_at: readinessLicenses.expires_at,
        rejection_reason: readinessLicenses.rejection_reason,
        created_at: readinessLicenses.created_at,
        ...placeColumns(lang),
      },
      ...placedRecordsList(readinessLicenses, org, {
        joins: placeJoins(readinessLicenses),
        search: [camps.camp_number, company.company_name_ar, company.company_name_en],
        sorts: { expires_at: readinessLicenses.expires_at },
      }),
    },
    input,
    { org },
  );
}

/** The company's delivered camps with no live readiness request (the create screen's choice). */
export function deliveredCamps(db: Tx, org: number | null, lang: Lang) {
  return db
    .select({
      assign_camp_id: assignCamps.id,
      camp_id: camps.id,
      camp_number: camps.camp_number,
      square_name: squareName(lang),
      company_id: assignCamps.company_id,
    })
    .from(assignCamps)
    .innerJoin(camps, eq(camps.id, assignCamps.camp_id))
    .innerJoin(squares, eq(squares.id, camps.square_id))
    .where(
      and(
        eq(assignCamps.status, 'deliverd'),
        org === null ? undefined : eq(assignCamps.company_id, org),
        sql`not exists (select 1 from readiness_licenses r where r.assign_camp_id = ${assignCamps.id}
                          and r.status in ('draft', 'pending', 'disapproved', 'approved'))`,
      ),
    )
    .orderBy(asc(assignCamps.id))
    .limit(500);
}

/** The readiness form: the first `simple_readiness_license` form. */
export async function readinessForm(db: Tx) {
  const [f] = await db
    .select({ id: forms.id, name: forms.name, name_en: forms.name_en })
    .from(forms)
    .where(eq(forms.type, 'simple_readiness_license'))
    .orderBy(asc(forms.id))
    .limit(1);
  return f ?? null;
}

/** The `readiness_pledge` web setting the authority edits, or undefined. */
export async function pledgeSetting(db: Tx) {
  const [s] = await db
    .select({ value: webSettings.value, value_en: webSettings.value_en })
    .from(webSettings)
    .where(eq(webSettings.key, READINESS_PLEDGE_SETTING));
  return s;
}

/** The assignment `id` in scope, locked (the camp a new request is for), or undefined. */
export async function lockAssignment(tx: Tx, id: number, org: number | null) {
  const [a] = await tx
    .select()
    .from(assignCamps)
    .where(and(eq(assignCamps.id, id), org === null ? undefined : eq(assignCamps.company_id, org)))
    .for('update');
  return a;
}

export const insertReadiness = (tx: Tx, values: typeof readinessLicenses.$inferInsert) =>
  insertRow(tx, readinessLicenses, values);

export const setFilling = (tx: Tx, id: number, fillingId: number) =>
  updateRow(tx, readinessLicenses, id, { filling_id: fillingId });
