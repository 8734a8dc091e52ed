/**
 * Readiness licences (spec 001 §2 "Readiness licence", §3 "Readiness order", §5, §7
 * simple-readiness-license/*): a company asks for the licence of one of its delivered camps —
 * camp chosen, pledge accepted, the `simple_readiness_license` form answered through the
 * templates engine — and the authority approves it with a validity in days (a verifiable document
 * is issued), disapproves it (the company corrects and resubmits), rejects it finally or cancels
 * it. Every status change goes through the workflow kernel (READINESS_WORKFLOW).
 */
import {
  type Lang,
  type MessageKey,
  READINESS_SLOTS,
  READINESS_STATUSES,
  type ReadinessDetails,
  type ReadinessListRow,
  type ReadinessStatus,
  translate,
} from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { readinessLicenses } from '../../db/schema';
import { type Actor, i18nOf, scopeOrg } from '../../lib/actor';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import type { AttachmentArea } from '../../lib/attachments';
import { type ListInput, listResponse } from '../../lib/list';
import { lockInScope } from '../../lib/scope';
import { applyAction, recordCreated, runAction, workflowState } from '../../lib/workflow';
import * as engine from '../templates/engine.service';
import { companyOf, findInScope as findScoped, placeOf } from './licences.repository';
import {
  notEditable,
  recordView,
  saveFormAnswers,
  startFormFilling,
  statusOptions,
  withState,
} from './licences.shared';
import * as repo from './readiness.repository';
import { type ReadinessLicense, readinessWorkflow } from './readiness.workflow';

/** The attachments (the kroky drawing) of a readiness licence, in the caller's scope. */
export const readinessAttachments: Omit<AttachmentArea, 'downloadUrl'> = {
  recordType: 'readiness_license',
  slots: READINESS_SLOTS,
  module: 'licences',
  findRecord: (tx, actor, id, lock) => companyOf(tx, readinessLicenses, id, scopeOrg(actor), lock),
};

// ---- reading ----

export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const page = await repo.listReadiness(ctx.db, input, scopeOrg(actor), actor.lang);
  return listResponse(
    withState(page, readinessWorkflow, actor) as typeof page & { data: ReadinessListRow[] },
    {
      status: statusOptions(actor, READINESS_STATUSES, 'readiness'),
    },
  );
}

/** `GET create`: the camps the company may ask for, the form to fill and the pledge. */
export async function createData(ctx: AppContext, actor: Actor) {
  const lang = actor.lang;
  const form = await repo.readinessForm(ctx.db);
  return {
    data: {
      camps: await repo.deliveredCamps(ctx.db, scopeOrg(actor), lang),
      form: form && { id: form.id, name: lang === 'en' ? form.name_en : form.name },
      pledge: await pledgeText(ctx.db, lang),
    },
  };
}

/**
 * The pledge text: the `readiness_pledge` web setting the authority edits
 * (`cms/web-settings/update/{id}`), else the dictionary's.
 */
async function pledgeText(db: Tx, lang: Lang) {
  const s = await repo.pledgeSetting(db);
  return s ? (lang === 'en' ? s.value_en : s.value) : translate(lang, 'readiness.pledge_text');
}

/** `POST get-simple-readiness-license-pladge`: the pledge text. */
export const pledge = async (ctx: AppContext, actor: Actor) => ({
  data: { text: await pledgeText(ctx.db, actor.lang) },
});

async function findInScope(db: Tx, actor: Pick<Actor, 'isAuthority' | 'orgId'>, id: number) {
  const row = await findScoped(db, readinessLicenses, id, scopeOrg(actor));
  if (!row) throw AppError.notFound();
  return row;
}

/** `GET details/{id}`: the request, its state, the actions open, its timeline and its licence. */
export async function details(ctx: AppContext, actor: Actor, id: number) {
  const row = await findInScope(ctx.db, actor, id);
  const info = await placeOf(ctx.db, readinessLicenses, id, actor.lang, {
    fillingOf: readinessLicenses.filling_id,
  });
  return {
    data: {
      ...(await recordView(ctx, actor, readinessWorkflow, row, 'readiness.title', 'readiness_license')),
      ...info,
      has_answers_in_version: info?.form_version_id ?? null,
    } as unknown as ReadinessDetails,
  };
}

/** `GET question-answer/{id}`: the order's form (pinned version) with its answers. */
export async function questionAnswer(ctx: AppContext, actor: Actor, id: number) {
  const row = await findInScope(ctx.db, actor, id);
  if (row.filling_id === null) throw AppError.notFound();
  const f = await engine.getFilling(ctx.db, actor, { fillingId: row.filling_id });
  return {
    data: {
      order_id: row.id,
      form_id: row.form_id,
      ...(await engine.fillingView(ctx.db, actor, f, {
        lang: actor.lang,
        publicUrl: ctx.config.PUBLIC_URL,
      })),
    },
  };
}

// ---- writing ----

