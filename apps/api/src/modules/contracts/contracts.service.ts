/**
 * Camp delivery contracts (spec §3 "Contract", §7 general/contracts/*): one per assignment,
 * written once (both languages) and hashed at creation; signed by the receiving company (its own
 * contracts only) and by the authority, in either order, through CONTRACT_TRANSITIONS. Each
 * signature records who, when, the content hash and copies of the signer's profile signature and
 * stamp. Bulk store and bulk sign are all or nothing: one transaction, the first refusal of any
 * item answers 422 with that item's error (`<list>.<index>`) and nothing is written.
 */
import {
  CONTRACT_STATUS_LABEL,
  CONTRACT_STATUSES,
  type ContractParty,
  type ContractStatus,
  contractSignableBy,
  translate,
} from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError, type FieldErrors, pgErrorCode } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { contentHash } from '../../lib/canonical';
import { randomToken } from '../../lib/crypto';
import { documentUrl } from '../../lib/documents';
import { storedDataUrl } from '../../lib/files';
import { type ListInput, listResponse } from '../../lib/list';
import { namesIn } from '../../lib/place-names';
import { allowedActions, timeline } from '../../lib/workflow';
import { contractContent } from './contract.document';
import { contractWorkflow } from './contract.workflow';
import * as repo from './contracts.repository';

const MODULE = 'contracts';
type Lang = 'ar' | 'en';

export const partyOf = (user: Pick<Actor, 'isAuthority'>): ContractParty =>
  user.isAuthority ? 'authority' : 'company';

// ---- reading ----

export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const lang = actor.lang as Lang;
  const party = partyOf(actor);
  // The statuses in which the caller's party may still sign.
  const signableStatuses = contractSignableBy(party);
  const page = await repo.listContracts(ctx.db, input, scopeOrg(actor), signableStatuses);
  return listResponse(
    {
      ...page,
      data: page.data.map((r) => {
        const status = r.contract_status as ContractStatus;
        return {
          ...r,
          ...namesIn(r, lang),
          contract_status_text: translate(actor.lang, CONTRACT_STATUS_LABEL[status]),
          can_sign: signableStatuses.includes(status) ? 1 : 0,
        };
      }),
    },
    {
      contract_status: CONTRACT_STATUSES.map((s) => ({
        value: s,
        label: translate(actor.lang, CONTRACT_STATUS_LABEL[s]),
      })),
    },
  );
}

/** The contract in the caller's scope (locked when asked), or undefined. */
export const findInScope = (tx: Tx, id: number, actor: Actor, lock = false) =>
  repo.findContract(tx, id, scopeOrg(actor), lock);

/** `GET general/contracts/sign-contract/{id}`: the contract to read, sign and print. */
export async function show(ctx: AppContext, actor: Actor, id: number) {
  const c = await findInScope(ctx.db, id, actor);
  if (!c) throw AppError.notFound();
  const lang = actor.lang as Lang;
  const info = await repo.contractInfo(ctx.db, c.id);
  const sigs = await repo.signaturesOf(ctx.db, c.id);
  const status = c.contract_status as ContractStatus;
  const party = partyOf(actor);
  // The QR check exists once the contract is fully signed (its document is issued then).
  const doc = await documentUrl(ctx.db, ctx.config.PUBLIC_URL, { type: 'contract', recordId: c.id });
  return {
    data: {
      id: c.id,
      assign_camps_id: c.assign_camps_id,
      company_id: c.company_id,
      camp_id: c.camp_id,
      contract_status: status,
      contract_status_text: translate(actor.lang, CONTRACT_STATUS_LABEL[status]),
      title: translate(lang, 'contract.title'),
      content: lang === 'en' ? c.content_en : c.content_ar,
      content_hash: c.content_hash,
      created_at: c.created_at,
      signed_at: c.signed_at,
      camp_number: info.camp_number,
      square_name: lang === 'en' ? info.square_name_en : info.square_name,
      company_name: lang === 'en' ? info.company_name_en : info.company_name,
      receiver_cr: info.receiver_cr,
      assign_status: info.assign_status,
      verify_code: doc?.code ?? null,
      verify_url: doc?.url ?? null,
      my_party: party,
      can_sign: contractSignableBy(party).includes(status) ? 1 : 0,
      allowed_actions: allowedActions(contractWorkflow, actor, c),
      timeline: await timeline(ctx.db, contractWorkflow, c.id, lang),
      parties: await Promise.all(
        (['authority', 'company'] as const).map(async (p) => {
          const s = sigs.find((x) => x.party === p);
          return {
            party: p,
            party_text: translate(actor.lang, `contract.party.${p}`),
            signature: s
              ? {
                  user_name: s.user_name,
                  signed_at: new Date(s.signed_at).toISOString(),
                  content_hash: s.content_hash,
                  signature_image: await storedDataUrl(ctx.db, ctx.storage, s.signature_file_id),
                  stamp_image: await storedDataUrl(ctx.db, ctx.storage, s.stamp_file_id),
                }
              : null,
          };
        }),
      ),
    },
  };
}

