/**
 * Temporary licence orders (spec 001 §2 "Temporary licences", §3, §7 general/temp_license_order,
 * §9 form number 7): a company asks for a temporary licence on one of its camps by answering form 7
 * through the templates engine (subject `temp_license_order`, version pinned); while pending it may
 * change the answers, add drawings (`temp_license_order_kroky_documents`) or withdraw it
 * (`destroy/{id}` → cancelled). The authority approves it with a period and conditions — the
 * approval issues the `temp_licenses` record and its verifiable document — or rejects it with a
 * reason. Every status change goes through the workflow kernel (TEMP_ORDER_WORKFLOW).
 */
import {
  type FormDefinition,
  runtimeKey,
  TEMP_LICENSE_FORM_ID,
  TEMP_ORDER_SLOTS,
  TEMP_ORDER_STATUSES,
  translate,
} from '@mashaer/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { camps, formFillings, forms, squares, tempLicenseOrders, tempLicenses, users } from '../../db/schema';
import { actorOf } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { AttachmentArea } from '../../lib/attachments';
import { audit } from '../../lib/audit';
import { documentSummary } from '../../lib/documents';
import { type ListInput, listResponse, naturalSort, runList } from '../../lib/list';
import { orgName } from '../../lib/org-name';
import { lockInScope } from '../../lib/scope';
import { recordCreated, runAction, timeline, workflowState } from '../../lib/workflow';
import { type AuthUser, scopeOrg } from '../../plugins/access';
import * as defs from '../templates/definitions.service';
import * as engine from '../templates/engine.service';
import { campFor, campOptions } from './car-licences.service';
import { type TempOrder, tempOrderWorkflow } from './temp-licence.workflow';

type Lang = 'ar' | 'en';
type Answer = { question_id: number; value: unknown };
const MODULE = 'licences';
const B = 'general/temp_license_order';
const company = alias(users, 'company');
const scopeWhere = (org: number | null): SQL | undefined =>
  org === null ? undefined : eq(tempLicenseOrders.company_id, org);
const companyName = (lang: Lang) => orgName(company, lang);

/** The drawings (kroky) of an order, in the caller's scope. */
export const tempOrderAttachments: Omit<AttachmentArea, 'downloadUrl'> = {
  recordType: 'temp_license_order',
  slots: TEMP_ORDER_SLOTS,
  module: MODULE,
  findRecord: async (tx, actor, id, lock) => {
    const q = tx
      .select({ companyId: tempLicenseOrders.company_id })
      .from(tempLicenseOrders)
      .where(and(eq(tempLicenseOrders.id, id), scopeWhere(scopeOrg(actor))));
    const [row] = await (lock ? q.for('update') : q);
    return row;
  },
};

export async function list(ctx: AppContext, req: FastifyRequest, user: AuthUser, input: ListInput) {
  const lang = req.lang as Lang;
  const actor = actorOf(req);
  const page = await runList(
    ctx.db,
    {
      from: tempLicenseOrders,
      joins: (q) =>
        q
          .innerJoin(camps, eq(camps.id, tempLicenseOrders.camp_id))
          .innerJoin(squares, eq(squares.id, camps.square_id))
          .innerJoin(company, eq(company.id, tempLicenseOrders.company_id))
          .leftJoin(tempLicenses, eq(tempLicenses.id, tempLicenseOrders.temp_license_id)),
      select: {
        id: tempLicenseOrders.id,
        company_id: tempLicenseOrders.company_id,
        camp_id: tempLicenseOrders.camp_id,
        form_id: tempLicenseOrders.form_id,
        status: tempLicenseOrders.status,
        reject_reason: tempLicenseOrders.reject_reason,
        temp_license_id: tempLicenseOrders.temp_license_id,
        license_number: tempLicenses.license_number,
        ends_at: tempLicenses.ends_at,
        created_at: tempLicenseOrders.created_at,
        camp_number: camps.camp_number,
        square_name: lang === 'en' ? squares.name_en : squares.name,
        company_name: companyName(lang),
      },
      filters: {
        status: { op: 'eq', column: tempLicenseOrders.status },
        company_id: { op: 'eq', column: tempLicenseOrders.company_id },
        camp_id: { op: 'eq', column: tempLicenseOrders.camp_id },
        search: {
          op: 'search',
          columns: [
            camps.camp_number,
            tempLicenses.license_number,
            company.company_name_ar,
            company.company_name_en,
          ],
        },
      },
      sorts: {
        id: tempLicenseOrders.id,
        status: tempLicenseOrders.status,
        camp_number: naturalSort(camps.camp_number),
        created_at: tempLicenseOrders.created_at,
      },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: tempLicenseOrders.id,
      base: [scopeWhere(scopeOrg(user))],
    },
    input,
  );
  return listResponse(
    {
      ...page,
      data: page.data.map((r) => ({
        ...r,
        ...workflowState(tempOrderWorkflow, actor, r as unknown as TempOrder),
      })),
    },
    {
      status: TEMP_ORDER_STATUSES.map((s) => ({ value: s, label: req.t(`temp_licence.status.${s}`) })),
      camp_id: await campOptions(ctx.db, user, lang),
    },
  );
}

