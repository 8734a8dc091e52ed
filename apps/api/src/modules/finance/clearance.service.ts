/**
 * Clearance (issue 20 §3; spec 001 §7 "Clearance"): each required department (voter, configured
 * by CLEARANCE_VOTERS) accepts or rejects a company's clearance, one vote per voter per company (a
 * new vote replaces it; the change is audited). A bills department (sadad, invoices) cannot accept
 * while the company has unpaid bills there. When every voter accepts, the authority issues the
 * final disclaimer: a verifiable document (QR) that closes the company's season (no more votes).
 */
import {
  CLEARANCE_PRODUCTS,
  CLEARANCE_STATUS_LABELS,
  CLEARANCE_STATUSES,
  CLEARANCE_VOTER_DEFS,
  type ClearanceRow,
  type ClearanceStatus,
  type ClearanceView,
  type ClearanceVote,
  type ClearanceVoter,
  clearanceStatus,
  sarText,
  translate,
} from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { listAttachments } from '../../lib/attachments';
import { documentUrl } from '../../lib/documents';
import { type ListInput, listResponse } from '../../lib/list';
import { applyAction, createRecord } from '../../lib/workflow';
import { openViolationsOf } from '../violations/violations.service';
import * as repo from './clearance.repository';
import { clearanceFileArea, clearanceFileBase } from './clearance-files';
import { clearanceVoteWorkflow } from './clearance-vote.workflow';
import { assertAuthority } from './finance.shared';

// A product department's file on a company, through the attachments mechanism.
export { clearanceFileArea, clearanceFileBase } from './clearance-files';

export function required(ctx: AppContext): ClearanceVoter[] {
  return ctx.config.CLEARANCE_VOTERS as ClearanceVoter[];
}

type VoteRow = repo.VoteRow;

/** The answer for one company: status, count and each required voter's vote (spec §3). */
export function companyClearance(actor: Actor, voters: readonly ClearanceVoter[], votes: VoteRow[]) {
  const byVoter = new Map(votes.map((v) => [v.voter, v]));
  const clearance = voters.map((voter) => {
    const v = byVoter.get(voter);
    return {
      voter,
      voter_text: CLEARANCE_VOTER_DEFS[voter].label[actor.lang],
      vote: (v?.vote ?? null) as ClearanceVote | null,
      note: v?.note ?? null,
      voted_at: v?.updated_at.toISOString() ?? null,
    };
  });
  const status: ClearanceStatus = clearanceStatus(clearance.map((c) => c.vote));
  return {
    clearance_status: status,
    clearance_status_text: CLEARANCE_STATUS_LABELS[status][actor.lang],
    clearance_status_count: clearance.filter((c) => c.vote === 'accept').length,
    clearance_required_count: voters.length,
    clearance,
  };
}

/** `POST general/clearance?page`: the companies with their clearance (a company: its own row). */
export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const voters = required(ctx);
  const page = await repo.listCompanies(ctx.db, input, voters, scopeOrg(actor));
  const votes = await repo.votesOf(
    ctx.db,
    page.data.map((r) => r.id as number),
  );
  const voter = input.body.voter as ClearanceVoter | undefined;
  return listResponse(
    {
      ...page,
      data: page.data.map((r) => {
        const c = companyClearance(actor, voters, votes.get(r.id as number) ?? []);
        return {
          id: r.id,
          company_name: actor.lang === 'en' ? r.company_name_en : r.company_name_ar,
          final_disclaimer_id: r.final_disclaimer_id,
          ...c,
          ...(voter ? { my_vote: c.clearance.find((x) => x.voter === voter)?.vote ?? null } : {}),
        } as ClearanceRow;
      }),
    },
    {
      clearance_status: CLEARANCE_STATUSES.map((s) => ({
        value: s,
        label: CLEARANCE_STATUS_LABELS[s][actor.lang],
      })),
    },
  );
}

async function companyInScope(db: Tx, actor: Actor, id: number) {
  const org = scopeOrg(actor);
  if (org !== null && org !== id) throw AppError.notFound();
  return repo.findCompany(db, id);
}

/** The company's unpaid bills, by department (the evidence a voter sees). */
async function unpaid(db: Tx, companyId: number) {
  const bills = await repo.unpaidBills(db, companyId);
  const shape = (r: { id: number; number: string | null; amount: number; status: string }) => ({
    ...r,
    amount_sar: sarText(r.amount),
  });
  return { sadad: bills.sadad.map(shape), invoices: bills.invoices.map(shape) };
}

