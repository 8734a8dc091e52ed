/**
 * Payment-slip (SADAD) orders (issue 20 §1; spec 001 §7 "Sadad and invoices"): the authority
 * bills a company; the company uploads its receipt (→ awaiting review); the authority approves
 * (→ paid) or rejects with a reason (the company uploads again), or cancels before payment. Every
 * move goes through the workflow kernel; a company sees only its own bills (another's → 404).
 */
import {
  type MessageKey,
  SADAD_REASONS,
  SADAD_STATUSES,
  SADAD_WORKFLOW,
  type SadadDetails,
  type SadadStore,
  sarText,
  translate,
} from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { sadadOrders } from '../../db/schema';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { listAttachments } from '../../lib/attachments';
import { audit } from '../../lib/audit';
import { orNull, pick } from '../../lib/form-values';
import type { ListInput } from '../../lib/list';
import { recordCreated, timeline } from '../../lib/workflow';
import { billReceipts } from './bill-receipts';
import { reopenBillVote } from './clearance.service';
import {
  assertAuthority,
  assertCompany,
  billList,
  companyOptions,
  listStateOf,
  reasonText,
  stateOf,
} from './finance.shared';
import * as repo from './sadad.repository';

/** The organisations that may be billed, as filter options (the dashboards' company filter too). */
export { companyOptions };

import { isoOf, isoOrNull } from '../../lib/iso';
import { type SadadOrder, sadadWorkflow } from './sadad.workflow';

/** A row of the list: the columns it draws (`SadadListRowSchema`). */
function presentListRow(actor: Actor, row: SadadOrder, names: { ar: string; en: string }) {
  return {
    id: row.id,
    bill_number: row.bill_number,
    company_id: row.company_id,
    company_name: actor.lang === 'en' ? names.en : names.ar,
    amount: row.amount,
    amount_sar: sarText(row.amount),
    due_date: row.due_date,
    reason: row.reason,
    reason_text: reasonText(actor.lang, row.reason),
    ...listStateOf(sadadWorkflow, SADAD_STATUSES, actor, row),
  };
}

function present(actor: Actor, row: SadadOrder, names?: { ar: string; en: string }) {
  return {
    id: row.id,
    bill_number: row.bill_number,
    company_id: row.company_id,
    ...(names ? { company_name: actor.lang === 'en' ? names.en : names.ar } : {}),
    amount: row.amount,
    amount_sar: sarText(row.amount),
    due_date: row.due_date,
    reason: row.reason,
    reason_text: reasonText(actor.lang, row.reason),
    description: row.description,
    linked_type: row.linked_type,
    linked_id: row.linked_id,
    rejection_reason: row.rejection_reason,
    paid_at: isoOrNull(row.paid_at),
    created_at: isoOf(row.created_at),
    ...stateOf(sadadWorkflow, SADAD_STATUSES, actor, row),
  };
}

/** `POST general/sadad?page`. */
export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const page = await repo.listSadad(ctx.db, input, scopeOrg(actor));
  return billList(
    actor,
    page,
    presentListRow,
    { def: SADAD_WORKFLOW, statuses: SADAD_STATUSES },
    { reason: SADAD_REASONS.map((s) => ({ value: s, label: reasonText(actor.lang, s) })) },
  );
}

/** `GET general/sadad/create`: the form's options (authority only). */
export async function createForm(ctx: AppContext, actor: Actor) {
  assertAuthority(actor);
  return {
    data: {
      companies: await companyOptions(ctx.db, actor.lang),
      reasons: SADAD_REASONS.map((s) => ({ value: s, label: reasonText(actor.lang, s) })),
    },
  };
}

/** `POST general/sadad/store`: a new bill, `issued`, with its creation event and audit row. */
export async function store(ctx: AppContext, actor: Actor, body: SadadStore) {
  assertAuthority(actor);
  await assertCompany(ctx.db, body.company_id);
  const row = await ctx.db.transaction((tx) => raiseBill(tx, actor, body));
  return { message: tr(actor, 'sadad.created'), data: present(actor, row) };
}

/**
 * A bill made inside the caller's transaction: its first state on the timeline, the company's
 * clearance vote reopened, the audit row. Another area's record that raises a bill (a violation
 * order's fine) commits with it or not at all.
 */
export async function raiseBill(tx: Tx, actor: Actor, body: SadadStore) {
  const created = await repo
    .insertSadad(tx, {
      created_by: actor.id,
      ...pick(body, ['bill_number', 'company_id', 'amount', 'due_date', 'reason']),
      ...orNull(body, ['description', 'linked_type', 'linked_id']),
    })
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? AppError.invalid({ bill_number: 'finance.bill_number_taken' }) : e;
    });
  await recordCreated(tx, sadadWorkflow, created.id, created.status, actor);
  await reopenBillVote(tx, actor, created.company_id, 'sadad');
  await auditCreated(tx, actor, created);
  return created;
}

async function auditCreated(tx: Tx, actor: Actor, row: SadadOrder) {
  await audit(tx, null, {
    event: 'created',
    table: 'sadad_orders',
    recordId: row.id,
    old: null,
    new: { bill_number: row.bill_number, company_id: row.company_id, amount: row.amount, status: row.status },
    module: 'finance',
    method: 'general/sadad/store',
    userId: actor.id,
    ip: actor.ip,
  });
}

const tr = (actor: Actor, key: MessageKey) => translate(actor.lang, key);

async function findInScope(db: Tx, actor: Actor, id: number) {
  const r = await repo.findSadad(db, id, scopeOrg(actor));
  if (!r) throw AppError.notFound();
  return r;
}

/** `GET general/sadad/details/{id}`: the bill, its state, its timeline and its receipt. */
export async function details(ctx: AppContext, actor: Actor, id: number) {
  const r = await findInScope(ctx.db, actor, id);
  const files = await listAttachments(ctx, receipts.area(actor), actor, id);
  return {
    data: {
      ...present(actor, r.row, { ar: r.ar, en: r.en }),
      timeline: await timeline(ctx.db, sadadWorkflow, id, actor.lang),
      attachments: files.data,
    } as SadadDetails,
  };
}

const receipts = billReceipts({
  workflow: sadadWorkflow,
  table: sadadOrders,
  recordType: 'sadad',
  base: 'general/sadad',
  messages: 'sadad',
  find: findInScope,
  present,
});
// `change_state` takes the bill's id from the body (`sadad_order_id`).
export const { uploadDocs, listFiles, download, cancel, logs, changeState } = receipts;
