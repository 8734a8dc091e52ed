/**
 * Camp delivery contracts (spec §3 "Contract", §7 general/contracts/*): one per assignment,
 * written once (both languages) and hashed at creation; signed by the receiving company (its own
 * contracts only) and by the authority, in either order, through CONTRACT_TRANSITIONS. Each
 * signature records who, when, the content hash and copies of the signer's profile signature and
 * stamp. Bulk store and bulk sign are all or nothing: one transaction, the first refusal of any
 * item answers 422 with that item's error (`<list>.<index>`) and nothing is written.
 */
import fs from 'node:fs/promises';
import {
  CONTRACT_STATUS_LABEL,
  CONTRACT_STATUSES,
  type ContractParty,
  type ContractStatus,
  findContractTransition,
  translate,
} from '@mashaer/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { query, type Tx } from '../../db/client';
import { camps, contractSignatures, contracts, files, squares, users } from '../../db/schema';
import { AppError, pgErrorCode } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { randomToken, sha256 } from '../../lib/crypto';
import { type ListInput, listResponse, runList } from '../../lib/list';
import { copyFile, profileFile } from '../../lib/signature-files';
import { storagePath } from '../../lib/uploads';
import { type AuthUser, scopeOrg } from '../../plugins/access';
import { companyNameAr, companyNameEn } from '../camps/camps.repository';
import * as engine from '../templates/engine';
import { completeDeliveryIfDone } from './delivery-hooks';

const MODULE = 'contracts';
type Lang = 'ar' | 'en';
type Contract = typeof contracts.$inferSelect;
const company = alias(users, 'company');

export const partyOf = (user: AuthUser): ContractParty => (user.isAuthority ? 'authority' : 'company');
const scopeWhere = (org: number | null): SQL | undefined =>
  org === null ? undefined : eq(contracts.company_id, org);

// ---- reading ----

export async function list(ctx: AppContext, req: FastifyRequest, user: AuthUser, input: ListInput) {
  const lang = req.lang as Lang;
  const party = partyOf(user);
  // The statuses in which the caller's party may still sign.
  const signableStatuses = CONTRACT_STATUSES.filter((s) => findContractTransition(s, party));
  const page = await runList(
    ctx.db,
    {
      from: contracts,
      joins: (q) =>
        q
          .innerJoin(camps, eq(camps.id, contracts.camp_id))
          .innerJoin(squares, eq(squares.id, camps.square_id))
          .innerJoin(company, eq(company.id, contracts.company_id)),
      select: {
        id: contracts.id,
        assign_camps_id: contracts.assign_camps_id,
        company_id: contracts.company_id,
        camp_id: contracts.camp_id,
        contract_status: contracts.contract_status,
        content_hash: contracts.content_hash,
        signed_at: contracts.signed_at,
        created_at: contracts.created_at,
        camp_number: camps.camp_number,
        square_name: squares.name,
        square_name_en: squares.name_en,
        company_name: companyNameAr(company),
        company_name_en: companyNameEn(company),
      },
      filters: {
        contract_status: { op: 'eq', column: contracts.contract_status },
        company_id: { op: 'eq', column: contracts.company_id },
        assign_camps_id: { op: 'eq', column: contracts.assign_camps_id },
        search: {
          op: 'search',
          columns: [camps.camp_number, company.company_name_ar, company.company_name_en],
        },
        signable: {
          op: 'custom',
          where: (v) =>
            Number(v) === 1 ? inArray(contracts.contract_status, signableStatuses as string[]) : undefined,
        },
      },
      sorts: {
        id: contracts.id,
        contract_status: contracts.contract_status,
        camp_number: camps.camp_number,
        created_at: contracts.created_at,
        signed_at: contracts.signed_at,
      },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: contracts.id,
      base: [scopeWhere(scopeOrg(user))],
    },
    input,
  );
  return listResponse(
    {
      ...page,
      data: page.data.map((r) => {
        const status = r.contract_status as ContractStatus;
        return {
          ...r,
          square_name: lang === 'en' ? r.square_name_en : r.square_name,
          company_name: lang === 'en' ? r.company_name_en : r.company_name,
          contract_status_text: req.t(CONTRACT_STATUS_LABEL[status]),
          can_sign: findContractTransition(status, party) ? 1 : 0,
        };
      }),
    },
    { contract_status: CONTRACT_STATUSES.map((s) => ({ value: s, label: req.t(CONTRACT_STATUS_LABEL[s]) })) },
  );
}

async function findInScope(tx: Tx, id: number, user: AuthUser, lock = false) {
  const q = tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), scopeWhere(scopeOrg(user))));
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

