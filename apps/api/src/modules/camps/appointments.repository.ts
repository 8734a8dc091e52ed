import { type AnyColumn, and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { appointments, assignCamps, camps, squares, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { orgNames } from '../../lib/org-name';
import { squareNames } from '../../lib/place-names';

export const company = alias(users, 'company');

export const apptSelect = {
  ...getTableColumns(appointments),
  assign_status: assignCamps.status,
  camp_number: camps.camp_number,
  square_id: camps.square_id,
  ...squareNames,
  ...orgNames(company),
};
export type ApptRow = { [K in keyof typeof apptSelect]: unknown };

export const apptJoins = (q: PgSelect) =>
  q
    .innerJoin(assignCamps, eq(assignCamps.id, appointments.assign_camp_id))
    .innerJoin(camps, eq(camps.id, appointments.camp_id))
    .innerJoin(squares, eq(squares.id, camps.square_id))
    .innerJoin(company, eq(company.id, appointments.company_id));

export const scopeWhere = (org: number | null, col: AnyColumn = appointments.company_id): SQL | undefined =>
  org === null ? undefined : eq(col, org);

export async function find(db: Tx, id: number, org: number | null) {
  const q = apptJoins(db.select(apptSelect).from(appointments).$dynamic() as unknown as PgSelect).where(
    and(eq(appointments.id, id), scopeWhere(org)),
  );
  const [row] = (await q) as ApptRow[];
  return row;
}

/** The appointment and its assignment, locked (assignment first, the order every writer uses). */
export async function lockBoth(tx: Tx, id: number, org: number | null) {
  const [head] = await tx
    .select({ assign_camp_id: appointments.assign_camp_id })
    .from(appointments)
    .where(and(eq(appointments.id, id), scopeWhere(org)));
  if (!head) throw AppError.notFound();
  const [assignment] = await tx
    .select()
    .from(assignCamps)
    .where(eq(assignCamps.id, head.assign_camp_id))
    .for('update');
  const [appt] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  if (!appt || !assignment) throw AppError.notFound();
  return { appt, assignment };
}
