import { z } from 'zod';
import { filterId, id } from '../fields';
import { ListBodyBaseSchema } from '../list';
import type { MessageKey } from '../messages';
import { defineWorkflow } from '../workflow';

// ---------------------------------------------------------------------------------------------
// Contracts (spec §3 "Contract": contract_status, assign_camps_id; §7 general/contracts/*).
// ---------------------------------------------------------------------------------------------

export const CONTRACT_STATUSES = ['unsigned', 'signed_by_company', 'signed_by_authority', 'signed'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Who signs a contract: the receiving company (its own contracts only) and the authority. */
export const CONTRACT_PARTIES = ['company', 'authority'] as const;
export type ContractParty = (typeof CONTRACT_PARTIES)[number];

/**
 * The contract's signing workflow, run by the workflow kernel. Each party signs once, in either
 * order; each signature records who, when, the SHA-256 of the contract content and copies of the
 * signer's stored signature and stamp. A fully `signed` contract is closed; when it is, the
 * delivery may complete (`after`: answered → deliverd once the delivery form is signed too).
 */
export const CONTRACT_WORKFLOW = defineWorkflow({
  name: 'contract',
  title: { ar: 'عقد التسليم', en: 'Delivery contract' },
  statusField: 'contract_status',
  statuses: CONTRACT_STATUSES,
  labels: {
    unsigned: 'contract.status.unsigned',
    signed_by_company: 'contract.status.signed_by_company',
    signed_by_authority: 'contract.status.signed_by_authority',
    signed: 'contract.status.signed',
  },
  refused: 'contract.already_signed',
  refusedField: 'id',
  actions: {
    sign_company: {
      label: { ar: 'توقيع الشركة', en: 'Company signs' },
      from: ['unsigned', 'signed_by_authority'],
      to: ['signed_by_company', 'signed'],
      permission: 'delivery-signature-index',
      party: 'owner',
      after: ['complete_delivery'],
      refused: { signed: 'contract.fully_signed' },
      event: 'signed',
      how: 'sign-contract with the password',
    },
    sign_authority: {
      label: { ar: 'توقيع الهيئة', en: 'Authority signs' },
      from: ['unsigned', 'signed_by_company'],
      to: ['signed_by_authority', 'signed'],
      permission: 'delivery-signature-index',
      party: 'authority',
      after: ['complete_delivery'],
      refused: { signed: 'contract.fully_signed' },
      event: 'signed',
      how: 'sign-contract with the password',
    },
  },
});

/** The signing action of each party. */
export const CONTRACT_SIGN_ACTION = { company: 'sign_company', authority: 'sign_authority' } as const;

/** The statuses in which a party may still sign. */
export const contractSignableBy = (party: ContractParty): readonly ContractStatus[] =>
  CONTRACT_WORKFLOW.actions[CONTRACT_SIGN_ACTION[party]].from;

/** Message keys of each status's label. */
export const CONTRACT_STATUS_LABEL = CONTRACT_WORKFLOW.labels as Record<ContractStatus, MessageKey>;

/** At most this many contracts per bulk request. */
const CONTRACT_BULK_MAX = 100;

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

/** `POST general/appointments/start-form/{id}`: starts (or opens) an appointment's delivery form. */
export const StartDeliveryFormSchema = z.object({ form_id: id });