async function dataUrl(uploadDir: string, tx: Tx, fileId: number | null) {
  if (fileId === null) return null;
  const [f] = await tx.select().from(files).where(eq(files.id, fileId));
  if (!f) return null;
  try {
    const buf = await fs.readFile(storagePath(uploadDir, f.storage_key));
    return `data:${f.mime};base64,${buf.toString('base64')}`;
  } catch {
    return null;
  }
}

async function signaturesOf(tx: Tx, contractId: number) {
  return tx
    .select({
      id: contractSignatures.id,
      party: contractSignatures.party,
      user_id: contractSignatures.user_id,
      user_name: users.name,
      content_hash: contractSignatures.content_hash,
      signature_file_id: contractSignatures.signature_file_id,
      stamp_file_id: contractSignatures.stamp_file_id,
      signed_at: contractSignatures.signed_at,
    })
    .from(contractSignatures)
    .innerJoin(users, eq(users.id, contractSignatures.user_id))
    .where(eq(contractSignatures.contract_id, contractId))
    .orderBy(asc(contractSignatures.id));
}

const verifyUrl = (ctx: AppContext, code: string) =>
  `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/api/general/contracts/verify?code=${code}`;

/** `GET general/contracts/sign-contract/{id}`: the contract to read, sign and print. */
export async function show(ctx: AppContext, req: FastifyRequest, user: AuthUser, id: number) {
  const c = await findInScope(ctx.db, id, user);
  if (!c) throw AppError.notFound();
  const lang = req.lang as Lang;
  const [info] = await query<{
    camp_number: string;
    square_name: string;
    square_name_en: string;
    company_name: string;
    company_name_en: string;
    receiver_cr: string | null;
    assign_status: string;
  }>(
    ctx.db,
    sql`select cm.camp_number, s.name as square_name, s.name_en as square_name_en,
               coalesce(u.company_name_ar, u.company_name_en, u.name) as company_name,
               coalesce(u.company_name_en, u.company_name_ar, u.name) as company_name_en,
               ac.receiver_cr, ac.status as assign_status
          from contracts c join camps cm on cm.id = c.camp_id join squares s on s.id = cm.square_id
          join users u on u.id = c.company_id join assign_camps ac on ac.id = c.assign_camps_id
         where c.id = ${c.id}`,
  );
  const sigs = await signaturesOf(ctx.db, c.id);
  const status = c.contract_status as ContractStatus;
  const party = partyOf(user);
  return {
    data: {
      id: c.id,
      assign_camps_id: c.assign_camps_id,
      company_id: c.company_id,
      camp_id: c.camp_id,
      contract_status: status,
      contract_status_text: req.t(CONTRACT_STATUS_LABEL[status]),
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
      verify_code: c.verify_code,
      verify_url: verifyUrl(ctx, c.verify_code),
      my_party: party,
      can_sign: findContractTransition(status, party) ? 1 : 0,
      parties: await Promise.all(
        (['authority', 'company'] as const).map(async (p) => {
          const s = sigs.find((x) => x.party === p);
          return {
            party: p,
            party_text: req.t(`contract.party.${p}`),
            signature: s
              ? {
                  user_name: s.user_name,
                  signed_at: new Date(s.signed_at).toISOString(),
                  content_hash: s.content_hash,
                  signature_image: await dataUrl(ctx.config.uploadDir, ctx.db, s.signature_file_id),
                  stamp_image: await dataUrl(ctx.config.uploadDir, ctx.db, s.stamp_file_id),
                }
              : null,
          };
        }),
      ),
    },
  };
}

/** The public QR check: genuine or not, the hash and the signers; never the content. */
export async function verify(ctx: AppContext, code: string) {
  const [c] = await ctx.db.select().from(contracts).where(eq(contracts.verify_code, code));
  if (!c) throw AppError.notFound();
  const sigs = await signaturesOf(ctx.db, c.id);
  const recomputed = sha256(canonical(c.content_ar, c.content_en));
  const genuine =
    c.contract_status === 'signed' &&
    recomputed === c.content_hash &&
    sigs.length === 2 &&
    sigs.every((s) => s.content_hash === c.content_hash);
  return {
    data: {
      genuine,
      contract_status: c.contract_status,
      content_hash: c.content_hash,
      signed_at: c.signed_at,
      signers: sigs.map((s) => ({
        party: s.party,
        name: s.user_name,
        signed_at: new Date(s.signed_at).toISOString(),
      })),
    },
  };
}

// ---- creating ----

const canonical = (ar: string, en: string) => JSON.stringify({ ar, en });

