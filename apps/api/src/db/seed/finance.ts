import { DEFAULT_VAT_RATE_BP, invoiceTotals } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { issueDocument } from '../../lib/documents';
import { seasonOf } from '../../lib/site-time';
import { disclaimerContent } from '../../modules/finance/final-disclaimer.document';
import { type Db, query, type Tx } from '../client';
import { clearanceVotes, finalDisclaimers, invoiceLines, invoices, sadadOrders } from '../schema';

type Step = { action: string; from: string; to: string; reason?: string };

/** The path of actions that brings a record to each demo status (its timeline). */
const SADAD_PATHS: Record<string, Step[]> = {
  issued: [],
  awaiting_review: [{ action: 'upload_docs', from: 'issued', to: 'awaiting_review' }],
  paid: [
    { action: 'upload_docs', from: 'issued', to: 'awaiting_review' },
    { action: 'approve', from: 'awaiting_review', to: 'paid' },
  ],
  rejected: [
    { action: 'upload_docs', from: 'issued', to: 'awaiting_review' },
    { action: 'reject', from: 'awaiting_review', to: 'rejected', reason: 'الإيصال غير واضح' },
  ],
  cancelled: [{ action: 'cancel', from: 'issued', to: 'cancelled' }],
};
const INVOICE_PATHS: Record<string, Step[]> = {
  draft: [],
  issued: [{ action: 'issue', from: 'draft', to: 'issued' }],
  approved: [
    { action: 'issue', from: 'draft', to: 'issued' },
    { action: 'approve', from: 'issued', to: 'approved' },
  ],
  rejected: [
    { action: 'issue', from: 'draft', to: 'issued' },
    { action: 'reject', from: 'issued', to: 'rejected', reason: 'المبلغ المحول غير مطابق' },
  ],
  cancelled: [{ action: 'cancel', from: 'draft', to: 'cancelled' }],
};

async function history(
  tx: Tx,
  workflow: string,
  id: number,
  first: string,
  steps: Step[],
  who: (a: string) => number,
) {
  await query(
    tx,
    sql`insert into workflow_events (workflow, record_id, from_status, to_status, action, actor_id)
        values (${workflow}, ${id}, null, ${first}, 'created', ${who('created')})`,
  );
  for (const s of steps)
    await query(
      tx,
      sql`insert into workflow_events (workflow, record_id, from_status, to_status, action, actor_id, reason)
          values (${workflow}, ${id}, ${s.from}, ${s.to}, ${s.action}, ${who(s.action)}, ${s.reason ?? null})`,
    );
}

/**
 * Sadad orders and invoices of the demo companies (raft company first, so record 1 of each is
 * its), one in every status, with their timelines. Receipts are not seeded (no file was ever
 * uploaded): the demo's paid bills show their history only.
 */
export async function seedFinance(db: Db) {
  await db.transaction(async (tx) => {
    const people = await query<{ id: number; email: string }>(
      tx,
      sql`select id, email from users where email in ('kdana@demo.mashaer.sa', 'raft_company@demo.mashaer.sa', 'raft_office@demo.mashaer.sa')`,
    );
    const by = new Map(people.map((p) => [p.email.split('@')[0], p.id]));
    const kdana = by.get('kdana');
    if (!kdana) return;
    const companies = ['raft_company', 'raft_office'].map((c) => by.get(c)).filter((x): x is number => !!x);
    let bill = 1_448_000_100;
    for (const [ci, company] of companies.entries()) {
      const who = (a: string) => (a === 'upload_docs' ? company : kdana);
      for (const [i, status] of Object.keys(SADAD_PATHS).entries()) {
        const paid = status === 'paid';
        const [row] = await tx
          .insert(sadadOrders)
          .values({
            bill_number: String(bill++),
            company_id: company,
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
            status,
            rejection_reason: status === 'rejected' ? 'الإيصال غير واضح' : null,
            paid_at: paid ? new Date() : null,
            created_by: kdana,
          })
          .returning({ id: sadadOrders.id });
        await history(tx, 'sadad', row.id, 'issued', SADAD_PATHS[status], who);
      }
      for (const [i, status] of Object.keys(INVOICE_PATHS).entries()) {
        const lines = [
          { description: 'خدمات نظافة المخيم', quantity: 3 + i, unit_price: 125_000 },
          { description: 'خيام إضافية', quantity: 2, unit_price: 45_050 + i },
        ];
        const t = invoiceTotals(lines, DEFAULT_VAT_RATE_BP);
        const issued = status !== 'draft' && status !== 'cancelled';
        const [row] = await tx
          .insert(invoices)
          .values({
            company_id: company,
            status,
            due_date: `2027-06-${10 + i + ci}`,
            note: 'موسم حج 1448',
            subtotal: t.subtotal,
            vat_rate_bp: DEFAULT_VAT_RATE_BP,
            vat_total: t.vat_total,
            total: t.total,
            issued_at: issued ? new Date() : null,
            paid_at: status === 'approved' ? new Date() : null,
            rejection_reason: status === 'rejected' ? 'المبلغ المحول غير مطابق' : null,
            created_by: kdana,
          })
          .returning({ id: invoices.id });
        if (issued)
          await query(
            tx,
            sql`update invoices set invoice_number = ${`INV-${seasonOf()}-${String(row.id).padStart(6, '0')}`} where id = ${row.id}`,
          );
        await tx.insert(invoiceLines).values(
          lines.map((l, p) => ({
            invoice_id: row.id,
            position: p + 1,
            ...l,
            line_total: t.line_totals[p],
          })),
        );
        await history(tx, 'invoice', row.id, 'draft', INVOICE_PATHS[status], who);
      }
    }
    await seedClearance(tx, kdana);
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