/** `POST store`: opens the request for a delivered camp of the company (a draft until its form is saved) and its form. */
export async function store(
  ctx: AppContext,
  actor: Actor,
  body: { assign_camp_id: number; is_committed: 0 | 1 },
) {
  const form = await repo.readinessForm(ctx.db);
  if (!form) throw AppError.invalid({ form_id: 'readiness.no_form' }, 'readiness.no_form');
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const a = await repo.lockAssignment(tx, body.assign_camp_id, scopeOrg(actor));
      if (!a || a.status !== 'deliverd')
        throw AppError.invalid(
          { assign_camp_id: 'readiness.camp_not_delivered' },
          'readiness.camp_not_delivered',
        );
      const r = await repo.insertReadiness(tx, {
        assign_camp_id: a.id,
        camp_id: a.camp_id,
        company_id: a.company_id,
        form_id: form.id,
        is_committed: true,
        status: 'draft',
        created_by: actor.id,
      });
      const filling = await startFormFilling(tx, actor, {
        formId: form.id,
        subject: { type: 'readiness_order', id: r.id },
        companyId: a.company_id,
      });
      const withFilling = await repo.setFilling(tx, r.id, filling.id);
      await recordCreated(tx, readinessWorkflow, r.id, 'draft', actor);
      return withFilling;
    });
    return {
      message: i18nOf(actor).t('readiness.created'),
      data: { ...row, order_id: row.id, ...workflowState(readinessWorkflow, actor, row) },
    };
  } catch (e) {
    if (isUniqueViolation(e))
      throw AppError.invalid({ assign_camp_id: 'readiness.exists' }, 'readiness.exists');
    throw e;
  }
}

const EDITABLE: readonly ReadinessStatus[] = ['draft', 'pending', 'disapproved'];

/**
 * `POST answer-questions` and `update-all-answers`: saves the order's answers through the
 * templates engine (which takes only a complete save). The first save submits a draft (draft →
 * pending: the authority sees a request whose form is filled); updating a disapproved order
 * resubmits it (disapproved → pending).
 */
export async function saveAnswers(
  ctx: AppContext,
  actor: Actor,
  body: { order_id: number; form_id: number; answers?: { question_id: number; value: unknown }[] },
  resubmit: boolean,
) {
  const out = await ctx.db.transaction(async (tx) => {
    const row = (await lockInScope(
      tx,
      readinessLicenses,
      body.order_id,
      actor,
      readinessLicenses.company_id,
    )) as ReadinessLicense;
    if (!EDITABLE.includes(row.status as ReadinessStatus))
      throw notEditable(actor, 'readiness', row.status, 'order_id');
    if (row.form_id !== body.form_id || row.filling_id === null)
      throw AppError.invalid({ form_id: 'readiness.wrong_form' }, 'readiness.wrong_form');
    if (!body.answers?.length)
      throw AppError.invalid({ answers: 'readiness.form_not_filled' }, 'readiness.form_not_filled');
    const saved = await saveFormAnswers(tx, actor, row.filling_id, body.answers);
    let now = row;
    if (row.status === 'draft') now = (await applyAction(tx, readinessWorkflow, actor, row, 'submit')).row;
    else if (resubmit && row.status === 'disapproved')
      now = (await applyAction(tx, readinessWorkflow, actor, row, 'resubmit')).row;
    return { row: now, filling: saved, submitted: row.status === 'draft' };
  });
  return {
    message: i18nOf(actor).t(
      out.submitted
        ? 'readiness.submitted'
        : resubmit && out.row.status === 'pending'
          ? 'readiness.resubmitted'
          : 'readiness.answers_saved',
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

/**
 * What an action writes besides the status: approve its validity (from now, `validity_period`
 * days), disapprove and reject the `rejection_reason` (also the timeline's reason).
 */
export function readinessWrites(
  action: 'approve' | 'disapprove' | 'reject' | 'cancel',
  input: Record<string, unknown>,
) {
  const days = Number(input.validity_period);
  const reason = typeof input.rejection_reason === 'string' ? input.rejection_reason.trim() : null;
  if (action === 'approve' && Number.isInteger(days) && days > 0)
    return {
      set: {
        validity_period: days,
        issued_at: sql`now()`,
        expires_at: sql`now() + make_interval(days => ${days})`,
      },
      reason: null,
    };
  if (action === 'disapprove' || action === 'reject') return { set: { rejection_reason: reason }, reason };
  return { set: {}, reason: null };
}

/** `POST approve | disapprove | reject | cancel` with the order `id` and the action's input. */
export async function act(
  ctx: AppContext,
  actor: Actor,
  action: 'approve' | 'disapprove' | 'reject' | 'cancel',
  body: Record<string, unknown> & { id: number },
) {
  const { id, ...input } = body;
  const { row } = await runAction(ctx.db, readinessWorkflow, actor, id, action, {
    input,
    ...readinessWrites(action, input),
  });
  return {
    message: i18nOf(actor).t(DONE[action]),
    data: { ...row, ...workflowState(readinessWorkflow, actor, row) },
  };
}
