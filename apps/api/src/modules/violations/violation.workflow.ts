/** The violation workflow's server side (declaration: VIOLATION_WORKFLOW in the contract). */
import { VIOLATION_SLOTS, VIOLATION_STATUS_COLORS, VIOLATION_WORKFLOW } from '@mashaer/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { attachments, camps, violations } from '../../db/schema';
import { workflowSearch } from '../../lib/search';
import { serverWorkflow } from '../../lib/workflow-types';
import type { ViolationRecord } from './violations.repository';

const slotsOf = (prefix: string) => Object.keys(VIOLATION_SLOTS).filter((s) => s.startsWith(prefix));

/** How many current files the violation holds in the slots named `prefix_…`. */
async function filesIn(tx: Tx, id: number, prefix: string) {
  const rows = await tx
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        eq(attachments.record_type, 'violation'),
        eq(attachments.record_id, id),
        inArray(attachments.slot, slotsOf(prefix)),
        ne(attachments.status, 'replaced'),
        ne(attachments.status, 'rejected'),
      ),
    );
  return rows.length;
}

const overdue = (row: ViolationRecord, now = new Date()) =>
  !!row.due_at && row.due_at.getTime() <= now.getTime();

export const violationWorkflow = serverWorkflow<ViolationRecord, typeof VIOLATION_WORKFLOW>({
  def: VIOLATION_WORKFLOW,
  table: violations,
  module: 'violations',
  method: (a) =>
    a === 'create'
      ? 'general/violation_forms/store'
      : a === 'assign'
        ? 'general/violation_forms_assigns/store'
        : a === 'unassign'
          ? 'general/violation_forms_assigns'
          : `general/violation_forms/${a}`,
  guards: {
    /** At least one photo of the violation before the company is told. */
    images_uploaded: async ({ tx, row }) =>
      (await filesIn(tx, row.id, 'image_')) ? null : 'violation.images_required',
    /** An objection needs its file. */
    rejection_file_uploaded: async ({ tx, row }) =>
      (await filesIn(tx, row.id, 'rejection_file')) ? null : 'violation.rejection_file_required',
    /** An answer needs at least one photo of the fix. */
    evidence_uploaded: async ({ tx, row }) =>
      (await filesIn(tx, row.id, 'evidence_')) ? null : 'violation.evidence_required',
    /** The authority accepts a fix the company has answered. */
    answered: async ({ row }) => (row.answer ? null : 'violation.not_answered'),
    /** Computed from the dates: past the level's deadline no objection is taken, job or no job. */
    before_deadline: async ({ row }) => (overdue(row) ? 'violation.deadline_passed' : null),
    /** The job locks only what is past its deadline and not answered. */
    deadline_passed: async ({ row }) =>
      overdue(row) && !row.answered_at ? null : 'violation.deadline_not_passed',
  },
  rowGuards: ['before_deadline', 'answered'],
  recipients: {
    /** The inspector following it up, else whoever recorded it. */
    inspector: async ({ row }) => row.inspector_id ?? row.created_by ?? null,
  },
  notice: async ({ tx, row }) => {
    const [camp] = await tx.select({ n: camps.camp_number }).from(camps).where(eq(camps.id, row.camp_id));
    return { link: `/violations/view/${row.id}`, params: { number: row.number, camp: camp?.n ?? '' } };
  },
});

/** The one search box: violations by number, a company's own only. */
export const violationSearch = workflowSearch(violationWorkflow, VIOLATION_STATUS_COLORS, {
  area: 'violations',
  permission: 'view-violations',
  columns: [violations.number],
  title: violations.number,
  // A company finds its violations once they are assigned to it (as its list shows them).
  scope: (who) =>
    who.isAuthority
      ? undefined
      : sql`${violations.company_id} = ${who.orgId} and ${violations.status} <> 'created'`,
});
