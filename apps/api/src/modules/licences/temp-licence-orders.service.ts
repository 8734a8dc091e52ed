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
  type Lang,
  type Paginated,
  TEMP_LICENSE_FORM_ID,
  TEMP_ORDER_SLOTS,
  TEMP_ORDER_STATUSES,
  type TempOrderListRow,
  type TempOrderView,
} from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { tempLicenseOrders } from '../../db/schema';
import { type Actor, i18nOf, scopeOrg } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { AttachmentArea } from '../../lib/attachments';
import { documentSummary } from '../../lib/documents';
import { type ListInput, listResponse } from '../../lib/list';
import { lockInScope } from '../../lib/scope';
import { recordCreated, runAction, workflowState } from '../../lib/workflow';
import * as defs from '../templates/definitions.service';
import * as engine from '../templates/engine.service';
import { campFor, campOptions } from './car-licences.service';
import { companyOf, findInScope as findScoped, placeOf } from './licences.repository';
import {
  auditLicence,
  notEditable,
  recordView,
  saveFormAnswers,
  startFormFilling,
  statusOptions,
  withState,
} from './licences.shared';
import { type TempOrder, tempOrderWorkflow } from './temp-licence.workflow';
import * as repo from './temp-licence-orders.repository';

type Answer = { question_id: number; value: unknown };
const MODULE = 'licences';
const B = 'general/temp_license_order';

/** The drawings (kroky) of an order, in the caller's scope. */
export const tempOrderAttachments: Omit<AttachmentArea, 'downloadUrl'> = {
  recordType: 'temp_license_order',
  slots: TEMP_ORDER_SLOTS,
  module: MODULE,
  findRecord: (tx, actor, id, lock) => companyOf(tx, tempLicenseOrders, id, scopeOrg(actor), lock),
};

export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const lang = actor.lang;
  const page = await repo.listTempOrders(ctx.db, input, scopeOrg(actor), lang);
  return listResponse(withState(page, tempOrderWorkflow, actor) as unknown as Paginated<TempOrderListRow>, {
    status: statusOptions(actor, TEMP_ORDER_STATUSES, 'temp_licence'),
    camp_id: await campOptions(ctx.db, actor),
  });
}

/** Form 7 (spec §9) as it stands, with what the caller may answer (404 when it is missing). */
async function formSeven(db: Tx, actor: Actor) {
  const lang = actor.lang;
  const f = await defs.formDetails(db, TEMP_LICENSE_FORM_ID, lang);
  const def = { with_category: f.withCategory === 1, questions: f.questions } as FormDefinition;
  return {
    form: { id: f.id, name: f.name, name_en: f.name_en, current_version: f.current_version },
    questions: f.questions.map((q) => ({ ...q, can_answer: engine.mayAnswer(actor, def, q), value: null })),
  };
}

/** `GET temp_license_order_form/get-questions-form/{id}`: the order form; the number is fixed at 7. */
export async function questionsForm(ctx: AppContext, actor: Actor, id: number) {
  if (id !== TEMP_LICENSE_FORM_ID) throw AppError.notFound();
  return { data: await formSeven(ctx.db, actor) };
}

/** `GET create`: the caller's camps and form 7. */
export async function createData(ctx: AppContext, actor: Actor) {
  return {
    data: {
      camps: await campOptions(ctx.db, actor),
      ...(await formSeven(ctx.db, actor)),
    },
  };
}

/** `POST store`: the order (pending) and its form 7 filling with the answers, in one transaction. */
export async function store(ctx: AppContext, actor: Actor, body: { camp_id: number; answers: Answer[] }) {
  const row = await ctx.db.transaction(async (tx) => {
    const form = await repo.formRow(tx, TEMP_LICENSE_FORM_ID);
    if (!form) throw AppError.invalid({ form_id: 'temp_licence.no_form' }, 'temp_licence.no_form');
    const camp = await campFor(tx, actor, body.camp_id, null);
    const r = await repo.insertTempOrder(tx, {
      company_id: camp.company_id,
      camp_id: camp.id,
      form_id: form.id,
      status: 'pending',
      created_by: actor.id,
    });
    const filling = await startFormFilling(tx, actor, {
      formId: form.id,
      subject: { type: 'temp_license_order', id: r.id },
      companyId: camp.company_id,
    });
    await saveFormAnswers(tx, actor, filling.id, body.answers);
    const withFilling = await repo.setOrderFilling(tx, r.id, filling.id);
    await recordCreated(tx, tempOrderWorkflow, r.id, 'pending', actor);
    await auditLicence(tx, actor, {
      event: 'created',
      table: 'temp_license_orders',
      recordId: r.id,
      new: { camp_id: camp.id, form_id: form.id, filling_id: filling.id },
      method: `${B}/store`,
    });
    return withFilling;
  });
  return {
    message: i18nOf(actor).t('temp_licence.created'),
    data: { ...row, ...workflowState(tempOrderWorkflow, actor, row) },
  };
}

