/**
 * Entry (car) licences (spec 000 §7 general/licenseCarOrder; 001 §3 "Entry licence request", §8):
 * a company asks for a vehicle's entry permit to one of its camps; the authority approves it
 * (approval date now, expiry after the period; a verifiable permit is issued) or rejects it with a
 * cause. Only a pending request may be updated; a rejected one cannot be viewed or updated.
 */
import {
  CAR_LICENCE_STATUSES,
  type CarLicenceRow,
  type CarLicenceSchema,
  runtimeKey,
  translate,
} from '@mashaer/contract';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { query, type Tx } from '../../db/client';
import { assignCamps, camps, carLicences, squares, users } from '../../db/schema';
import { actorOf } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { documentSummary } from '../../lib/documents';
import { type ListInput, listResponse, naturalSort, runCompiledList } from '../../lib/list';
import { orgName } from '../../lib/org-name';
import { lockInScope } from '../../lib/scope';
import { recordCreated, runAction, timeline, workflowState } from '../../lib/workflow';
import { type AuthUser, scopeOrg } from '../../plugins/access';
import { type CarLicence, carLicenceWorkflow } from './car-licence.workflow';

type Lang = 'ar' | 'en';
type Body = z.infer<typeof CarLicenceSchema>;
const company = alias(users, 'company');
const scopeWhere = (org: number | null): SQL | undefined =>
  org === null ? undefined : eq(carLicences.company_id, org);
const MODULE = 'licences';

export async function list(ctx: AppContext, req: FastifyRequest, user: AuthUser, input: ListInput) {
  const lang = req.lang as Lang;
  const actor = actorOf(req);
  const org = scopeOrg(user);
  const joins = (q: PgSelect) =>
    q
      .innerJoin(camps, eq(camps.id, carLicences.camp_id))
      .innerJoin(squares, eq(squares.id, carLicences.square_id))
      .innerJoin(company, eq(company.id, carLicences.company_id)) as unknown as PgSelect;
  const { page, extras } = await runCompiledList(
    ctx.db,
    {
      // A compiled list: one prepared statement a scope, language and filter set, which also
      // brings the camp filter's options.
      key: `car-licences:${org === null ? 'all' : 'org'}:${lang}`,
      extras: { camps: campOptionsSql(org === null ? null : sql.placeholder('org'), lang) },
      from: carLicences,
      joins,
      // Required foreign keys: the joins never change the count; only the search box needs them.
      countJoins: (q, filters) => (filters.has('search') ? joins(q) : q),
      select: {
        id: carLicences.id,
        company_id: carLicences.company_id,
        camp_id: carLicences.camp_id,
        square_id: carLicences.square_id,
        period: carLicences.period,
        visit_cause: carLicences.visit_cause,
        plate_number: carLicences.plate_number,
        driver_name: carLicences.driver_name,
        driver_identity: carLicences.driver_identity,
        status: carLicences.status,
        reject_cause: carLicences.reject_cause,
        approval_date: carLicences.approval_date,
        expire_date: carLicences.expire_date,
        created_at: carLicences.created_at,
        camp_number: camps.camp_number,
        square_name: lang === 'en' ? squares.name_en : squares.name,
        company_name: orgName(company, lang),
      },
      filters: {
        status: { op: 'eq', column: carLicences.status },
        camp_id: { op: 'eq', column: carLicences.camp_id },
        search: {
          op: 'search',
          columns: [carLicences.plate_number, carLicences.driver_name, camps.camp_number],
        },
      },
      sorts: {
        id: carLicences.id,
        status: carLicences.status,
        camp_number: naturalSort(camps.camp_number),
        created_at: carLicences.created_at,
        expire_date: carLicences.expire_date,
      },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: carLicences.id,
      base: [org === null ? undefined : eq(carLicences.company_id, sql.placeholder('org'))],
    },
    input,
    { org },
  );
  return listResponse(
    {
      ...page,
      data: page.data.map(
        (r) =>
          ({
            ...r,
            ...workflowState(carLicenceWorkflow, actor, r as unknown as CarLicence),
          }) as CarLicenceRow,
      ),
    },
    {
      status: CAR_LICENCE_STATUSES.map((s) => ({ value: s, label: req.t(`car_licence.status.${s}`) })),
      camp_id: (extras.camps ?? []) as { value: number; label: string }[],
    },
  );
}

/** The camps the caller may ask a permit for (its assigned camps), for the filter and the form. */
const campOptionsSql = (org: Placeholder | number | null, lang: Lang) => sql`
  select coalesce(jsonb_agg(jsonb_build_object('value', x.id, 'label', concat(x.n, ' — ', x.sq)) order by x.aid), '[]'::jsonb)
    from (select ${assignCamps.id} as aid, ${camps.id} as id, ${camps.camp_number} as n,
                 ${lang === 'en' ? squares.name_en : squares.name} as sq
            from ${assignCamps} join ${camps} on ${camps.id} = ${assignCamps.camp_id}
            join ${squares} on ${squares.id} = ${camps.square_id}
           where ${assignCamps.status} <> 'returned' ${org === null ? sql`` : sql`and ${assignCamps.company_id} = ${org}`}
           order by ${assignCamps.id} limit 500) x`;
export async function campOptions(db: Tx, user: AuthUser, lang: Lang) {
  const [r] = await query<{ options: { value: number; label: string }[] }>(
    db,
    sql`select (${campOptionsSql(scopeOrg(user), lang)}) as options`,
  );
  return r.options;
}

