/**
 * Queries of violations: the list (with camp, square, company and level names), one violation in
 * scope with the same, the camp's holder, and the insert. The rules stay in violations.service.ts.
 */
import type { FilterOption, Lang } from '@mashaer/contract';
import { and, eq, getTableColumns, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { query, type Tx } from '../../db/client';
import { assignCamps, camps, squares, users, violationLevels, violations } from '../../db/schema';
import { equalTo, type ListInput, runCompiledList } from '../../lib/list';
import { keyedSpec } from '../../lib/list-compiled';
import { companyRecordsList } from '../../lib/list-defaults';
import { orgName } from '../../lib/org-name';

const company = alias(users, 'violation_company');
const companyAr = orgName(company, 'ar');
const companyEn = orgName(company, 'en');

const joins = (q: PgSelect) =>
  q
    .innerJoin(camps, eq(camps.id, violations.camp_id))
    .innerJoin(squares, eq(squares.id, violations.square_id))
    .innerJoin(company, eq(company.id, violations.company_id))
    .innerJoin(violationLevels, eq(violationLevels.id, violations.level_id)) as unknown as PgSelect;

/** A violation's level in both languages, with its fine. */
const levelNames = {
  level_ar: violationLevels.name,
  level_en: violationLevels.name_en,
  fine: violationLevels.fine,
};

const names = {
  camp_number: camps.camp_number,
  square_ar: squares.name,
  square_en: squares.name_en,
  company_ar: companyAr,
  company_en: companyEn,
  ...levelNames,
  level_color: violationLevels.color,
};

export type ViolationRecord = typeof violations.$inferSelect;
export type NamedViolation = ViolationRecord & {
  camp_number: string;
  square_ar: string;
  square_en: string;
  company_ar: string;
  company_en: string;
  level_ar: string;
  level_en: string;
  level_color: string;
  fine: number;
};

/**
 * A company sees its violations once they are assigned to it (a `created` one is the inspector's
 * draft); the authority sees all. `assignedOnly` narrows to the assignments' list.
 */
function scopeOf(org: number | Placeholder | null, assignedOnly: boolean): SQL[] {
  const out: SQL[] = [];
  if (org !== null) out.push(eq(violations.company_id, org), ne(violations.status, 'created'));
  if (assignedOnly) out.push(sql`${violations.assigned_at} is not null`);
  return out;
}

/** Violations with their camp number and their level in both languages, oldest first. */
function lines(db: Tx, where: SQL) {
  const { id, number, status, body, created_at } = violations;
  return db
    .select({ id, number, status, body, created_at, camp_number: camps.camp_number, ...levelNames })
    .from(violations)
    .innerJoin(camps, eq(camps.id, violations.camp_id))
    .innerJoin(violationLevels, eq(violationLevels.id, violations.level_id))
    .where(where)
    .orderBy(violations.id);
}

/**
 * A company's open violations (assigned to it and neither completed nor cancelled): the evidence
 * its clearance is voted on.
 */
export const openOfCompany = (db: Tx, companyId: number) =>
  lines(
    db,
    and(
      eq(violations.company_id, companyId),
      sql`${violations.status} not in ('created', 'completed', 'cancelled')`,
    )!,
  );

/** The violations a regulatory order was issued from. */
export const ofOrder = (db: Tx, orderId: number) => lines(db, eq(violations.violation_order_id, orderId));

/**
 * The violations in the caller's scope (`org` null: all): a compiled list (one prepared statement a
 * scope and filter set answers the page and its count; the bench found the list built per call at
 * about half its baseline's rate). The scope and the inspector are placeholders.
 */
export async function listViolations(
  db: Tx,
  input: ListInput,
  org: number | null,
  o: { assignedOnly?: boolean; mine?: number; lang: Lang },
) {
  const key = `violations:${org === null ? 'all' : 'org'}:${o.assignedOnly ? 'assigned' : 'any'}:${o.mine ? 'mine' : 'every'}:${o.lang}`;
  const { page, extras } = await runCompiledList(
    db,
    keyedSpec(key, () => ({
      // The level filter's options in the same statement (one round trip fewer a call).
      extras: {
        levels: sql`select coalesce(jsonb_agg(jsonb_build_object('value', l.id, 'label', ${
          o.lang === 'en' ? sql`l.name_en` : sql`l.name`
        }) order by l.severity, l.id), '[]'::jsonb) from ${violationLevels} l`,
      },
      from: violations,
      select: { ...getTableColumns(violations), ...names },
      ...companyRecordsList(violations, null, {
        compiled: false,
        joins,
        filters: {
          ...equalTo({
            violation_form_level_id: violations.level_id,
            square_id: violations.square_id,
            camp_id: violations.camp_id,
          }),
        },
        search: [violations.number, camps.camp_number, company.company_name_ar, company.company_name_en],
        sorts: { due_at: violations.due_at, level: violationLevels.severity },
      }),
      base: [
        ...scopeOf(org === null ? null : sql.placeholder('org'), !!o.assignedOnly),
        o.mine ? eq(violations.created_by, sql.placeholder('mine')) : undefined,
      ],
    })),
    input,
    { ...(org === null ? {} : { org }), ...(o.mine ? { mine: o.mine } : {}) },
  );
  return { page, levels: (extras.levels ?? []) as FilterOption[] };
}

/** One violation in the caller's scope with its names, or undefined. */
export async function findViolation(db: Tx, id: number, org: number | null) {
  const q = db
    .select({ ...getTableColumns(violations), ...names })
    .from(violations)
    .$dynamic();
  const [r] = await (joins(q as unknown as PgSelect) as unknown as typeof q).where(
    and(eq(violations.id, id), ...scopeOf(org, false)),
  );
  return r as NamedViolation | undefined;
}

/** The camp with its square and the company holding it now (its active assignment). */
export async function campHolder(db: Tx, campId: number) {
  const [r] = await db
    .select({ id: camps.id, square_id: camps.square_id, company_id: assignCamps.company_id })
    .from(camps)
    .leftJoin(assignCamps, and(eq(assignCamps.camp_id, camps.id), ne(assignCamps.status, 'returned')))
    .where(eq(camps.id, campId));
  return r;
}

export async function levelOf(db: Tx, id: number) {
  const [r] = await db.select().from(violationLevels).where(eq(violationLevels.id, id));
  return r;
}

/** The violation the same user already sent with this key (a retried offline submission). */
export async function byKey(db: Tx, userId: number, key: string) {
  const [r] = await db
    .select({ id: violations.id })
    .from(violations)
    .where(and(eq(violations.created_by, userId), eq(violations.idempotency_key, key)));
  return r;
}

/** The next number, `V-000123`, from the id sequence (unique, no race). */
export async function nextNumber(tx: Tx) {
  const [r] = await query<{ n: string }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('violations', 'id'))::text as n`,
  );
  return Number(r.n);
}
