import { defineWorkflow } from '../workflow';

/** A department's vote on a company's clearance (the `vote` column is its state). */
const CLEARANCE_VOTES = ['accept', 'reject', 'reopened'] as const;

/**
 * One vote per voter per company, run by the workflow kernel: the first vote creates it, a later
 * one replaces it (audited, on its timeline). Nobody votes once the final disclaimer is issued; a
 * bills department (sadad, invoices) cannot accept while the company has unpaid bills there, and a
 * new bill of the department reopens its acceptance (the department votes again once it is paid).
 */
export const CLEARANCE_VOTE_WORKFLOW = defineWorkflow({
  name: 'clearance_vote',
  title: { ar: 'تصويت إخلاء الطرف', en: 'Clearance vote' },
  statusField: 'vote',
  statuses: CLEARANCE_VOTES,
  labels: {
    accept: { ar: 'قبول', en: 'Accepted' },
    reject: { ar: 'رفض', en: 'Rejected' },
    reopened: { ar: 'أعيد فتحه (فاتورة جديدة)', en: 'Reopened (a new bill)' },
  },
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
      from: ['accept', 'reject', 'reopened'],
      to: 'accept',
      permission: null,
      party: 'voter',
      guards: ['season_open', 'bills_paid'],
      event: 'vote_changed',
      how: 'clearance/store with vote accept (replaces the earlier vote)',
    },
    reject: {
      label: { ar: 'رفض', en: 'Reject' },
      from: ['accept', 'reject', 'reopened'],
      to: 'reject',
      permission: null,
      party: 'voter',
      guards: ['season_open'],
      after: ['tell_company'],
      event: 'vote_changed',
      how: 'clearance/store with vote reject (replaces the earlier vote)',
    },
    reopen: {
      label: { ar: 'إعادة فتح', en: 'Reopen' },
      from: ['accept'],
      to: 'reopened',
      permission: null,
      party: 'system',
      event: 'vote_reopened',
      how: 'a new sadad bill or an issued invoice of the company reopens that department’s acceptance',
    },
  },
});