/** The camp, when it is assigned (not returned) to the caller's company; authorities: any camp. */
export async function campFor(tx: Tx, user: AuthUser, campId: number, companyId: number | null) {
  const org = companyId ?? scopeOrg(user);
  const [c] = await tx
    .select({ id: camps.id, square_id: camps.square_id, company_id: assignCamps.company_id })
    .from(camps)
    .innerJoin(assignCamps, and(eq(assignCamps.camp_id, camps.id), sql`${assignCamps.status} <> 'returned'`))
    .where(and(eq(camps.id, campId), org === null ? undefined : eq(assignCamps.company_id, org)));
  if (!c) throw AppError.invalid({ camp_id: 'car_licence.camp_not_yours' });
  return c;
}

export async function store(ctx: AppContext, req: FastifyRequest, user: AuthUser, body: Body) {
  const row = await ctx.db.transaction(async (tx) => {
    const camp = await campFor(tx, user, body.camp_id, null);
    const [r] = await tx
      .insert(carLicences)
      .values({ ...body, company_id: camp.company_id, square_id: camp.square_id, created_by: user.id })
      .returning();
    await recordCreated(tx, carLicenceWorkflow, r.id, 'pending', actorOf(req));
    await audit(tx, req, {
      event: 'created',
      table: 'car_licences',
      recordId: r.id,
      new: body,
      module: MODULE,
      method: 'general/licenseCarOrder/store',
    });
    return r;
  });
  return {
    message: req.t('car_licence.created'),
    data: { ...row, ...workflowState(carLicenceWorkflow, actorOf(req), row) },
  };
}

async function inScope(db: Tx, user: AuthUser, id: number) {
  const [row] = await db
    .select()
    .from(carLicences)
    .where(and(eq(carLicences.id, id), scopeWhere(scopeOrg(user))));
  if (!row) throw AppError.notFound();
  // Spec §8: a rejected request cannot be viewed or updated.
  if (row.status === 'rejected') throw new AppError(422, 'car_licence.rejected_locked');
  return row;
}

/** `GET view/{id}` (and `edit/{id}`): the request, its actions, timeline and permit. */
export async function view(ctx: AppContext, req: FastifyRequest, user: AuthUser, id: number) {
  const row = await inScope(ctx.db, user, id);
  const lang = req.lang as Lang;
  const [info] = await ctx.db
    .select({
      camp_number: camps.camp_number,
      square_name: lang === 'en' ? squares.name_en : squares.name,
      company_name: sql<string>`coalesce(${lang === 'en' ? company.company_name_en : company.company_name_ar}, ${company.name})`,
    })
    .from(carLicences)
    .innerJoin(camps, eq(camps.id, carLicences.camp_id))
    .innerJoin(squares, eq(squares.id, carLicences.square_id))
    .innerJoin(company, eq(company.id, carLicences.company_id))
    .where(eq(carLicences.id, id));
  const ref = { type: 'car_licence' as const, recordId: id };
  return {
    data: {
      ...row,
      ...info,
      title: translate(lang, 'car_licence.title'),
      ...workflowState(carLicenceWorkflow, actorOf(req), row),
      timeline: await timeline(ctx.db, carLicenceWorkflow, id, lang),
      document: await documentSummary(ctx.db, ctx.config.PUBLIC_URL, ref, lang),
    },
  };
}

/** `POST update/{id}`: only a pending request, by its company (or the authority). */
export async function update(ctx: AppContext, req: FastifyRequest, user: AuthUser, id: number, body: Body) {
  const row = await ctx.db.transaction(async (tx) => {
    const old = (await lockInScope(tx, carLicences, id, user, carLicences.company_id)) as CarLicence;
    if (old.status === 'rejected') throw new AppError(422, 'car_licence.rejected_locked');
    if (old.status !== 'pending') {
      const status = req.t(runtimeKey(`car_licence.status.${old.status}`));
      throw new AppError(422, 'car_licence.not_editable', {
        params: { status },
        fields: { status: { key: 'car_licence.not_editable', params: { status } } },
      });
    }
    const camp = await campFor(tx, user, body.camp_id, old.company_id);
    const [r] = await tx
      .update(carLicences)
      .set({ ...body, square_id: camp.square_id, updated_at: sql`now()` })
      .where(eq(carLicences.id, id))
      .returning();
    await audit(tx, req, {
      event: 'updated',
      table: 'car_licences',
      recordId: id,
      old: {
        camp_id: old.camp_id,
        period: old.period,
        visit_cause: old.visit_cause,
        plate_number: old.plate_number,
        driver_name: old.driver_name,
        driver_identity: old.driver_identity,
      },
      new: body,
      module: MODULE,
      method: `general/licenseCarOrder/update/${id}`,
    });
    return r;
  });
  return {
    message: req.t('car_licence.updated'),
    data: { ...row, ...workflowState(carLicenceWorkflow, actorOf(req), row) },
  };
}

/** `POST approve/{id}` and `reject/{id}` (with `reject_cause`). */
export async function act(
  ctx: AppContext,
  req: FastifyRequest,
  id: number,
  action: 'approve' | 'reject',
  body: Record<string, unknown>,
) {
  const actor = actorOf(req);
  const cause = typeof body.reject_cause === 'string' ? body.reject_cause.trim() : null;
  const { row } = await runAction(ctx.db, carLicenceWorkflow, actor, id, action, {
    input: body,
    set:
      action === 'approve'
        ? {
            approval_date: sql`now()`,
            expire_date: sql`now() + make_interval(days => ${carLicences.period})`,
          }
        : { reject_cause: cause },
    reason: action === 'reject' ? cause : null,
  });
  return {
    message: req.t(`car_licence.${action === 'approve' ? 'approved' : 'rejected'}`),
    data: { ...row, ...workflowState(carLicenceWorkflow, actor, row) },
  };
}
