/** What several bench generators select: the company types, the held bench camps, the billable companies. */

/** Registrable (company) type ids, the types a bench company is of. */
export const COMPANY_TYPES = [2, 3, 4, 6, 8, 9, 10, 11];

/** The bench camps a bench company holds (not returned), numbered: what a workflow's records hang on. */
export const HELD_BENCH_CAMPS = `select a.id, a.camp_id, c.square_id, a.company_id, row_number() over (order by a.id) as rn, count(*) over () as n
    from assign_camps a join camps c on c.id = a.camp_id join squares sq on sq.id = c.square_id
   where sq.name_en like 'Bench square %' and a.status <> 'returned'`;

/** The active bench organisations that may be billed (not of an authority type), numbered. */
export const BILLABLE_BENCH_COMPANIES = `select u.id, row_number() over (order by u.id) as rn, count(*) over () as n
    from users u join user_types t on t.id = u.type_id
   where u.email like 'bench-c%' and u.status = 'active' and u.parent_id is null and not t.is_authority`;
