import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { query, type Tx } from '../../db/client';
import { assignCamps, camps, cities, type countries, squares, users } from '../../db/schema';
import { equalTo, type ListInput, type ListSpec, naturalSort, runCompiledList } from '../../lib/list';
import { orgName, orgNames } from '../../lib/org-name';
import { squareNames } from '../../lib/place-names';

/** The active (not returned) assignment of each camp, joined into camp lists. */
export const activeAssign = alias(assignCamps, 'active_assign');
const holder = alias(users, 'holder');

const campSelect = {
  ...getTableColumns(camps),
  ...squareNames,
  city_name: cities.name,
  city_name_en: cities.name_en,
  assign_camp_id: activeAssign.id,
  assign_status: activeAssign.status,
  company_id: activeAssign.company_id,
  ...orgNames(holder),
};
export type CampRow = { [K in keyof typeof campSelect]: unknown };

const campJoins = (q: PgSelect) =>
  q
    .innerJoin(squares, eq(squares.id, camps.square_id))
    .leftJoin(cities, eq(cities.id, camps.city_id))
    .leftJoin(activeAssign, and(eq(activeAssign.camp_id, camps.id), ne(activeAssign.status, 'returned')))
    .leftJoin(holder, eq(holder.id, activeAssign.company_id));

export const campListSpec: Omit<ListSpec<typeof campSelect>, 'base'> = {
  from: camps,
  select: campSelect,
  joins: campJoins,
  // Every camp has its square (a required foreign key); cities, the active assignment (at most one
  // a camp) and its holder never change the count: only the `assigned` filter needs a join.
  countJoins: (q, filters) => (filters.has('assigned') ? campJoins(q) : q),
  filters: {
    search: { op: 'search', columns: [camps.camp_number, camps.mina_label, camps.mina_plot_number] },
    ...equalTo({ square_id: camps.square_id, city_id: camps.city_id, status: camps.status }),
    is_developed: { op: 'flag', column: camps.is_developed },
    assigned: {
      op: 'custom',
      variant: (v) => String(v === 1 || v === '1'),
      where: (v) =>
        v === 1 || v === '1' ? sql`${activeAssign.id} is not null` : sql`${activeAssign.id} is null`,
    },
  },
  sorts: {
    id: camps.id,
    camp_number: naturalSort(camps.camp_number),
    square_id: camps.square_id,
    status: camps.status,
    tents_count: camps.tents_count,
    size: camps.size,
  },
  defaultSort: { by: 'id', dir: 'asc' },
  tiebreak: camps.id,
};

export type SquareOption = { id: number; name: string; name_en: string };

/** A page of camps and, in the same statement, the squares for the list's square filter. */
export async function listCamps(db: Tx, input: ListInput) {
  const { page, extras } = await runCompiledList(
    db,
    {
      ...campListSpec,
      key: 'camps',
      deferJoins: true,
      extras: {
        squares: sql`select coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'name_en', s.name_en)
                       order by s.id), '[]'::jsonb) from ${squares} s`,
      },
    },
    input,
  );
  return { page, squares: (extras.squares ?? []) as SquareOption[] };
}

export async function findCamp(db: Tx, id: number) {
  const q = campJoins(db.select(campSelect).from(camps).$dynamic() as unknown as PgSelect).where(
    eq(camps.id, id),
  );
  const [row] = (await q) as CampRow[];
  return row;
}

export async function lockCamp(tx: Tx, id: number) {
  const [row] = await tx.select().from(camps).where(eq(camps.id, id)).for('update');
  return row;
}

export const exists = async (tx: Tx, table: typeof squares | typeof cities | typeof countries, id: number) =>
  (await tx.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;

export async function campsOfSquare(db: Tx, squareId: number) {
  return db
    .select({
      id: camps.id,
      camp_number: camps.camp_number,
      status: camps.status,
      mina_label: camps.mina_label,
      is_assigned: sql<boolean>`${activeAssign.id} is not null`,
    })
    .from(camps)
    .leftJoin(activeAssign, and(eq(activeAssign.camp_id, camps.id), ne(activeAssign.status, 'returned')))
    .where(eq(camps.square_id, squareId))
    .orderBy(sql`length(${camps.camp_number})`, camps.camp_number, camps.id);
}

/** Companies that may receive a camp: active organisations (not employees) of the company types. */
export const RECEIVER_TYPE_CODES = ['raft_office', 'raft_company', 'service_provider'] as const;

export async function receivers(db: Tx, onlyOrg: number | null) {
  return query<{ id: number; name: string; name_en: string; type_code: string }>(
    db,
    sql`
    select users.id, ${orgName(users, 'ar')} as name, ${orgName(users, 'en')} as name_en, ut.code as type_code
      from users join user_types ut on ut.id = users.type_id
     where users.status = 'active' and users.parent_id is null and users.deleted_at is null
       and ut.code in ('raft_office', 'raft_company', 'service_provider')
       ${onlyOrg === null ? sql`` : sql`and users.id = ${onlyOrg}`}
     order by 2, users.id`,
  );
}
