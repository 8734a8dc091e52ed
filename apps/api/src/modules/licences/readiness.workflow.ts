/** The readiness licence workflow's server side (declaration: READINESS_WORKFLOW in the contract). */
import { READINESS_WORKFLOW } from '@mashaer/contract';
import { eq } from 'drizzle-orm';
import { camps, formAnswers, readinessLicenses } from '../../db/schema';
import { cancel as cancelDocument, liveDocument } from '../../lib/documents';
import type { ServerWorkflow } from '../../lib/workflow';
import { issueLicenceDocument } from './licence-documents';
import { readinessContent } from './readiness.document';

export type ReadinessLicense = typeof readinessLicenses.$inferSelect;

export const readinessWorkflow: ServerWorkflow<ReadinessLicense, typeof READINESS_WORKFLOW> = {
  def: READINESS_WORKFLOW,
  table: readinessLicenses,
  statusKey: 'status',
  ownerKey: 'company_id',
  module: 'licences',
  method: (a) =>
    `general/simple-readiness-license/${a === 'resubmit' ? 'update-all-answers' : a === 'submit' ? 'answer-questions' : a}`,
  guards: {
    /**
     * "form not filled": the company has answered the form. The engine accepts a save only when
     * every required question the saver may answer is answered, so any answer means its part is
     * complete (questions of other audiences — the design office — are theirs to answer).
     */
    form_filled: async ({ tx, row }) => {
      if (row.filling_id === null) return 'readiness.form_not_filled';
      const [a] = await tx
        .select({ id: formAnswers.id })
        .from(formAnswers)
        .where(eq(formAnswers.filling_id, row.filling_id))
        .limit(1);
      return a ? null : 'readiness.form_not_filled';
    },
  },
  after: {
    /** The approved licence is issued as a verifiable document valid for its period. */
    issue_licence: issueLicenceDocument<ReadinessLicense>('readiness_license', readinessContent, (r) => ({
      from: r.issued_at,
      until: r.expires_at,
    })),
    cancel_licence: async ({ tx, from, row }) => {
      if (from !== 'approved') return;
      if (await liveDocument(tx, { type: 'readiness_license', recordId: row.id }))
        await cancelDocument(tx, { type: 'readiness_license', recordId: row.id });
    },
  },
  notice: async ({ tx, row }) => {
    const [c] = await tx.select({ n: camps.camp_number }).from(camps).where(eq(camps.id, row.camp_id));
    return { link: `/readiness-license/details/${row.id}`, params: { camp: c?.n ?? String(row.camp_id) } };
  },
};
