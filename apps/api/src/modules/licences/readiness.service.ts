/**
 * Readiness licences (spec 001 §2 "Readiness licence", §3 "Readiness order", §5, §7
 * simple-readiness-license/*): a company asks for the licence of one of its delivered camps —
 * camp chosen, pledge accepted, the `simple_readiness_license` form answered through the
 * templates engine — and the authority approves it with a validity in days (a verifiable document
 * is issued), disapproves it (the company corrects and resubmits), rejects it finally or cancels
 * it. Every status change goes through the workflow kernel (READINESS_WORKFLOW).
 */
import {
  type MessageKey,
  READINESS_PLEDGE_SETTING,
  READINESS_SLOTS,
  READINESS_STATUSES,
  type ReadinessRow,
  type ReadinessStatus,
  runtimeKey,
  translate,
} from '@mashaer/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  assignCamps,
  camps,
  formFillings,
  forms,
  readinessLicenses,
  squares,
  users,
  webSettings,
} from '../../db/schema';
import { type Actor, actorOf } from '../../lib/actor';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import type { AttachmentArea } from '../../lib/attachments';
import { documentSummary } from '../../lib/documents';
import { type ListInput, listResponse, naturalSort, runList } from '../../lib/list';
import { orgName } from '../../lib/org-name';
import { lockInScope } from '../../lib/scope';
import { applyAction, recordCreated, runAction, timeline, workflowState } from '../../lib/workflow';
import { type AuthUser, scopeOrg } from '../../plugins/access';
import * as engine from '../templates/engine.service';
import { type ReadinessLicense, readinessWorkflow } from './readiness.workflow';

type Lang = 'ar' | 'en';
const company = alias(users, 'company');
const scopeWhere = (org: number | null): SQL | undefined =>
  org === null ? undefined : eq(readinessLicenses.company_id, org);
const companyName = (lang: Lang) => orgName(company, lang);

/** The attachments (the kroky drawing) of a readiness licence, in the caller's scope. */
export const readinessAttachments: Omit<AttachmentArea, 'downloadUrl'> = {
  recordType: 'readiness_license',
  slots: READINESS_SLOTS,
  module: 'licences',
  findRecord: async (tx, actor, id, lock) => {
    const q = tx
      .select({ companyId: readinessLicenses.company_id })
      .from(readinessLicenses)
      .where(and(eq(readinessLicenses.id, id), scopeWhere(scopeOrg(actor))));
    const [row] = await (lock ? q.for('update') : q);
    return row;
  },
};

// ---- reading ----

export async function list(ctx: AppContext, req: FastifyRequest, user: AuthUser, input: ListInput) {
  const lang = req.lang as Lang;
  const actor = actorOf(req);
  const org = scopeOrg(user);
  const joins = (q: PgSelect) =>
    q
      .innerJoin(camps, eq(camps.id, readinessLicenses.camp_id))
      .innerJoin(squares, eq(squares.id, camps.square_id))
      .innerJoin(company, eq(company.id, readinessLicenses.company_id)) as unknown as PgSelect;
  const page = await runList(
    ctx.db,
    {
      // A compiled list: one prepared statement a scope, language and filter set.
      key: `readiness:${org === null ? 'all' : 'org'}:${lang}`,
      from: readinessLicenses,
      joins,
      // Required foreign keys: the joins never change the count; only the search box needs them.
      countJoins: (q, filters) => (filters.has('search') ? joins(q) : q),
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
        camp_number: camps.camp_number,
        square_name: lang === 'en' ? squares.name_en : squares.name,
        company_name: companyName(lang),
      },
      filters: {
        status: { op: 'eq', column: readinessLicenses.status },
        company_id: { op: 'eq', column: readinessLicenses.company_id },
        camp_id: { op: 'eq', column: readinessLicenses.camp_id },
        search: {
          op: 'search',
          columns: [camps.camp_number, company.company_name_ar, company.company_name_en],
        },
      },
      sorts: {
        id: readinessLicenses.id,
        status: readinessLicenses.status,
        camp_number: naturalSort(camps.camp_number),
        created_at: readinessLicenses.created_at,
        expires_at: readinessLicenses.expires_at,
      },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: readinessLicenses.id,
      base: [org === null ? undefined : eq(readinessLicenses.company_id, sql.placeholder('org'))],
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
            ...workflowState(readinessWorkflow, actor, r as unknown as ReadinessLicense),
          }) as ReadinessRow,
      ),
    },
    {
      status: READINESS_STATUSES.map((s) => ({ value: s, label: req.t(`readiness.status.${s}`) })),
    },
  );
}

