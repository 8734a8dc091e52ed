/**
 * Queries of invoices: the list, an invoice in scope with its buyer, its lines, and the writes of
 * an invoice and its lines. The rules (who may, drafts only, VAT, the transactions) stay in
 * invoices.service.ts.
 */
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { type ListInput, runList } from '../../lib/list';
import { keyedSpec } from '../../lib/list-compiled';
import { companyRecordsList } from '../../lib/list-defaults';
import { insertRow, updateRow } from '../../lib/rows';
import { company, companyAr, companyEn, joinCompany } from './finance.repository';

/** The invoices in the caller's scope (`org` null: all): a compiled list. */
export function listInvoices(db: Tx, input: ListInput, org: number | null) {
  // A compiled list: one prepared statement a scope and filter set.
  const key = `invoices:${org === null ? 'all' : 'org'}`;
  return runList(
    db,
    keyedSpec(key, () => ({
      deferJoins: true,
      from: invoices,
      select: { ...getTableColumns(invoices), company_ar: companyAr, company_en: companyEn },
      ...companyRecordsList(invoices, org, {
        joins: joinCompany(invoices),
        search: [invoices.invoice_number, company.company_name_ar, company.company_name_en],
        sorts: { total: invoices.total, due_date: invoices.due_date },
      }),
    })),
    input,
    { org },
  );
}

/** The invoice `id` in scope with its buyer's names and VAT number, or undefined. */
export async function findInvoice(db: Tx, id: number, org: number | null) {
  const [r] = await db
    .select({ row: invoices, ar: companyAr, en: companyEn, vat: company.vat_number })
    .from(invoices)
    .innerJoin(company, eq(company.id, invoices.company_id))
    .where(and(eq(invoices.id, id), org === null ? undefined : eq(invoices.company_id, org)));
  return r;
}

/** The lines of an invoice, in their order. */
export const linesOf = (db: Tx, invoiceId: number) =>
  db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoice_id, invoiceId))
    .orderBy(asc(invoiceLines.position));

/** Replaces the lines of an invoice. */
export async function replaceLines(
  tx: Tx,
  invoiceId: number,
  lines: Omit<typeof invoiceLines.$inferInsert, 'invoice_id'>[],
) {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoice_id, invoiceId));
  await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoice_id: invoiceId })));
}

export const insertInvoice = (tx: Tx, values: typeof invoices.$inferInsert) =>
  insertRow(tx, invoices, values);

export const updateInvoice = (tx: Tx, id: number, set: Partial<typeof invoices.$inferInsert>) =>
  updateRow(tx, invoices, id, set);
