import { z } from 'zod';
import { ListBodyBaseSchema } from './list';
import type { PermissionName } from './permissions';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const filterId = z.union([id, z.literal('')]).optional();

// ---------------------------------------------------------------------------------------------
// Contracts (spec §3 "Contract": contract_status, assign_camps_id; §7 general/contracts/*).
// ---------------------------------------------------------------------------------------------

export const CONTRACT_STATUSES = ['unsigned', 'signed_by_company', 'signed_by_authority', 'signed'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Who signs a contract: the receiving company (its own contracts only) and the authority. */
export const CONTRACT_PARTIES = ['company', 'authority'] as const;
export type ContractParty = (typeof CONTRACT_PARTIES)[number];

export type ContractTransition = {
  from: ContractStatus;
  to: ContractStatus;
  /** The party whose signature makes the move. */
  party: ContractParty;
  permission: PermissionName;
};

/**
 * The contract's signing state machine, enforced by the server (modules/contracts). Each party
 * signs once, in either order; each signature records who, when, the SHA-256 of the contract
 * content and copies of the signer's stored signature and stamp. A fully `signed` contract is
 * closed. Anything not in this table is refused (422).
 */
export const CONTRACT_TRANSITIONS: readonly ContractTransition[] = [
  { from: 'unsigned', to: 'signed_by_company', party: 'company', permission: 'delivery-signature-index' },
  { from: 'unsigned', to: 'signed_by_authority', party: 'authority', permission: 'delivery-signature-index' },
  { from: 'signed_by_company', to: 'signed', party: 'authority', permission: 'delivery-signature-index' },
  { from: 'signed_by_authority', to: 'signed', party: 'company', permission: 'delivery-signature-index' },
];

export const findContractTransition = (from: ContractStatus, party: ContractParty) =>
  CONTRACT_TRANSITIONS.find((t) => t.from === from && t.party === party);

/** Message keys of each status's label. */
export const CONTRACT_STATUS_LABEL: Record<ContractStatus, string> = {
  unsigned: 'contract.status.unsigned',
  signed_by_company: 'contract.status.signed_by_company',
  signed_by_authority: 'contract.status.signed_by_authority',
  signed: 'contract.status.signed',
};

/** At most this many contracts per bulk request. */
export const CONTRACT_BULK_MAX = 100;

/** `POST general/contracts/store`. */
export const ContractStoreSchema = z.object({ assign_camps_id: id });

/** `POST general/contracts/bulk-store`: one contract per assignment, all or nothing. */
export const ContractBulkStoreSchema = z.object({
  assign_camps_ids: z.array(id).min(1).max(CONTRACT_BULK_MAX),
});

/** `POST general/contracts/sign-contract/{id}`: the signer's password, re-entered. */
export const ContractSignSchema = z.object({ password: z.string().min(1).max(128) });

/** `POST general/contracts/bulk-sign`: sign many at once, all or nothing. */
export const ContractBulkSignSchema = z.object({
  contract_ids: z.array(id).min(1).max(CONTRACT_BULK_MAX),
  password: z.string().min(1).max(128),
});

/** `POST general/contracts?page`. */
export const ContractListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  contract_status: z.union([z.enum(CONTRACT_STATUSES), z.literal('')]).optional(),
  company_id: filterId,
  assign_camps_id: filterId,
  /** 1: only the contracts the caller may sign now (the bulk-signature screen). */
  signable: z.union([z.coerce.number().int().min(0).max(1), z.literal('')]).optional(),
});

/** Public verification of a printed contract (its QR code). */
export const ContractVerifyQuerySchema = z.object({ code: z.string().trim().min(16).max(64) });

/** `POST general/appointments/start-form/{id}`: starts (or opens) an appointment's delivery form. */
export const StartDeliveryFormSchema = z.object({ form_id: id });
