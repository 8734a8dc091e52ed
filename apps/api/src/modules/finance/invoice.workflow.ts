/** The invoice workflow's server side (declaration: INVOICE_WORKFLOW in the contract). */
import { INVOICE_STATUS_COLORS, INVOICE_WORKFLOW, RECEIPT_SLOTS } from '@mashaer/contract';
import { invoices } from '../../db/schema';
import { attachmentCounts } from '../../lib/attachments';
import { ownedBy, workflowSearch } from '../../lib/search';
import { serverWorkflow } from '../../lib/workflow-types';
import { billMethod } from './bill-receipts';
import { reopenBillVote } from './clearance.service';

export type Invoice = typeof invoices.$inferSelect;

export const invoiceWorkflow = serverWorkflow<Invoice, typeof INVOICE_WORKFLOW>({
  def: INVOICE_WORKFLOW,
  table: invoices,
  module: 'finance',
  method: billMethod('general/invoices', { issue: 'general/invoices/store' }),
  rowGuards: ['receipt_uploaded'],
  guards: {
    /** Approving or rejecting a payment needs the company's receipt. */
    receipt_uploaded: async ({ tx, row }) =>
      ((await attachmentCounts(tx, 'invoice', RECEIPT_SLOTS, [row.id])).get(row.id)?.missing ?? 1) > 0
        ? 'finance.receipt_missing'
        : null,
  },
  after: {
    /** An issued invoice reopens the invoices department's acceptance of the company's clearance. */
    reopen_clearance: ({ tx, actor, after }) => reopenBillVote(tx, actor, after.company_id, 'invoices'),
  },
  notice: async ({ row }) => ({
    link: `/invoices/details/${row.id}`,
    params: { number: row.invoice_number ?? String(row.id) },
  }),
});

/** The one search box (issue 29 §2): invoices by number, a company's own only. */
export const invoiceSearch = workflowSearch(invoiceWorkflow, INVOICE_STATUS_COLORS, {
  area: 'invoices',
  permission: 'clearance-invoices-index',
  columns: [invoices.invoice_number],
  title: invoices.invoice_number,
  scope: ownedBy(invoices.company_id),
});