/** Form 7 (spec §9) as it stands, with what the caller may answer (404 when it is missing). */
async function formSeven(db: Tx, user: AuthUser, lang: Lang) {
  const f = await defs.formDetails(db, TEMP_LICENSE_FORM_ID, lang);
  const def = { with_category: f.withCategory === 1, questions: f.questions } as FormDefinition;
  return {
    form: { id: f.id, name: f.name, name_en: f.name_en, current_version: f.current_version },
    questions: f.questions.map((q) => ({ ...q, can_answer: engine.mayAnswer(user, def, q), value: null })),
  };
}

/** `GET temp_license_order_form/get-questions-form/{id}`: the order form; the number is fixed at 7. */
export async function questionsForm(ctx: AppContext, req: FastifyRequest, user: AuthUser, id: number) {
  if (id !== TEMP_LICENSE_FORM_ID) throw AppError.notFound();
  return { data: await formSeven(ctx.db, user, req.lang as Lang) };
}

/** `GET create`: the caller's camps and form 7. */
export async function createData(ctx: AppContext, req: FastifyRequest, user: AuthUser) {
  return {
    data: {
      camps: await campOptions(ctx.db, user, req.lang as Lang),
      ...(await formSeven(ctx.db, user, req.lang as Lang)),
    },
  };
}

/** `POST store`: the order (pending) and its form 7 filling with the answers, in one transaction. */
export async function store(
  ctx: AppContext,
  req: FastifyRequest,
  user: AuthUser,
  body: { camp_id: number; answers: Answer[] },
) {
  const actor = actorOf(req);
  const row = await ctx.db.transaction(async (tx) => {
    const [form] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.id, TEMP_LICENSE_FORM_ID));
    if (!form) throw AppError.invalid({ form_id: 'temp_licence.no_form' }, 'temp_licence.no_form');
    const camp = await campFor(tx, user, body.camp_id, null);
    const [r] = await tx
      .insert(tempLicenseOrders)
      .values({
        company_id: camp.company_id,
        camp_id: camp.id,
        form_id: form.id,
        status: 'pending',
        created_by: user.id,
      })
      .returning();
    const filling = await engine.startFilling(tx, req, {
      formId: form.id,
      subject: { type: 'temp_license_order', id: r.id },
      companyId: camp.company_id,
      createdBy: user.id,
    });
    await engine.saveAnswers(tx, req, user, { fillingId: filling.id }, body.answers);
    const [withFilling] = await tx
      .update(tempLicenseOrders)
      .set({ filling_id: filling.id })
      .where(eq(tempLicenseOrders.id, r.id))
      .returning();
    await recordCreated(tx, tempOrderWorkflow, r.id, 'pending', actor);
    await audit(tx, req, {
      event: 'created',
      table: 'temp_license_orders',
      recordId: r.id,
      new: { camp_id: camp.id, form_id: form.id, filling_id: filling.id },
      module: MODULE,
      method: `${B}/store`,
    });
    return withFilling;
  });
  return {
    message: req.t('temp_licence.created'),
    data: { ...row, ...workflowState(tempOrderWorkflow, actor, row) },
  };
}

async function findInScope(db: Tx, user: AuthUser, id: number) {
  const [row] = await db
    .select()
    .from(tempLicenseOrders)
    .where(and(eq(tempLicenseOrders.id, id), scopeWhere(scopeOrg(user))));
  if (!row) throw AppError.notFound();
  return row;
}

/** The issued licence of an order with its document (validity, QR link), or null. */
async function licenceOf(ctx: AppContext, licenceId: number | null, lang: Lang) {
  if (licenceId === null) return null;
  const [l] = await ctx.db.select().from(tempLicenses).where(eq(tempLicenses.id, licenceId));
  if (!l) return null;
  const ref = { type: 'temp_license' as const, recordId: l.id };
  return {
    ...l,
    document: await documentSummary(ctx.db, ctx.config.PUBLIC_URL, ref, lang),
  };
}

