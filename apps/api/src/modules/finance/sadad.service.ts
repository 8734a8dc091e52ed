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
  type SadadRow,
  type SadadStore,
  sarText,
  statusText,
  translate,
} from '@mashaer/contract';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { sadadOrders, users } from '../../db/schema';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { listAttachments } from '../../lib/attachments';
import { audit } from '../../lib/audit';
import { type ListInput, listResponse, runList } from '../../lib/list';
import { recordCreated, timeline } from '../../lib/workflow';
import { billReceipts } from './bill-receipts';
import { assertAuthority, assertCompany, companyOptions, reasonText, stateOf } from './finance.shared';
import { type SadadOrder, sadadWorkflow } from './sadad.workflow';

const company = alias(users, 'company');
const scopeWhere = (actor: Actor): SQL | undefined => {
  const org = scopeOrg(actor);
  return org === null ? undefined : eq(sadadOrders.company_id, org);
};
const companyAr = sql<string>`coalesce(${company.company_name_ar}, ${company.company_name_en}, ${company.name})`;
const companyEn = sql<string>`coalesce(${company.company_name_en}, ${company.company_name_ar}, ${company.name})`;

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
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    ...stateOf(sadadWorkflow, SADAD_STATUSES, actor, row),
  };
}

/** `POST general/sadad?page`. */
export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const org = scopeOrg(actor);
  const joins = (q: PgSelect) =>
    q.innerJoin(company, eq(company.id, sadadOrders.company_id)) as unknown as PgSelect;
  const page = await runList(
    ctx.db,
    {
      // A compiled list: one prepared statement a scope and filter set.
      key: `sadad:${org === null ? 'all' : 'org'}`,
      deferJoins: true,
      from: sadadOrders,
      joins,
      // A required foreign key: the join never changes the count; only the search box needs it.
      countJoins: (q, filters) => (filters.has('search') ? joins(q) : q),
      select: { ...getTableColumns(sadadOrders), company_ar: companyAr, company_en: companyEn },
      filters: {
        status: { op: 'eq', column: sadadOrders.status },
        reason: { op: 'eq', column: sadadOrders.reason },
        company_id: { op: 'eq', column: sadadOrders.company_id },
        search: {
          op: 'search',
          columns: [sadadOrders.bill_number, company.company_name_ar, company.company_name_en],
        },
      },
      sorts: {
        id: sadadOrders.id,
        amount: sadadOrders.amount,
        due_date: sadadOrders.due_date,
        status: sadadOrders.status,
        created_at: sadadOrders.created_at,
      },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: sadadOrders.id,
      base: [org === null ? undefined : eq(sadadOrders.company_id, sql.placeholder('org'))],
    },
    input,
    { org },
  );
  return listResponse(
    {
      ...page,
      data: page.data.map(
        (r) =>
          present(actor, r as unknown as SadadOrder, {
            ar: r.company_ar as string,
            en: r.company_en as string,
          }) as SadadRow,
      ),
    },
    {
      status: SADAD_STATUSES.map((s) => ({ value: s, label: statusText(SADAD_WORKFLOW, s, actor.lang) })),
      reason: SADAD_REASONS.map((s) => ({ value: s, label: reasonText(actor.lang, s) })),
      // The companies (about 1,400) come from `…/companies?search=` as the user types.
    },
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
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(sadadOrders)
        .values({
          bill_number: body.bill_number,
          company_id: body.company_id,
          amount: body.amount,
          due_date: body.due_date,
          reason: body.reason,
          description: body.description ?? null,
          linked_type: body.linked_type ?? null,
          linked_id: body.linked_id ?? null,
          created_by: actor.id,
        })
        .returning();
      await recordCreated(tx, sadadWorkflow, created.id, created.status, actor);
      await auditCreated(tx, actor, created);
      return created;
    });
    return { message: tr(actor, 'sadad.created'), data: present(actor, row) };
  } catch (e) {
    if (isUniqueViolation(e)) throw AppError.invalid({ bill_number: 'finance.bill_number_taken' });
    throw e;
  }
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
  const [r] = await db
    .select({ row: sadadOrders, ar: companyAr, en: companyEn })
    .from(sadadOrders)
    .innerJoin(company, eq(company.id, sadadOrders.company_id))
    .where(and(eq(sadadOrders.id, id), scopeWhere(actor)));
  if (!r) throw AppError.notFound();
  return r;
}

/** `GET general/sadad/details/{id}`: the bill, its state, its timeline and its receipt. */
export async function details(ctx: AppContext, req: FastifyRequest, actor: Actor, id: number) {
  const r = await findInScope(ctx.db, actor, id);
  const files = await listAttachments(ctx, req, receipts.area(actor), actor, id);
  return {
    data: {
      ...present(actor, r.row, { ar: r.ar, en: r.en }),
      timeline: await timeline(ctx.db, sadadWorkflow, id, actor.lang),
      attachments: files.data,
    },
  };
}

/** `GET general/sadad/logs/{id}`: the timeline alone. */
export async function logs(ctx: AppContext, actor: Actor, id: number) {
  await findInScope(ctx.db, actor, id);
  return { data: await timeline(ctx.db, sadadWorkflow, id, actor.lang) };
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
export const { uploadDocs, listFiles, download, cancel } = receipts;

/** `POST general/sadad/change_state` (approve → paid; reject with rejection_reason → rejected). */
export function changeState(
  ctx: AppContext,
  actor: Actor,
  body: { sadad_order_id: number; action: 'approve' | 'reject'; rejection_reason?: string },
) {
  return receipts.changeState(ctx, actor, body.sadad_order_id, body);
}
