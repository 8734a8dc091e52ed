/**
 * The assignment workflow's server side (its declaration: ASSIGNMENT_WORKFLOW in the contract):
 * the table, the owner column and the guard its actions name. Every status change of an
 * assignment runs through the kernel with this (lib/workflow.ts).
 */
import { ASSIGNMENT_WORKFLOW } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { query } from '../../db/client';
import type { assignCamps } from '../../db/schema';
import { assignCamps as table } from '../../db/schema';
import { serverWorkflow } from '../../lib/workflow-types';

type Assignment = typeof assignCamps.$inferSelect;

export const assignmentWorkflow = serverWorkflow<Assignment, typeof ASSIGNMENT_WORKFLOW>({
  def: ASSIGNMENT_WORKFLOW,
  table,
  module: 'assignments',
  method: () => 'general/assign_camps/change_status',
  guards: {
    /** The delivery starts only at an approved appointment the company did not miss. */
    async approved_appointment({ tx, row }) {
      const [ok] = await query<{ id: number }>(
        tx,
        sql`select id from appointments
             where assign_camp_id = ${row.id} and status = 'approved' and absent_at is null limit 1`,
      );
      return ok ? null : 'assignment.needs_approved_appointment';
    },
  },
  async notice({ tx, row }) {
    const [c] = await query<{ camp_number: string }>(
      tx,
      sql`select camp_number from camps where id = ${row.camp_id}`,
    );
    return { link: `/assign/${row.id}`, params: { camp: c?.camp_number ?? '' } };
  },
});
