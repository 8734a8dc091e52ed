/** The readiness licence workflow's server side (declaration: READINESS_WORKFLOW in the contract). */
import { READINESS_STATUS_COLORS, READINESS_WORKFLOW } from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { camps, readinessLicenses } from '../../db/schema';
import { cancel as cancelDocument, liveDocument } from '../../lib/documents';
import { ownedBy, workflowSearch } from '../../lib/search';
import { serverWorkflow } from '../../lib/workflow-types';
import { formFilled, issueLicenceDocument } from './licence-steps';
import { readinessContent } from './readiness.document';

export type ReadinessLicense = typeof readinessLicenses.$inferSelect;

export const readinessWorkflow = serverWorkflow<ReadinessLicense, typeof READINESS_WORKFLOW>({
  def: READINESS_WORKFLOW,
  table: readinessLicenses,
  module: 'licences',
  method: (a) =>
    `general/simple-readiness-license/${a === 'resubmit' ? 'update-all-answers' : a === 'submit' ? 'answer-questions' : a}`,
  guards: {
    /** "form not filled": the company has answered the form. */
    form_filled: formFilled('readiness.form_not_filled'),
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
});

/**
 * The one search box (issue 29 §2): a readiness licence by its number (the id its printed licence
 * shows) or its camp's number, a company's own only.
 */
export const readinessSearch = workflowSearch(readinessWorkflow, READINESS_STATUS_COLORS, {
  area: 'readiness_licenses',
  permission: 'readiness-license-index',
  number: readinessLicenses.id,
  columns: [camps.camp_number],
  title: camps.camp_number,
  subtitle: sql`'#' || ${readinessLicenses.id}`,
  joins: (q) => q.innerJoin(camps, eq(camps.id, readinessLicenses.camp_id)) as unknown as PgSelect,
  scope: ownedBy(readinessLicenses.company_id),
});
