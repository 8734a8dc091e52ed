import { defineWorkflow } from '../workflow';

/** A department's vote on a company's clearance (the `vote` column is its state). */
const CLEARANCE_VOTES = ['accept', 'reject'] as const;

/**
 * One vote per voter per company, run by the workflow kernel: the first vote creates it, a later
 * one replaces it (audited, on its timeline). Nobody votes once the final disclaimer is issued; a
 * bills department (sadad, invoices) cannot accept while the company has unpaid bills there.
 */
export const CLEARANCE_VOTE_WORKFLOW = defineWorkflow({
  name: 'clearance_vote',
  title: { ar: 'تصويت إخلاء الطرف', en: 'Clearance vote' },
  statusField: 'vote',
  statuses: CLEARANCE_VOTES,
  labels: { accept: { ar: 'قبول', en: 'Accepted' }, reject: { ar: 'رفض', en: 'Rejected' } },
  refused: 'clearance.transition_not_allowed',
  refusedField: 'vote',
  create: {
    label: { ar: 'التصويت', en: 'Voted' },
    to: CLEARANCE_VOTES,
    permission: null,
    party: 'voter',
    guards: ['season_open', 'bills_paid'],
    after: ['tell_company'],
    event: 'voted',
    how: 'clearance/store: the first vote of the department',
  },
  actions: {
    accept: {
      label: { ar: 'قبول', en: 'Accept' },
      from: ['accept', 'reject'],
      to: 'accept',
      permission: null,
      party: 'voter',
      guards: ['season_open', 'bills_paid'],
      event: 'vote_changed',
      how: 'clearance/store with vote accept (replaces the earlier vote)',
    },
    reject: {
      label: { ar: 'رفض', en: 'Reject' },
      from: ['accept', 'reject'],
      to: 'reject',
      permission: null,
      party: 'voter',
      guards: ['season_open'],
      after: ['tell_company'],
      event: 'vote_changed',
      how: 'clearance/store with vote reject (replaces the earlier vote)',
    },
  },
});
