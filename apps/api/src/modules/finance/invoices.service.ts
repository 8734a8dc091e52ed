/**
 * Invoices (issue 20 §2; spec 001 §7 "Sadad and invoices"): the authority drafts an invoice with
 * line items (halalas), edits it while it is a draft and issues it; VAT is computed here (money.ts:
 * half-up once per invoice, at the configured rate, kept on the invoice). The company uploads its
 * receipt; the authority approves (paid) or rejects it (the company uploads again). The details
 * carry the tax invoice's seller, buyer, lines, totals and its ZATCA simplified QR.
 */
import {
  INVOICE_STATUSES,
  INVOICE_WORKFLOW,
  type InvoiceDetails,
  type InvoiceStore,
  invoiceTotals,
  type MessageKey,
  rateText,
  sarText,
  translate,
  zatcaQr,
} from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { invoices } from '../../db/schema';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { listAttachments } from '../../lib/attachments';
import { audit } from '../../lib/audit';
import { isoOf, isoOrNull } from '../../lib/iso';
import type { ListInput } from '../../lib/list';
import { recordState } from '../../lib/record-state';
import { lockInScope } from '../../lib/scope';
import { seasonOf } from '../../lib/site-time';
import { applyAction, recordCreated, timeline } from '../../lib/workflow';
import { billReceipts } from './bill-receipts';
import {
  assertAuthority,
  assertCompany,
  billList,
  companyOptions,
  listStateOf,
  stateOf,
} from './finance.shared';
import { type Invoice, invoiceWorkflow } from './invoice.workflow';
import * as repo from './invoices.repository';

const tr = (actor: Actor, key: MessageKey) => translate(actor.lang, key);

/** A row of the list: the columns it draws and its edit action reads (`InvoiceListRowSchema`). */
function presentListRow(actor: Actor, row: Invoice, names: { ar: string; en: string }) {
  return {
    id: row.id,
    invoice_number: row.invoice_number,
    company_id: row.company_id,
    company_name: actor.lang === 'en' ? names.en : names.ar,
    due_date: row.due_date,
    total: row.total,
    total_sar: sarText(row.total),
    ...listStateOf(invoiceWorkflow, INVOICE_STATUSES, actor, row),
  };
}

function present(actor: Actor, row: Invoice, names?: { ar: string; en: string }) {
  return {
    id: row.id,
    invoice_number: row.invoice_number,
    company_id: row.company_id,
    ...(names ? { company_name: actor.lang === 'en' ? names.en : names.ar } : {}),
    due_date: row.due_date,
    note: row.note,
    subtotal: row.subtotal,
    vat_rate_bp: row.vat_rate_bp,
    vat_rate: rateText(row.vat_rate_bp),
    vat_total: row.vat_total,
    total: row.total,
    subtotal_sar: sarText(row.subtotal),
    vat_total_sar: sarText(row.vat_total),
    total_sar: sarText(row.total),
    issued_at: isoOrNull(row.issued_at),
    paid_at: isoOrNull(row.paid_at),
    rejection_reason: row.rejection_reason,
    created_at: isoOf(row.created_at),
    ...stateOf(invoiceWorkflow, INVOICE_STATUSES, actor, row),
  };
}

/** `POST general/invoices?page`. */
export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const page = await repo.listInvoices(ctx.db, input, scopeOrg(actor));
  return billList(actor, page, presentListRow, { def: INVOICE_WORKFLOW, statuses: INVOICE_STATUSES });
}

/** `GET general/invoices/create`: the companies and the VAT rate new invoices get. */
export async function createForm(ctx: AppContext, actor: Actor) {
  assertAuthority(actor);
  return {
    data: {
      companies: await companyOptions(ctx.db, actor.lang),
      vat_rate_bp: ctx.config.VAT_RATE_BP,
      vat_rate: rateText(ctx.config.VAT_RATE_BP),
    },
  };
}

/** Writes the lines and the totals of an invoice (new or a draft's), computed here. */
async function writeContent(tx: Tx, invoiceId: number, body: InvoiceStore, rateBp: number) {
  const totals = invoiceTotals(body.lines, rateBp);
  await repo.replaceLines(
    tx,
    invoiceId,
    body.lines.map((l, i) => ({
      position: i + 1,
      description: l.description,
      quantity: l.quantity,
      unit_price: l.unit_price,
      line_total: totals.line_totals[i],
    })),
  );
  return totals;
}

const issueSet = (row: Invoice) => ({
  invoice_number: `INV-${seasonOf()}-${String(row.id).padStart(6, '0')}`,
  issued_at: new Date(),
});

/** The columns an invoice's form writes: its company, due date and note, and the totals at `rate`. */
const invoiceColumns = (
  body: InvoiceStore,
  t: { subtotal: number; vat_total: number; total: number },
  rate: number,
) => ({
  company_id: body.company_id,
  due_date: body.due_date,
  note: body.note ?? null,
  subtotal: t.subtotal,
  vat_rate_bp: rate,
  vat_total: t.vat_total,
  total: t.total,
});