// ---- creating ----

async function create(tx: Tx, actor: Actor, assignId: number, method: string) {
  const a = await repo.lockAssignmentForContract(tx, assignId);
  if (!a) return { error: 'contract.assignment_unknown' } as const;
  if (a.status === 'returned') return { error: 'contract.assignment_returned' } as const;
  if (await repo.contractOfAssignment(tx, assignId)) return { error: 'contract.exists' } as const;
  const content_ar = translate('ar', 'contract.body', {
    company: a.company_name,
    cr: a.receiver_cr ?? '-',
    camp: a.camp_number,
    square: a.square_name,
  });
  const content_en = translate('en', 'contract.body', {
    company: a.company_name_en,
    cr: a.receiver_cr ?? '-',
    camp: a.camp_number,
    square: a.square_name_en,
  });
  const row = await repo.insertContract(tx, {
    assign_camps_id: a.id,
    company_id: a.company_id,
    camp_id: a.camp_id,
    verify_code: randomToken(24),
    content_ar,
    content_en,
    content_hash: contentHash(contractContent({ content_ar, content_en })),
    created_by: actor.id,
  });
  await audit(tx, null, {
    userId: actor.id,
    ip: actor.ip,
    event: 'created',
    table: 'contracts',
    recordId: row.id,
    new: { assign_camps_id: a.id, company_id: a.company_id, content_hash: row.content_hash },
    module: MODULE,
    method,
  });
  return { row } as const;
}

/** A concurrent store of the same assignment loses on the unique index: the same 422. */
async function uniqueAsExists<T>(fn: () => Promise<T>, field: string) {
  try {
    return await fn();
  } catch (e) {
    if (pgErrorCode(e) === '23505') throw AppError.invalid({ [field]: 'contract.exists' }, 'contract.exists');
    throw e;
  }
}

/** `POST general/contracts/store`. */
export async function store(ctx: AppContext, actor: Actor, assignId: number) {
  const row = await uniqueAsExists(
    () =>
      ctx.db.transaction(async (tx) => {
        const r = await create(tx, actor, assignId, 'general/contracts/store');
        if ('error' in r && r.error) throw AppError.invalid({ assign_camps_id: r.error }, r.error);
        return r.row;
      }),
    'assign_camps_id',
  );
  return { message: translate(actor.lang, 'contract.created'), ...(await show(ctx, actor, row.id)) };
}

/** `POST general/contracts/bulk-store`: all or nothing. */
export async function bulkStore(ctx: AppContext, actor: Actor, ids: number[]) {
  if (new Set(ids).size !== ids.length)
    throw AppError.invalid({ assign_camps_ids: 'contract.duplicate_ids' }, 'contract.duplicate_ids');
  const created = await uniqueAsExists(
    () =>
      ctx.db.transaction(async (tx) => {
        const out: { assign_camps_id: number; contract_id: number }[] = [];
        // Ascending order: two bulk requests lock their assignments in the same order.
        const order = ids.map((id, i) => ({ id, i })).sort((a, b) => a.id - b.id);
        const errors: FieldErrors = {};
        for (const { id, i } of order) {
          const r = await create(tx, actor, id, 'general/contracts/bulk-store');
          if ('error' in r && r.error) errors[`assign_camps_ids.${i}`] = r.error;
          else out.push({ assign_camps_id: id, contract_id: r.row.id });
        }
        if (Object.keys(errors).length) throw AppError.invalid(errors);
        return out;
      }),
    'assign_camps_ids',
  );
  return {
    message: translate(actor.lang, 'contract.bulk_created', { count: created.length }),
    data: created,
  };
}

// Signing (one and bulk) is served from its own file.
export { bulkSign, sign } from './contract-signing.service';
