import { and, desc, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { query, type Tx } from '../../db/client';
import {
  appointments,
  assignCampHistory,
  assignCamps,
  camps,
  countries,
  files,
  squares,
  users,
} from '../../db/schema';
import { equalTo, type ListInput, type ListSpec, naturalSort, runList } from '../../lib/list';
import { orgNames } from '../../lib/org-name';
import { squareNames } from '../../lib/place-names';

const company = alias(users, 'company');

/** The latest live appointment of an assignment (for lists). */
const lastAppointment = sql<string | null>`(select max(a.appointment) from appointments a
  where a.assign_camp_id = ${assignCamps.id} and a.status <> 'rejected')`;

const assignSelect = {
  ...getTableColumns(assignCamps),
  receiver_company_id: assignCamps.company_id,
  camp_number: camps.camp_number,
  camp_uuid: camps.uuid,
  camp_status: camps.status,
  square_id: camps.square_id,
  ...squareNames,
  ...orgNames(company),
  company_type_id: company.type_id,
  country_name: countries.name,
  country_name_en: countries.name_en,
  appointment: lastAppointment,
};
export type AssignRow = { [K in keyof typeof assignSelect]: unknown };

const joins = (q: PgSelect) =>
  q
    .innerJoin(camps, eq(camps.id, assignCamps.camp_id))
    .innerJoin(squares, eq(squares.id, camps.square_id))
    .innerJoin(company, eq(company.id, assignCamps.company_id))
    .leftJoin(countries, eq(countries.id, assignCamps.country_id));

const spec: Omit<ListSpec<typeof assignSelect>, 'base'> = {
  from: assignCamps,
  select: assignSelect,
  joins,
  filters: {
    search: {
      op: 'search',
      columns: [camps.camp_number, assignCamps.receiver_cr, company.company_name_ar, company.company_name_en],
    },
    ...equalTo({
      status: assignCamps.status,
      square_id: camps.square_id,
      camp_id: assignCamps.camp_id,
      company_id: assignCamps.company_id,
      country_id: assignCamps.country_id,
    }),
  },
  sorts: {
    id: assignCamps.id,
    status: assignCamps.status,
    camp_number: naturalSort(camps.camp_number),
    square_id: camps.square_id,
    created_at: assignCamps.created_at,
    updated_at: assignCamps.updated_at,
  },
  defaultSort: { by: 'id', dir: 'desc' },
  tiebreak: assignCamps.id,
};

/** Row scope: a company sees its own assignments only. */
export const scopeWhere = (org: number | null): SQL | undefined =>
  org === null ? undefined : eq(assignCamps.company_id, org);

export const listAssignments = (db: Tx, input: ListInput, org: number | null) =>
  runList(db, { ...spec, base: [scopeWhere(org)] }, input);

export async function findAssignment(db: Tx, id: number, org: number | null) {
  const q = joins(db.select(assignSelect).from(assignCamps).$dynamic() as unknown as PgSelect).where(
    and(eq(assignCamps.id, id), scopeWhere(org)),
  );
  const [row] = (await q) as AssignRow[];
  return row;
}

/** The assignment row locked for a change, in scope, or undefined. */
export async function lockAssignment(tx: Tx, id: number, org: number | null) {
  const [row] = await tx
    .select()
    .from(assignCamps)
    .where(and(eq(assignCamps.id, id), scopeWhere(org)))
    .for('update');
  return row;
}

export async function activeAssignmentOfCamp(tx: Tx, campId: number, exceptId?: number) {
  const [row] = await tx
    .select({ id: assignCamps.id })
    .from(assignCamps)
    .where(
      and(
        eq(assignCamps.camp_id, campId),
        ne(assignCamps.status, 'returned'),
        exceptId ? ne(assignCamps.id, exceptId) : undefined,
      ),
    );
  return row;
}

/** Is this user an active receiving organisation (raft office, raft company, service provider)? */
export async function receiver(tx: Tx, id: number) {
  const rows = await query<{ id: number; type_code: string; phone: string; email: string }>(
    tx,
    sql`select u.id, ut.code as type_code, u.phone, u.email from users u join user_types ut on ut.id = u.type_id
         where u.id = ${id} and u.status = 'active' and u.parent_id is null and u.deleted_at is null
           and ut.code in ('raft_office', 'raft_company', 'service_provider')`,
  );
  return rows[0];
}

export async function history(db: Tx, assignId: number) {
  return db
    .select({
      id: assignCampHistory.id,
      from_status: assignCampHistory.from_status,
      to_status: assignCampHistory.to_status,
      note: assignCampHistory.note,
      user_id: assignCampHistory.user_id,
      user_name: users.name,
      created_at: assignCampHistory.created_at,
    })
    .from(assignCampHistory)
    .leftJoin(users, eq(users.id, assignCampHistory.user_id))
    .where(eq(assignCampHistory.assign_camp_id, assignId))
    .orderBy(assignCampHistory.id);
}

export async function appointmentsOf(db: Tx, assignId: number) {
  return db
    .select({
      id: appointments.id,
      appointment: appointments.appointment,
      ends_at: appointments.ends_at,
      status: appointments.status,
      absent_at: appointments.absent_at,
    })
    .from(appointments)
    .where(eq(appointments.assign_camp_id, assignId))
    .orderBy(desc(appointments.appointment));
}

export async function fileMeta(db: Tx, ids: (number | null)[]) {
  const wanted = ids.filter((i): i is number => i !== null);
  if (!wanted.length) return [];
  return db
    .select({ id: files.id, original_name: files.original_name, size: files.size, mime: files.mime })
    .from(files)
    .where(sql`${files.id} in ${wanted}`);
}