/** `POST general/invoices/store` (issued at once) and `save_as_draft` (a draft). */
export async function store(ctx: AppContext, actor: Actor, body: InvoiceStore, draft: boolean) {
  assertAuthority(actor);
  await assertCompany(ctx.db, body.company_id);
  const rate = ctx.config.VAT_RATE_BP;
  const row = await ctx.db.transaction(async (tx) => {
    const t = invoiceTotals(body.lines, rate);
    const created = await repo.insertInvoice(tx, {
      ...invoiceColumns(body, t, rate),
      created_by: actor.id,
    });
    await writeContent(tx, created.id, body, rate);
    await recordCreated(tx, invoiceWorkflow, created.id, created.status, actor);
    await audit(tx, null, {
      event: 'created',
      table: 'invoices',
      recordId: created.id,
      old: null,
      new: { company_id: created.company_id, total: created.total, status: created.status },
      module: 'finance',
      method: draft ? 'general/invoices/save_as_draft' : 'general/invoices/store',
      userId: actor.id,
      ip: actor.ip,
    });
    if (draft) return created;
    return (await applyAction(tx, invoiceWorkflow, actor, created, 'issue', { set: issueSet(created) })).row;
  });
  return { message: tr(actor, draft ? 'invoice.drafted' : 'invoice.created'), data: present(actor, row) };
}

/** `POST general/invoices/update`: a draft's new content (drafts only); `issue` 1 issues it too. */
export async function update(
  ctx: AppContext,
  actor: Actor,
  body: InvoiceStore & { invoice_id: number; issue?: number },
) {
  assertAuthority(actor);
  await assertCompany(ctx.db, body.company_id);
  const row = await ctx.db.transaction(async (tx) => {
    const current = (await lockInScope(tx, invoices, body.invoice_id, actor, invoices.company_id)) as Invoice;
    if (current.status !== 'draft')
      throw AppError.invalid({ status: 'finance.not_draft' }, 'finance.not_draft');
    const rate = ctx.config.VAT_RATE_BP;
    const t = await writeContent(tx, current.id, body, rate);
    const changed = await repo.updateInvoice(tx, current.id, {
      ...invoiceColumns(body, t, rate),
      updated_at: new Date(),
    });
    await audit(tx, null, {
      event: 'updated',
      table: 'invoices',
      recordId: current.id,
      old: { company_id: current.company_id, total: current.total, due_date: current.due_date },
      new: { company_id: changed.company_id, total: changed.total, due_date: changed.due_date },
      module: 'finance',
      method: 'general/invoices/update',
      userId: actor.id,
      ip: actor.ip,
    });
    if (body.issue !== 1) return changed;
    return (await applyAction(tx, invoiceWorkflow, actor, changed, 'issue', { set: issueSet(changed) })).row;
  });
  return {
    message: tr(actor, body.issue === 1 ? 'invoice.created' : 'invoice.updated'),
    data: present(actor, row),
  };
}

async function findInScope(db: Tx, actor: Actor, id: number) {
  const r = await repo.findInvoice(db, id, scopeOrg(actor));
  if (!r) throw AppError.notFound();
  return r;
}

/** The tax invoice's seller (configuration) and its ZATCA QR, once issued. */
function taxInvoice(ctx: AppContext, row: Invoice) {
  const seller = {
    name_ar: ctx.config.SELLER_NAME_AR,
    name_en: ctx.config.SELLER_NAME_EN,
    vat_number: ctx.config.SELLER_VAT_NUMBER,
  };
  const zatca_qr = row.issued_at
    ? zatcaQr({
        seller: seller.name_ar,
        vatNumber: seller.vat_number,
        timestamp: isoOf(row.issued_at),
        total: sarText(row.total),
        vat: sarText(row.vat_total),
      })
    : null;
  return { seller, zatca_qr };
}

/** `GET general/invoices/details/{id}`: the invoice, its lines, state, timeline, receipt and QR. */
export async function details(ctx: AppContext, actor: Actor, id: number) {
  const r = await findInScope(ctx.db, actor, id);
  const lines = await repo.linesOf(ctx.db, id);
  const files = await listAttachments(ctx, receipts.area(actor), actor, id);
  return {
    data: {
      ...present(actor, r.row, { ar: r.ar, en: r.en }),
      // Approve and reject are offered only once the receipt is there (issue 28 §13).
      allowed_actions: (await recordState(ctx.db, invoiceWorkflow, actor, r.row)).allowed_actions,
      buyer: { name_ar: r.ar, name_en: r.en, vat_number: r.vat },
      lines: lines.map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unit_price: l.unit_price,
        line_total: l.line_total,
        unit_price_sar: sarText(l.unit_price),
        line_total_sar: sarText(l.line_total),
      })),
      ...taxInvoice(ctx, r.row),
      timeline: await timeline(ctx.db, invoiceWorkflow, id, actor.lang),
      attachments: files.data,
    } as InvoiceDetails,
  };
}

const receipts = billReceipts({
  workflow: invoiceWorkflow,
  table: invoices,
  recordType: 'invoice',
  base: 'general/invoices',
  messages: 'invoice',
  find: findInScope,
  present,
});
// `change_state` takes the bill's id from the body (`invoice_id`).
export const { uploadDocs, listFiles, download, cancel, logs, changeState } = receipts;
