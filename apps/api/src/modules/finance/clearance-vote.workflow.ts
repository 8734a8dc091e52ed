/** The clearance vote workflow's server side (declaration: CLEARANCE_VOTE_WORKFLOW in the contract). */
import {
  CLEARANCE_VOTE_WORKFLOW,
  CLEARANCE_VOTER_DEFS,
  type ClearanceVoter,
  translate,
} from '@mashaer/contract';
import { clearanceVotes } from '../../db/schema';
import { serverWorkflow } from '../../lib/workflow-types';
import { notifyUsers } from '../notifications/notifications.service';
import * as repo from './clearance.repository';

const labelOf = (voter: string) => CLEARANCE_VOTER_DEFS[voter as ClearanceVoter].label;

export const clearanceVoteWorkflow = serverWorkflow<repo.VoteRow, typeof CLEARANCE_VOTE_WORKFLOW>({
  def: CLEARANCE_VOTE_WORKFLOW,
  table: clearanceVotes,
  module: 'finance',
  method: () => 'general/clearance/store',
  parties: {
    /** An authority user holding the permission of the department the vote is for. */
    voter: (row, actor) =>
      actor.isAuthority &&
      actor.permissions.has(CLEARANCE_VOTER_DEFS[row.voter as ClearanceVoter].permission),
  },
  guards: {
    /** The final disclaimer closes the company's season: no more votes. */
    season_open: async ({ tx, row }) =>
      (await repo.disclaimerOf(tx, row.company_id)) ? 'clearance.closed' : null,
    /** A bills department accepts only when the company owes it nothing. */
    bills_paid: async ({ tx, row, to }) => {
      if (to !== 'accept' || (row.voter !== 'sadad' && row.voter !== 'invoices')) return null;
      const open = (await repo.unpaidBills(tx, row.company_id))[row.voter].length;
      return open > 0 ? { key: 'clearance.unpaid_bills', params: { count: open } } : null;
    },
  },
  after: {
    /** The company is told when the department's vote becomes a rejection. */
    tell_company: async ({ tx, from, to, after }) => {
      if (to !== 'reject' || from === 'reject') return;
      await notifyUsers(
        tx,
        [after.company_id],
        translate('ar', 'clearance.notify_rejected', { voter: labelOf(after.voter).ar }),
        `/clearance/${after.company_id}/all`,
      );
    },
  },
});
