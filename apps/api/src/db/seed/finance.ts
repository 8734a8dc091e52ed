import { DEFAULT_VAT_RATE_BP, invoiceTotals } from '@mashaer/contract';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/actor';
import { uploadAttachment } from '../../lib/attachments';
import { audit } from '../../lib/audit';
import { issueDocument } from '../../lib/documents';
import { seasonOf } from '../../lib/site-time';
import { applyAction, recordCreated, runAction, type ServerWorkflow } from '../../lib/workflow';
import { billReceipts } from '../../modules/finance/bill-receipts';
import { disclaimerContent } from '../../modules/finance/final-disclaimer.document';
import { type Invoice, invoiceWorkflow } from '../../modules/finance/invoice.workflow';
import { type SadadOrder, sadadWorkflow } from '../../modules/finance/sadad.workflow';
import { type Db, query, type Tx } from '../client';
import { clearanceVotes, finalDisclaimers, invoiceLines, invoices, sadadOrders } from '../schema';
import { demoActor } from './actors';
import { bufferUpload, receiptPdf, type SeedFiles } from './files';

/** The demo statuses, in the order their records are created (record ids and numbers follow it). */
const SADAD_STATUSES = ['issued', 'awaiting_review', 'paid', 'rejected', 'cancelled'] as const;
const INVOICE_STATUSES = ['draft', 'issued', 'approved', 'rejected', 'cancelled'] as const;
const SADAD_REJECTED = 'الإيصال غير واضح';
const INVOICE_REJECTED = 'المبلغ المحول غير مطابق';

type Bill = { id: number; company_id: number; status: string };

/**
 * The company uploads its receipt for the bill, the way `upload_docs` does: the file goes through
 * the attachment mechanism (stored, its row and audit written) and the bill takes `upload_docs`
 * in the same transaction.
 */
async function uploadReceipt<R extends Bill>(
  db: Db,
  files: SeedFiles,
  company: Actor,
  def: {
    workflow: ServerWorkflow<R>;
    table: typeof sadadOrders | typeof invoices;
    recordType: string;
    base: string;
  },
  id: number,
  label: string,
) {
  const receipts = billReceipts<R>({
    ...def,
    messages: def.recordType,
    find: async (tx, _actor, recordId) => {
      const [row] = await tx.select().from(def.table).where(eq(def.table.id, recordId));
      return { row: row as unknown as R, ar: '', en: '' };
    },
    present: () => null,
  });
  const ctx = { db, storage: files.storage } as AppContext;
  await uploadAttachment(
    ctx,
    bufferUpload(
      'receipt.pdf',
      receiptPdf(['SADAD payment receipt', label, new Date().toISOString().slice(0, 10)]),
    ),
    receipts.area(company, true),
    company,
    id,
    'receipt',
    `${def.base}/upload_docs`,
  );
}

/** Approve (paid) or reject with its reason, as `change_state` does. */
const decide = <R extends Bill>(db: Db, wf: ServerWorkflow<R>, kdana: Actor, id: number, reason?: string) =>
  runAction(db, wf, kdana, id, reason ? 'reject' : 'approve', {
    input: reason ? { rejection_reason: reason } : {},
    reason: reason ?? null,
    set: reason ? { rejection_reason: reason } : { paid_at: new Date() },
  });

/**
 * Sadad orders and invoices of the demo companies (raft company first, so record 1 of each is
 * its), one in every status. Each is created in its first state and brought to its demo status by
 * the actions a person takes (kdana issues, the company uploads its receipt, kdana approves,
 * rejects or cancels), so its timeline, audit rows, notifications and receipt are the real ones.
 */
