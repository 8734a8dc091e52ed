/**
 * Queries of entry (car) licences: the list with its camp filter's options, the camps a company
 * may ask a permit (or a temporary licence) for, and the writes. The rules stay in
 * car-licences.service.ts.
 */
import type { Lang } from '@mashaer/contract';
import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import { assignCamps, camps, carLicences, squares } from '../../db/schema';
import { type ListInput, runCompiledList } from '../../lib/list';
import { keyedSpec } from '../../lib/list-compiled';
import { placeColumns, placedRecordsList, placeJoins, squareName } from './licences.repository';

type CampOption = { value: number; label: string };

/** The camps assigned (not returned) to `org` (null: every company), as filter options. */
const campOptionsSql = (org: Placeholder | number | null, lang: Lang) => sql`
  select coalesce(jsonb_agg(jsonb_build_object('value', x.id, 'label', concat(x.n, ' — ', x.sq)) order by x.aid), '[]'::jsonb)
    from (select ${assignCamps.id} as aid, ${camps.id} as id, ${camps.camp_number} as n,
                 ${squareName(lang)} as sq
            from ${assignCamps} join ${camps} on ${camps.id} = ${assignCamps.camp_id}
            join ${squares} on ${squares.id} = ${camps.square_id}
           where ${assignCamps.status} <> 'returned' ${org === null ? sql`` : sql`and ${assignCamps.company_id} = ${org}`}
           order by ${assignCamps.id} limit 500) x`;

export async function campOptions(db: Tx, org: number | null, lang: Lang) {
  const [r] = await query<{ options: CampOption[] }>(
    db,
    sql`select (${campOptionsSql(org, lang)}) as options`,
  );
  return r.options;
}

/** The car licences list in the caller's scope, with the camp filter's options: one statement. */
export async function listCarLicences(db: Tx, input: ListInput, org: number | null, lang: Lang) {
  const key = `car-licences:${org === null ? 'all' : 'org'}:${lang}`;
  const { page, extras } = await runCompiledList(
    db,
    keyedSpec(key, () => ({
      // A compiled list: one prepared statement a scope, language and filter set, which also
      // brings the camp filter's options.
      extras: { camps: campOptionsSql(org === null ? null : sql.placeholder('org'), lang) },
      from: carLicences,
      select: {
        id: carLicences.id,
        company_id: carLicences.company_id,
        plate_number: carLicences.plate_number,
        driver_name: carLicences.driver_name,
        status: carLicences.status,
        expire_date: carLicences.expire_date,
        ...placeColumns(lang),
      },
      ...placedRecordsList(carLicences, org, {
        byCompany: false,
        joins: placeJoins(carLicences, carLicences.square_id),
        search: [carLicences.plate_number, carLicences.driver_name, camps.camp_number],
        sorts: { expire_date: carLicences.expire_date },
      }),
    })),
    input,
    { org },
  );
  return { page, camps: (extras.camps ?? []) as CampOption[] };
}

/** Camp `campId` with its square and holder, when assigned (not returned) to `org` (null: anyone). */
export async function assignedCamp(tx: Tx, campId: number, org: number | null) {
  const [c] = await tx
    .select({ id: camps.id, square_id: camps.square_id, company_id: assignCamps.company_id })
    .from(camps)
    .innerJoin(assignCamps, and(eq(assignCamps.camp_id, camps.id), sql`${assignCamps.status} <> 'returned'`))
    .where(and(eq(camps.id, campId), org === null ? undefined : eq(assignCamps.company_id, org)));
  return c;
}

export async function insertCarLicence(tx: Tx, values: typeof carLicences.$inferInsert) {
  const [r] = await tx.insert(carLicences).values(values).returning();
  return r;
}

export async function updateCarLicence(tx: Tx, id: number, set: Partial<typeof carLicences.$inferInsert>) {
  const [r] = await tx
    .update(carLicences)
    .set({ ...set, updated_at: sql`now()` })
    .where(eq(carLicences.id, id))
    .returning();
  return r;
}