/** Each product's current file on the company (the evidence its department attached). */
async function productFiles(ctx: AppContext, actor: Actor, companyId: number) {
  const out: Record<string, unknown> = {};
  for (const p of CLEARANCE_PRODUCTS.filter((v) => required(ctx).includes(v))) {
    const area = {
      ...clearanceFileArea(p),
      downloadUrl: (fid: number) => `/api${clearanceFileBase(p)}/file/download/${fid}`,
    };
    const files = await listAttachments(ctx, area, actor, companyId);
    out[p] = files.data.slots[0]?.current ?? null;
  }
  return out;
}

/** The voters the caller may vote as (its permissions among the required voters). */
const votersOf = (ctx: AppContext, actor: Actor) =>
  actor.isAuthority
    ? required(ctx).filter((v) => actor.permissions.has(CLEARANCE_VOTER_DEFS[v].permission))
    : [];

/** `GET general/clearance/view/{id}` (a company id): each department's vote and the evidence. */
export async function view(ctx: AppContext, actor: Actor, id: number) {
  const c = await companyInScope(ctx.db, actor, id);
  if (!c) throw AppError.notFound();
  const votes = await repo.votesOf(ctx.db, [id]);
  const d = await repo.disclaimerOf(ctx.db, id);
  return {
    data: {
      id,
      company_name: actor.lang === 'en' ? c.en : c.ar,
      ...companyClearance(actor, required(ctx), votes.get(id) ?? []),
      unpaid: await unpaid(ctx.db, id),
      violations: { open: await openViolationsOf(ctx.db, actor, id) },
      files: await productFiles(ctx, actor, id),
      my_voters: d ? [] : votersOf(ctx, actor),
      final_disclaimer: d
        ? {
            id: d.id,
            issued_at: d.issued_at.toISOString(),
            document: await documentUrl(ctx.db, ctx.config.PUBLIC_URL, {
              type: 'final_disclaimer',
              recordId: d.id,
            }),
          }
        : null,
    } as ClearanceView,
  };
}

/** `POST general/clearance/store`: a department's vote on a company (replacing its earlier one). */
export async function vote(
  ctx: AppContext,
  actor: Actor,
  body: { company_id: number; vote: 'accept' | 'reject'; voter?: ClearanceVoter; note?: string | null },
) {
  assertAuthority(actor);
  const mine = votersOf(ctx, actor);
  const voter = body.voter ?? (mine.length === 1 ? mine[0] : undefined);
  if (!voter) throw AppError.invalid({ voter: 'clearance.voter_required' });
  if (!required(ctx).includes(voter)) throw AppError.invalid({ voter: 'clearance.voter_not_required' });
  if (!actor.permissions.has(CLEARANCE_VOTER_DEFS[voter].permission))
    throw new AppError(403, 'clearance.not_voter');
  await ctx.db.transaction(async (tx) => {
    // The company row is the lock every vote and the final disclaimer of this company take.
    const company = await repo.lockActiveCompany(tx, body.company_id);
    if (!company) throw AppError.invalid({ company_id: 'clearance.company_unknown' });
    const old = await repo.voteOf(tx, company.id, voter);
    const values = { note: body.note ?? null, voted_by: actor.id };
    if (!old)
      await createRecord(
        tx,
        clearanceVoteWorkflow,
        actor,
        { company_id: company.id, voter, ...values },
        {
          to: body.vote,
        },
      );
    else
      await applyAction(tx, clearanceVoteWorkflow, actor, old, body.vote, {
        set: { ...values, updated_at: new Date() },
        auditOld: { voter, note: old.note },
        auditNew: { company_id: company.id, voter, note: values.note },
      });
  });
  const votes = await repo.votesOf(ctx.db, [body.company_id]);
  return {
    message: translate(actor.lang, 'clearance.voted'),
    data: {
      id: body.company_id,
      ...companyClearance(actor, required(ctx), votes.get(body.company_id) ?? []),
    },
  };
}

/**
 * Issue 28 §2: a new bill of a department (a sadad order, an issued invoice) reopens that
 * department's acceptance of the company's clearance, in the bill's own transaction; a season
 * closed by the final disclaimer stays closed.
 */
export async function reopenBillVote(tx: Tx, actor: Actor, companyId: number, voter: 'sadad' | 'invoices') {
  // The company row is the lock the votes and the final disclaimer take.
  if (!(await repo.lockActiveCompany(tx, companyId))) return;
  const row = await repo.voteOf(tx, companyId, voter);
  if (!row || row.vote !== 'accept' || (await repo.disclaimerOf(tx, companyId))) return;
  await applyAction(tx, clearanceVoteWorkflow, actor, row, 'reopen', { system: true });
}
