import { z } from 'zod';
import { emptyOr, id, optionalText } from '../fields';
import { ListBodyBaseSchema } from '../list';
import { CLEARANCE_VOTERS, type ClearanceVoter } from './clearance-voters';

// ---------------------------------------------------------------------------------------------
// Clearance (spec 001 §2 "Clearance", §3 "Clearance company", §6 permissions): at the end of the
// season each authority department (a voter) accepts or rejects a company's clearance; when all
// required voters accept, the authority issues the final disclaimer (kdana).
// ---------------------------------------------------------------------------------------------

export const CLEARANCE_STATUSES = ['pending', 'partial', 'cleared', 'rejected'] as const;
export type ClearanceStatus = (typeof CLEARANCE_STATUSES)[number];
export const CLEARANCE_STATUS_LABELS: Record<ClearanceStatus, { ar: string; en: string }> = {
  pending: { ar: 'بانتظار التصويت', en: 'Pending' },
  partial: { ar: 'إخلاء جزئي', en: 'Partially cleared' },
  cleared: { ar: 'تم إخلاء الطرف', en: 'Cleared' },
  rejected: { ar: 'مرفوض', en: 'Rejected' },
};

/** A company's clearance from its votes on the required voters: any reject, all accept, some, none. */
export function clearanceStatus(votes: readonly (string | null | undefined)[]): ClearanceStatus {
  if (votes.some((v) => v === 'reject')) return 'rejected';
  const accepted = votes.filter((v) => v === 'accept').length;
  if (votes.length > 0 && accepted === votes.length) return 'cleared';
  return accepted > 0 ? 'partial' : 'pending';
}

/** `POST general/clearance?page`. */
export const ClearanceListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  clearance_status: emptyOr(z.enum(CLEARANCE_STATUSES)),
  /** One voter's view (`/clearance-{product}`): its vote column filters too. */
  voter: emptyOr(z.enum(CLEARANCE_VOTERS as [ClearanceVoter, ...ClearanceVoter[]])),
});

/** `POST general/clearance/store`: one vote per voter per company (a new vote replaces it, audited). */
export const ClearanceVoteSchema = z.object({
  company_id: id,
  vote: z.enum(['accept', 'reject'], { error: 'clearance.vote_invalid' }),
  /** The department voting; needed when the caller holds several voters' permissions. */
  voter: z.enum(CLEARANCE_VOTERS as [ClearanceVoter, ...ClearanceVoter[]]).optional(),
  note: optionalText(1000),
});

/** `POST general/final_disclaimer/store`. */
export const FinalDisclaimerStoreSchema = z.object({ company_id: id });