/** The issued licence of an order with its document (validity, QR link), or null. */
async function licenceOf(ctx: AppContext, licenceId: number | null, lang: Lang) {
  const l = licenceId === null ? undefined : await repo.tempLicence(ctx.db, licenceId);
  if (!l) return null;
  const ref = { type: 'temp_license' as const, recordId: l.id };
  return { ...l, document: await documentSummary(ctx.db, ctx.config.PUBLIC_URL, ref, lang) };
}

/**
 * `GET view/{id}` (and `edit/{id}`): the order, its camp and company, form 7 with the answers,
 * the actions the caller may take, the timeline and — once approved — the licence.
 */
export async function view(ctx: AppContext, actor: Actor, id: number) {
  const row = await findScoped(ctx.db, tempLicenseOrders, id, scopeOrg(actor));
  if (!row) throw AppError.notFound();
  const lang = actor.lang;
  const info = await placeOf(ctx.db, tempLicenseOrders, id, lang, {
    fillingOf: tempLicenseOrders.filling_id,
  });
  const filling =
    row.filling_id === null ? null : await engine.getFilling(ctx.db, actor, { fillingId: row.filling_id });
  const answers = filling
    ? await engine.fillingView(ctx.db, actor, filling, { lang, publicUrl: ctx.config.PUBLIC_URL })
    : null;
  return {
    data: {
      ...(await recordView(ctx, actor, tempOrderWorkflow, row, 'temp_licence.title')),
      ...info,
      has_answers_in_version: info?.form_version_id ?? null,
      form: answers?.form ?? null,
      questions: answers?.questions ?? [],
      licence: await licenceOf(ctx, row.temp_license_id, lang),
    } as unknown as TempOrderView,
  };
}

/**
 * `GET ready/{id}` (inferred; the /temp-licenses-order/ready/:id print): the approved order's
 * licence with its verifying QR; 404 out of scope, 422 when no licence was issued.
 */
export async function ready(ctx: AppContext, actor: Actor, id: number) {
  const v = await view(ctx, actor, id);
  if (!v.data.licence) throw new AppError(422, 'temp_licence.not_issued');
  return v;
}

/** `POST update/{id}`: changes form 7's answers of a pending order (its company only). */
export async function update(ctx: AppContext, actor: Actor, id: number, body: { answers: Answer[] }) {
  const row = await ctx.db.transaction(async (tx) => {
    const old = (await lockInScope(
      tx,
      tempLicenseOrders,
      id,
      actor,
      tempLicenseOrders.company_id,
    )) as TempOrder;
    if (old.status !== 'pending') throw notEditable(actor, 'temp_licence', old.status, 'status');
    if (old.filling_id === null) throw AppError.invalid({ answers: 'temp_licence.form_not_filled' });
    await saveFormAnswers(tx, actor, old.filling_id, body.answers);
    const r = await repo.touchTempOrder(tx, id);
    await auditLicence(tx, actor, {
      event: 'updated',
      table: 'temp_license_orders',
      recordId: id,
      new: { answers: body.answers.length },
      method: `${B}/update/${id}`,
    });
    return r;
  });
  return {
    message: i18nOf(actor).t('temp_licence.updated'),
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
  actor: Actor,
  id: number,
  action: keyof typeof DONE,
  body: Record<string, unknown>,
) {
  const reason = typeof body.reason === 'string' ? body.reason.trim() : null;
  const { row } = await runAction(ctx.db, tempOrderWorkflow, actor, id, action, {
    input: body,
    set: action === 'reject' ? { reject_reason: reason } : {},
    reason: action === 'reject' ? reason : null,
  });
  return {
    message: i18nOf(actor).t(DONE[action]),
    data: { ...row, ...workflowState(tempOrderWorkflow, actor, row) },
  };
}