async function create(tx: Tx, req: FastifyRequest, user: AuthUser, assignId: number, method: string) {
  const [a] = await query<{
    id: number;
    status: string;
    camp_id: number;
    company_id: number;
    camp_number: string;
    square_name: string;
    square_name_en: string;
    company_name: string;
    company_name_en: string;
    receiver_cr: string | null;
  }>(
    tx,
    sql`select ac.id, ac.status, ac.camp_id, ac.company_id, cm.camp_number, s.name as square_name,
               s.name_en as square_name_en,
               coalesce(u.company_name_ar, u.company_name_en, u.name) as company_name,
               coalesce(u.company_name_en, u.company_name_ar, u.name) as company_name_en, ac.receiver_cr
          from assign_camps ac join camps cm on cm.id = ac.camp_id join squares s on s.id = cm.square_id
          join users u on u.id = ac.company_id
         where ac.id = ${assignId} for update of ac`,
  );
  if (!a) return { error: 'contract.assignment_unknown' } as const;
  if (a.status === 'returned') return { error: 'contract.assignment_returned' } as const;
  const [dup] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.assign_camps_id, assignId));
  if (dup) return { error: 'contract.exists' } as const;
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
  const [row] = await tx
    .insert(contracts)
    .values({
      assign_camps_id: a.id,
      company_id: a.company_id,
      camp_id: a.camp_id,
      verify_code: randomToken(24),
      content_ar,
      content_en,
      content_hash: sha256(canonical(content_ar, content_en)),
      created_by: user.id,
    })
    .returning();
  await audit(tx, req, {
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
export async function store(ctx: AppContext, req: FastifyRequest, user: AuthUser, assignId: number) {
  const row = await uniqueAsExists(
    () =>
      ctx.db.transaction(async (tx) => {
        const r = await create(tx, req, user, assignId, 'general/contracts/store');
        if ('error' in r) throw AppError.invalid({ assign_camps_id: r.error as string }, r.error);
        return r.row;
      }),
    'assign_camps_id',
  );
  return { message: req.t('contract.created'), ...(await show(ctx, req, user, row.id)) };
}

/** `POST general/contracts/bulk-store`: all or nothing. */
export async function bulkStore(ctx: AppContext, req: FastifyRequest, user: AuthUser, ids: number[]) {
  if (new Set(ids).size !== ids.length)
    throw AppError.invalid({ assign_camps_ids: 'contract.duplicate_ids' }, 'contract.duplicate_ids');
  const created = await uniqueAsExists(
    () =>
      ctx.db.transaction(async (tx) => {
        const out: { assign_camps_id: number; contract_id: number }[] = [];
        // Ascending order: two bulk requests lock their assignments in the same order.
        const order = ids.map((id, i) => ({ id, i })).sort((a, b) => a.id - b.id);
        const errors: Record<string, string> = {};
        for (const { id, i } of order) {
          const r = await create(tx, req, user, id, 'general/contracts/bulk-store');
          if ('error' in r) errors[`assign_camps_ids.${i}`] = r.error as string;
          else out.push({ assign_camps_id: id, contract_id: r.row.id });
        }
        if (Object.keys(errors).length) throw AppError.invalid(errors);
        return out;
      }),
    'assign_camps_ids',
  );
  return { message: req.t('contract.bulk_created', { count: created.length }), data: created };
}

// ---- signing ----

/** Why this party may not sign this contract now (a message key), or null. */
function refusal(c: Contract, party: ContractParty) {
  const status = c.contract_status as ContractStatus;
  if (findContractTransition(status, party)) return null;
  if (status === 'signed') return 'contract.fully_signed';
  return 'contract.already_signed';
}

/**
 * Signs one locked contract for the caller's party: the transition, the signature row (the
 * unique index backs the row lock), the copied images, the audit row, then the delivery hook.
 */
async function signLocked(
  ctx: AppContext,
  tx: Tx,
  req: FastifyRequest,
  user: AuthUser,
  c: Contract,
  sigFile: typeof files.$inferSelect,
  stampFile: typeof files.$inferSelect | null,
  copied: string[],
  method: string,
) {
  const party = partyOf(user);
  const t = findContractTransition(c.contract_status as ContractStatus, party)!;
  if (!user.permissions.has(t.permission)) throw AppError.forbidden();
  const [sig] = await tx
    .insert(contractSignatures)
    .values({ contract_id: c.id, party, user_id: user.id, content_hash: c.content_hash })
    .returning({ id: contractSignatures.id });
  const signature_file_id = await copyFile(
    tx,
    ctx.config.uploadDir,
    sigFile,
    { entity: 'contract_signature', id: sig.id },
    copied,
  );
  const stamp_file_id = stampFile
    ? await copyFile(
        tx,
        ctx.config.uploadDir,
        stampFile,
        { entity: 'contract_signature', id: sig.id },
        copied,
      )
    : null;
  await tx
    .update(contractSignatures)
    .set({ signature_file_id, stamp_file_id })
    .where(eq(contractSignatures.id, sig.id));
  await tx
    .update(contracts)
    .set({
      contract_status: t.to,
      signed_at: t.to === 'signed' ? sql`now()` : null,
      updated_at: sql`now()`,
    })
    .where(eq(contracts.id, c.id));
  await audit(tx, req, {
    event: 'signed',
    table: 'contracts',
    recordId: c.id,
    old: { contract_status: c.contract_status },
    new: { contract_status: t.to, party, signature_id: sig.id, content_hash: c.content_hash },
    module: MODULE,
    method,
  });
  if (t.to === 'signed') await completeDeliveryIfDone(tx, req, user, c.assign_camps_id);
  return { contract_id: c.id, contract_status: t.to, signature_id: sig.id };
}

async function signatureFiles(tx: Tx, user: AuthUser) {
  const sigFile = await profileFile(tx, user.id, 'signature');
  if (!sigFile) throw AppError.invalid({ signature: 'contract.no_signature' }, 'contract.no_signature');
  return { sigFile, stampFile: await profileFile(tx, user.id, 'stamp') };
}

/** Runs a signing transaction; on failure the copied files are removed again. */
async function withCopies<T>(fn: (copied: string[]) => Promise<T>) {
  const copied: string[] = [];
  try {
    return await fn(copied);
  } catch (e) {
    await Promise.all(copied.map((p) => fs.rm(p, { force: true })));
    if (pgErrorCode(e) === '23505')
      throw AppError.invalid({ id: 'contract.already_signed' }, 'contract.already_signed');
    throw e;
  }
}

/** `POST general/contracts/sign-contract/{id}` with the password re-entered. */
export async function sign(
  ctx: AppContext,
  req: FastifyRequest,
  user: AuthUser,
  id: number,
  password: string,
) {
  // Out of scope: not found before any password is asked for.
  if (!(await findInScope(ctx.db, id, user))) throw AppError.notFound();
  const proof = await engine.checkSignerPassword(ctx.db, user, password);
  if (proof.userId !== user.id) throw AppError.forbidden();
  const r = await withCopies((copied) =>
    ctx.db.transaction(async (tx) => {
      const c = await findInScope(tx, id, user, true);
      if (!c) throw AppError.notFound();
      const why = refusal(c, partyOf(user));
      if (why) throw AppError.invalid({ id: why }, why);
      const { sigFile, stampFile } = await signatureFiles(tx, user);
      return signLocked(ctx, tx, req, user, c, sigFile, stampFile, copied, 'general/contracts/sign-contract');
    }),
  );
  return {
    message: req.t('contract.signed'),
    data: { ...r, contract_status_text: req.t(CONTRACT_STATUS_LABEL[r.contract_status]) },
  };
}

/** `POST general/contracts/bulk-sign`: one password, many contracts, all or nothing. */
export async function bulkSign(
  ctx: AppContext,
  req: FastifyRequest,
  user: AuthUser,
  ids: number[],
  password: string,
) {
  if (new Set(ids).size !== ids.length)
    throw AppError.invalid({ contract_ids: 'contract.duplicate_ids' }, 'contract.duplicate_ids');
  const proof = await engine.checkSignerPassword(ctx.db, user, password);
  if (proof.userId !== user.id) throw AppError.forbidden();
  const party = partyOf(user);
  const signed = await withCopies((copied) =>
    ctx.db.transaction(async (tx) => {
      const order = ids.map((id, i) => ({ id, i })).sort((a, b) => a.id - b.id);
      const errors: Record<string, string> = {};
      const locked: Contract[] = [];
      for (const { id, i } of order) {
        const c = await findInScope(tx, id, user, true);
        // Another company's contract is reported like a missing one.
        const why = !c ? 'contract.not_found' : refusal(c, party);
        if (why) errors[`contract_ids.${i}`] = why;
        else locked.push(c!);
      }
      if (Object.keys(errors).length) throw AppError.invalid(errors);
      const { sigFile, stampFile } = await signatureFiles(tx, user);
      const out = [];
      for (const c of locked)
        out.push(
          await signLocked(ctx, tx, req, user, c, sigFile, stampFile, copied, 'general/contracts/bulk-sign'),
        );
      return out;
    }),
  );
  return {
    message: req.t('contract.bulk_signed', { count: signed.length }),
    data: signed.map((r) => ({
      ...r,
      contract_status_text: req.t(CONTRACT_STATUS_LABEL[r.contract_status]),
    })),
  };
}
