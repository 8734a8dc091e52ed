/** A product department's clearance file on a company, through the one attachments mechanism. */
import { CLEARANCE_FILE_SLOTS, type ClearanceVoter } from '@mashaer/contract';
import { AppError } from '../../lib/app-error';
import type { AttachmentArea } from '../../lib/attachments';
import * as repo from './clearance.repository';

/** The attachments' record type of a product's clearance file (its record is the company). */
const clearanceFileRecord = (product: ClearanceVoter) => `clearance_${product}`;
/** Where a product's file calls live: `general/clearance-{product}/file/…` (ARCHITECTURE §3). */
export const clearanceFileBase = (product: ClearanceVoter) => `/general/clearance-${product}`;

/**
 * A product department's file on a company (`/clearance-{product}/file/:id`) through the one
 * attachments mechanism: the record is the company (a company sees only its own; another → 404);
 * only the authority changes it (upload, review, delete lock the record).
 */
export function clearanceFileArea(product: ClearanceVoter): Omit<AttachmentArea, 'downloadUrl'> {
  return {
    recordType: clearanceFileRecord(product),
    slots: CLEARANCE_FILE_SLOTS,
    module: 'finance',
    findRecord: async (tx, actor, id, lock) => {
      if (!actor.isAuthority && actor.orgId !== id) return null;
      const c = await repo.fileCompany(tx, id, lock);
      if (c && lock && !actor.isAuthority) throw new AppError(403, 'clearance.not_voter');
      return c ? { companyId: c.id } : null;
    },
  };
}