/**
 * `GET view/{id}` (and `edit/{id}`): the order, its camp and company, form 7 with the answers,
 * the actions the caller may take, the timeline and — once approved — the licence.
 */
export async function view(ctx: AppContext, req: FastifyRequest, user: AuthUser, id: number) {
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
    .from(tempLicenseOrders)
    .innerJoin(camps, eq(camps.id, tempLicenseOrders.camp_id))
    .innerJoin(squares, eq(squares.id, camps.square_id))
    .innerJoin(company, eq(company.id, tempLicenseOrders.company_id))
    .leftJoin(formFillings, eq(formFillings.id, tempLicenseOrders.filling_id))
    .where(eq(tempLicenseOrders.id, id));
  const filling =
    row.filling_id === null ? null : await engine.getFilling(ctx.db, user, { fillingId: row.filling_id });
  const answers = filling
    ? await engine.fillingView(ctx.db, user, filling, { lang, publicUrl: ctx.config.PUBLIC_URL })
    : null;
  return {
    data: {
      ...row,
      ...info,
      has_answers_in_version: info?.form_version_id ?? null,
      title: translate(lang, 'temp_licence.title'),
      ...workflowState(tempOrderWorkflow, actor, row),
      form: answers?.form ?? null,
      questions: answers?.questions ?? [],
      timeline: await timeline(ctx.db, tempOrderWorkflow, id, lang),
      licence: await licenceOf(ctx, row.temp_license_id, lang),
    },
  };
}

/**
 * `GET ready/{id}` (inferred; the /temp-licenses-order/ready/:id print): the approved order's
 * licence with its verifying QR; 404 out of scope, 422 when no licence was issued.
 */
export async function ready(ctx: AppContext, req: FastifyRequest, user: AuthUser, id: number) {
  const v = await view(ctx, req, user, id);
  if (!v.data.licence) throw new AppError(422, 'temp_licence.not_issued');
  return v;
}

/** `POST update/{id}`: changes form 7's answers of a pending order (its company only). */
export async function update(
  ctx: AppContext,
  req: FastifyRequest,
  user: AuthUser,
  id: number,
  body: { answers: Answer[] },
) {
  const actor = actorOf(req);
  const row = await ctx.db.transaction(async (tx) => {
    const old = (await lockInScope(
      tx,
      tempLicenseOrders,
      id,
      user,
      tempLicenseOrders.company_id,
    )) as TempOrder;
    if (old.status !== 'pending') {
      const status = req.t(runtimeKey(`temp_licence.status.${old.status}`));
      throw new AppError(422, 'temp_licence.not_editable', {
        params: { status },
        fields: { status: { key: 'temp_licence.not_editable', params: { status } } },
      });
    }
    if (old.filling_id === null) throw AppError.invalid({ answers: 'temp_licence.form_not_filled' });
    await engine.saveAnswers(tx, req, user, { fillingId: old.filling_id }, body.answers);
    const [r] = await tx
      .update(tempLicenseOrders)
      .set({ updated_at: sql`now()` })
      .where(eq(tempLicenseOrders.id, id))
      .returning();
    await audit(tx, req, {
      event: 'updated',
      table: 'temp_license_orders',
      recordId: id,
      new: { answers: body.answers.length },
      module: MODULE,
      method: `${B}/update/${id}`,
    });
    return r;
  });
  return {
    message: req.t('temp_licence.updated'),
    data: { ...row, ...workflowState(tempOrderWorkflow, actor, row) },
  };
}

const DONE = {
  approve: 'temp_licence.approved',
  reject: 'temp_licence.rejected',
  cancel: 'temp_licence.cancelled',
} as const;

/** `approve/{id}` (period, conditions), `reject/{id}` (reason), `DELETE destroy/{id}` (cancel). */
export async function act(
  ctx: AppContext,
  req: FastifyRequest,
  id: number,
  action: keyof typeof DONE,
  body: Record<string, unknown>,
) {
  const actor = actorOf(req);
  const reason = typeof body.reason === 'string' ? body.reason.trim() : null;
  const { row } = await runAction(ctx.db, tempOrderWorkflow, actor, id, action, {
    input: body,
    set: action === 'reject' ? { reject_reason: reason } : {},
    reason: action === 'reject' ? reason : null,
  });
  return { message: req.t(DONE[action]), data: { ...row, ...workflowState(tempOrderWorkflow, actor, row) } };
}