export async function seedFinance(db: Db, files: SeedFiles) {
  const people = await query<{ id: number; email: string }>(
    db,
    sql`select id, email from users where email in ('kdana@demo.mashaer.sa', 'raft_company@demo.mashaer.sa', 'raft_office@demo.mashaer.sa')`,
  );
  const by = new Map(people.map((p) => [p.email.split('@')[0], p.id]));
  const kdanaId = by.get('kdana');
  if (!kdanaId) return;
  const kdana = await demoActor(db, kdanaId);
  const companyIds = ['raft_company', 'raft_office'].map((c) => by.get(c)).filter((x): x is number => !!x);
  const sadad = { workflow: sadadWorkflow, table: sadadOrders, recordType: 'sadad', base: 'general/sadad' };
  const invoice = {
    workflow: invoiceWorkflow,
    table: invoices,
    recordType: 'invoice',
    base: 'general/invoices',
  };
  let bill = 1_448_000_100;
  for (const [ci, companyId] of companyIds.entries()) {
    const company = await demoActor(db, companyId);
    for (const [i, status] of SADAD_STATUSES.entries()) {
      const bill_number = String(bill++);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(sadadOrders)
          .values({
            bill_number,
            company_id: companyId,
            amount: [250_000, 1_500_075, 75_000, 320_050, 99_900][i],
            due_date: `2027-0${5 + (i % 3)}-${10 + i + ci}`,
            reason: ['service_fee', 'reassign_fee', 'violation_fine', 'service_fee', 'other'][i],
            description: [
              'رسوم خدمات المخيم',
              'رسوم إعادة تخصيص مخيم',
              'غرامة مخالفة تنظيمية',
              'رسوم خدمات إضافية',
              'رسوم أخرى',
            ][i],
            created_by: kdana.id,
          })
          .returning();
        await creation(tx, kdana, sadadWorkflow, created, 'general/sadad/store', {
          bill_number: created.bill_number,
          company_id: created.company_id,
          amount: created.amount,
        });
        if (status === 'cancelled') await applyAction(tx, sadadWorkflow, kdana, created, 'cancel');
        return created;
      });
      if (status === 'issued' || status === 'cancelled') continue;
      await uploadReceipt<SadadOrder>(db, files, company, sadad, row.id, `Bill ${bill_number}`);
      if (status === 'paid') await decide(db, sadadWorkflow, kdana, row.id);
      if (status === 'rejected') await decide(db, sadadWorkflow, kdana, row.id, SADAD_REJECTED);
    }
    for (const [i, status] of INVOICE_STATUSES.entries()) {
      const lines = [
        { description: 'خدمات نظافة المخيم', quantity: 3 + i, unit_price: 125_000 },
        { description: 'خيام إضافية', quantity: 2, unit_price: 45_050 + i },
      ];
      const t = invoiceTotals(lines, DEFAULT_VAT_RATE_BP);
      const issued = status !== 'draft' && status !== 'cancelled';
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(invoices)
          .values({
            company_id: companyId,
            due_date: `2027-06-${10 + i + ci}`,
            note: 'موسم حج 1448',
            subtotal: t.subtotal,
            vat_rate_bp: DEFAULT_VAT_RATE_BP,
            vat_total: t.vat_total,
            total: t.total,
            created_by: kdana.id,
          })
          .returning();
        await tx.insert(invoiceLines).values(
          lines.map((l, p) => ({
            invoice_id: created.id,
            position: p + 1,
            ...l,
            line_total: t.line_totals[p],
          })),
        );
        await creation(
          tx,
          kdana,
          invoiceWorkflow,
          created,
          issued ? 'general/invoices/store' : 'general/invoices/save_as_draft',
          { company_id: created.company_id, total: created.total },
        );
        if (status === 'cancelled') await applyAction(tx, invoiceWorkflow, kdana, created, 'cancel');
        if (!issued) return created;
        const set = {
          invoice_number: `INV-${seasonOf()}-${String(created.id).padStart(6, '0')}`,
          issued_at: new Date(),
        };
        return (await applyAction(tx, invoiceWorkflow, kdana, created, 'issue', { set })).row;
      });
      if (status !== 'approved' && status !== 'rejected') continue;
      await uploadReceipt<Invoice>(db, files, company, invoice, row.id, row.invoice_number ?? '');
      await decide(db, invoiceWorkflow, kdana, row.id, status === 'rejected' ? INVOICE_REJECTED : undefined);
    }
  }
  await db.transaction((tx) => seedClearance(tx, kdana.id));
}

/** A bill's creation event and audit row, as its `store` writes them. */
async function creation<R extends Bill>(
  tx: Tx,
  actor: Actor,
  wf: ServerWorkflow<R>,
  row: R,
  method: string,
  values: Record<string, unknown>,
) {
  await recordCreated(tx, wf, row.id, row.status, actor);
  await audit(tx, null, {
    event: 'created',
    table: getTableName(wf.table),
    recordId: row.id,
    old: null,
    new: { ...values, status: row.status },
    module: 'finance',
    method,
    userId: actor.id,
    ip: actor.ip,
  });
}

const ALL_VOTERS = ['invoices', 'sadad', 'sharer', 'electricity', 'water', 'waste'] as const;
type Votes = Partial<Record<(typeof ALL_VOTERS)[number], 'accept' | 'reject'>>;
const accepted = (voters: readonly (typeof ALL_VOTERS)[number][]): Votes =>
  Object.fromEntries(voters.map((v) => [v, 'accept']));

/**
 * A clearance season: the raft company pending (no votes: kdana votes from /clearance), the raft
 * office rejected by the water department, the service provider partial, the contractor cleared
 * (its final disclaimer still to issue) and the design office cleared with its final disclaimer
 * (QR-verifiable). Bills departments accept only where the company has no unpaid bills.
 */
async function seedClearance(tx: Tx, kdana: number) {
  const people = await query<{ code: string; id: number }>(
    tx,
    sql`select split_part(email, '@', 1) as code, id from users where email like '%@demo.mashaer.sa' and parent_id is null`,
  );
  const id = (code: string) => people.find((p) => p.code === code)?.id;
  const plan: [string, Votes, string | null][] = [
    ['raft_office', { sharer: 'accept', water: 'reject', electricity: 'accept' }, 'عداد المياه غير مسدد'],
    ['service_provider', accepted(['invoices', 'sadad', 'sharer']), null],
    ['contractor', accepted(ALL_VOTERS), null],
    ['design_office', accepted(ALL_VOTERS), null],
  ];
  for (const [code, votes, note] of plan) {
    const company = id(code);
    if (!company) continue;
    const rows = Object.entries(votes).map(([voter, vote]) => ({
      company_id: company,
      voter,
      vote,
      note: vote === 'reject' ? note : 'لا توجد مستحقات',
      voted_by: kdana,
    }));
    if (rows.length) await tx.insert(clearanceVotes).values(rows);
  }
  const office = id('design_office');
  if (!office) return;
  const [d] = await tx.insert(finalDisclaimers).values({ company_id: office, issued_by: kdana }).returning();
  await issueDocument(tx, {
    type: 'final_disclaimer',
    recordId: d.id,
    content: disclaimerContent(d),
    issuedBy: kdana,
  });
}