/** The company's delivered camps with no live readiness request (the create screen's choice). */
async function deliveredCamps(db: Tx, user: AuthUser, lang: Lang) {
  const org = scopeOrg(user);
  return db
    .select({
      assign_camp_id: assignCamps.id,
      camp_id: camps.id,
      camp_number: camps.camp_number,
      square_name: lang === 'en' ? squares.name_en : squares.name,
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
                          and r.status in ('pending', 'disapproved', 'approved'))`,
      ),
    )
    .orderBy(asc(assignCamps.id))
    .limit(500);
}

/** The readiness form: the first `simple_readiness_license` form. */
async function readinessForm(db: Tx) {
  const [f] = await db
    .select({ id: forms.id, name: forms.name, name_en: forms.name_en })
    .from(forms)
    .where(eq(forms.type, 'simple_readiness_license'))
    .orderBy(asc(forms.id))
    .limit(1);
  return f ?? null;
}

/** `GET create`: the camps the company may ask for, the form to fill and the pledge. */
export async function createData(ctx: AppContext, req: FastifyRequest, user: AuthUser) {
  const lang = req.lang as Lang;
  const form = await readinessForm(ctx.db);
  return {
    data: {
      camps: await deliveredCamps(ctx.db, user, lang),
      form: form && { id: form.id, name: lang === 'en' ? form.name_en : form.name },
      pledge: await pledgeText(ctx.db, lang, req.t),
    },
  };
}

/**
 * The pledge text: the `readiness_pledge` web setting the authority edits
 * (`cms/web-settings/update/{id}`), else the dictionary's.
 */
async function pledgeText(db: Tx, lang: Lang, t: FastifyRequest['t']) {
  const [s] = await db
    .select({ value: webSettings.value, value_en: webSettings.value_en })
    .from(webSettings)
    .where(eq(webSettings.key, READINESS_PLEDGE_SETTING));
  return s ? (lang === 'en' ? s.value_en : s.value) : t('readiness.pledge_text');
}

/** `POST get-simple-readiness-license-pladge`: the pledge text. */
export const pledge = async (ctx: AppContext, req: FastifyRequest) => ({
  data: { text: await pledgeText(ctx.db, req.lang as Lang, req.t) },
});

async function findInScope(db: Tx, user: Pick<AuthUser, 'isAuthority' | 'orgId'>, id: number) {
  const [row] = await db
    .select()
    .from(readinessLicenses)
    .where(and(eq(readinessLicenses.id, id), scopeWhere(scopeOrg(user))));
  if (!row) throw AppError.notFound();
  return row;
}

/** `GET details/{id}`: the request, its state, the actions open, its timeline and its licence. */
export async function details(ctx: AppContext, req: FastifyRequest, user: AuthUser, id: number) {
  const row = await findInScope(ctx.db, user, id);
  const lang = req.lang as Lang;
  const actor = actorOf(req);
  const [info] = await ctx.db
    .select({
      camp_number: camps.camp_number,
      square_name: lang === 'en' ? squares.name_en : squares.name,
      company_name: companyName(lang),
      filling_status: formFillings.status,
      form_version_id: formFillings.form_version_id,
    })
    .from(readinessLicenses)
    .innerJoin(camps, eq(camps.id, readinessLicenses.camp_id))
    .innerJoin(squares, eq(squares.id, camps.square_id))
    .innerJoin(company, eq(company.id, readinessLicenses.company_id))
    .leftJoin(formFillings, eq(formFillings.id, readinessLicenses.filling_id))
    .where(eq(readinessLicenses.id, id));
  return {
    data: {
      ...row,
      ...info,
      has_answers_in_version: info?.form_version_id ?? null,
      title: translate(lang, 'readiness.title'),
      ...workflowState(readinessWorkflow, actor, row),
      timeline: await timeline(ctx.db, readinessWorkflow, id, lang),
      document: await documentSummary(
        ctx.db,
        ctx.config.PUBLIC_URL,
        { type: 'readiness_license', recordId: id },
        lang,
      ),
    },
  };
}

/** `GET question-answer/{id}`: the order's form (pinned version) with its answers. */
export async function questionAnswer(ctx: AppContext, req: FastifyRequest, user: AuthUser, id: number) {
  const row = await findInScope(ctx.db, user, id);
  if (row.filling_id === null) throw AppError.notFound();
  const f = await engine.getFilling(ctx.db, user, { fillingId: row.filling_id });
  return {
    data: {
      order_id: row.id,
      form_id: row.form_id,
      ...(await engine.fillingView(ctx.db, user, f, {
        lang: req.lang as Lang,
        publicUrl: ctx.config.PUBLIC_URL,
      })),
    },
  };
}

// ---- writing ----

/** `POST store`: opens the request for a delivered camp of the company (pending) and its form. */
export async function store(
  ctx: AppContext,
  req: FastifyRequest,
  user: AuthUser,
  body: { assign_camp_id: number; is_committed: 0 | 1 },
) {
  const form = await readinessForm(ctx.db);
  if (!form) throw AppError.invalid({ form_id: 'readiness.no_form' }, 'readiness.no_form');
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const org = scopeOrg(user);
      const [a] = await tx
        .select()
        .from(assignCamps)
        .where(
          and(
            eq(assignCamps.id, body.assign_camp_id),
            org === null ? undefined : eq(assignCamps.company_id, org),
          ),
        )
        .for('update');
      if (!a || a.status !== 'deliverd')
        throw AppError.invalid(
          { assign_camp_id: 'readiness.camp_not_delivered' },
          'readiness.camp_not_delivered',
        );
      const [r] = await tx
        .insert(readinessLicenses)
        .values({
          assign_camp_id: a.id,
          camp_id: a.camp_id,
          company_id: a.company_id,
          form_id: form.id,
          is_committed: true,
          status: 'pending',
          created_by: user.id,
        })
        .returning();
      const filling = await engine.startFilling(tx, req, {
        formId: form.id,
        subject: { type: 'readiness_order', id: r.id },
        companyId: a.company_id,
        createdBy: user.id,
      });
      const [withFilling] = await tx
        .update(readinessLicenses)
        .set({ filling_id: filling.id })
        .where(eq(readinessLicenses.id, r.id))
        .returning();
      await recordCreated(tx, readinessWorkflow, r.id, 'pending', actorOf(req));
      return withFilling;
    });
    return {
      message: req.t('readiness.created'),
      data: { ...row, order_id: row.id, ...workflowState(readinessWorkflow, actorOf(req), row) },
    };
  } catch (e) {
    if (isUniqueViolation(e))
      throw AppError.invalid({ assign_camp_id: 'readiness.exists' }, 'readiness.exists');
    throw e;
  }
}

const EDITABLE: readonly ReadinessStatus[] = ['pending', 'disapproved'];

/**
 * `POST answer-questions` and `update-all-answers`: saves the order's answers through the
 * templates engine. Updating a disapproved order resubmits it (disapproved → pending).
 */
export async function saveAnswers(
  ctx: AppContext,
  req: FastifyRequest,
  user: AuthUser,
  body: { order_id: number; form_id: number; answers?: { question_id: number; value: unknown }[] },
  resubmit: boolean,
) {
  const actor = actorOf(req);
  const out = await ctx.db.transaction(async (tx) => {
    const row = (await lockInScope(
      tx,
      readinessLicenses,
      body.order_id,
      user,
      readinessLicenses.company_id,
    )) as ReadinessLicense;
    if (!EDITABLE.includes(row.status as ReadinessStatus))
      throw new AppError(422, 'readiness.not_editable', {
        params: { status: req.t(runtimeKey(`readiness.status.${row.status}`)) },
        fields: {
          order_id: {
            key: 'readiness.not_editable',
            params: { status: req.t(runtimeKey(`readiness.status.${row.status}`)) },
          },
        },
      });
    if (row.form_id !== body.form_id || row.filling_id === null)
      throw AppError.invalid({ form_id: 'readiness.wrong_form' }, 'readiness.wrong_form');
    if (!body.answers?.length)
      throw AppError.invalid({ answers: 'readiness.form_not_filled' }, 'readiness.form_not_filled');
    const saved = await engine.saveAnswers(tx, req, user, { fillingId: row.filling_id }, body.answers);
    let now = row;
    if (resubmit && row.status === 'disapproved')
      now = (await applyAction(tx, readinessWorkflow, actor, row, 'resubmit')).row;
    return { row: now, filling: saved };
  });
  return {
    message: req.t(
      resubmit && out.row.status === 'pending' ? 'readiness.resubmitted' : 'readiness.answers_saved',
    ),
    data: {
      ...out.row,
      filling_status: out.filling.status,
      ...workflowState(readinessWorkflow, actor, out.row),
    },
  };
}

const DONE: Record<string, MessageKey> = {
  approve: 'readiness.approved',
  disapprove: 'readiness.disapproved',
  reject: 'readiness.rejected',
  cancel: 'readiness.cancelled',
};

/** `POST approve | disapprove | reject | cancel` with the order `id` and the action's input. */
export async function act(
  ctx: AppContext,
  req: FastifyRequest,
  action: 'approve' | 'disapprove' | 'reject' | 'cancel',
  body: Record<string, unknown> & { id: number },
) {
  const actor: Actor = actorOf(req);
  const { id, ...input } = body;
  const days = Number(input.days);
  const reason = typeof input.reason === 'string' ? input.reason.trim() : null;
  const set =
    action === 'approve'
      ? Number.isInteger(days) && days > 0
        ? {
            validity_period: days,
            issued_at: sql`now()`,
            expires_at: sql`now() + make_interval(days => ${days})`,
          }
        : {}
      : action === 'disapprove' || action === 'reject'
        ? { rejection_reason: reason }
        : {};
  const { row } = await runAction(ctx.db, readinessWorkflow, actor, id, action, {
    input,
    set,
    reason: action === 'disapprove' || action === 'reject' ? reason : null,
  });
  return { message: req.t(DONE[action]), data: { ...row, ...workflowState(readinessWorkflow, actor, row) } };
}
