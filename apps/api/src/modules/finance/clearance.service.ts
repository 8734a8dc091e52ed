/**
 * Clearance (issue 20 §3; spec 001 §7 "Clearance"): each required department (voter, configured
 * by CLEARANCE_VOTERS) accepts or rejects a company's clearance, one vote per voter per company (a
 * new vote replaces it; the change is audited). A bills department (sadad, invoices) cannot accept
 * while the company has unpaid bills there. When every voter accepts, the authority issues the
 * final disclaimer: a verifiable document (QR) that closes the company's season (no more votes).
 */
import {
  CLEARANCE_FILE_SLOTS,
  CLEARANCE_PRODUCTS,
  CLEARANCE_STATUS_LABELS,
  CLEARANCE_STATUSES,
  CLEARANCE_VOTER_DEFS,
  type ClearanceStatus,
  type ClearanceVoter,
  clearanceStatus,
  sarText,
  translate,
} from '@mashaer/contract';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { query, type Tx } from '../../db/client';
import { clearanceVotes, finalDisclaimers, invoices, sadadOrders, users, userTypes } from '../../db/schema';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { type AttachmentArea, listAttachments } from '../../lib/attachments';
import { audit } from '../../lib/audit';
import { documentUrl, issueDocument } from '../../lib/documents';
import { type ListInput, listResponse, runList } from '../../lib/list';
import { notifyUsers } from '../notifications/notifications.service';
import { disclaimerContent } from './final-disclaimer.document';
import { assertAuthority } from './finance.shared';

/** The statuses of a bill that still waits for its payment. */
const UNPAID = {
  sadad: ['issued', 'awaiting_review', 'rejected'],
  invoices: ['issued', 'rejected'],
} as const;

const textArray = (values: readonly string[]) => `{${values.join(',')}}`;
const companyAr = sql<string>`coalesce(${users.company_name_ar}, ${users.company_name_en}, ${users.name})`;
const companyEn = sql<string>`coalesce(${users.company_name_en}, ${users.company_name_ar}, ${users.name})`;
const isCompany = and(isNull(users.parent_id), eq(userTypes.is_authority, false), eq(users.status, 'active'));

function required(ctx: AppContext): ClearanceVoter[] {
  return ctx.config.CLEARANCE_VOTERS as ClearanceVoter[];
}

/** The status of a company as SQL (for the list's filter), from its votes on the required voters. */
function statusSql(voters: readonly string[]) {
  const arr = textArray(voters);
  const count = (vote: string) =>
    sql`(select count(*) from clearance_votes v where v.company_id = ${users.id} and v.vote = ${vote} and v.voter = any(${arr}::text[]))`;
  return sql<string>`case when ${count('reject')} > 0 then 'rejected' when ${count('accept')} >= ${voters.length} then 'cleared'
    when ${count('accept')} > 0 then 'partial' else 'pending' end`;
}

type VoteRow = typeof clearanceVotes.$inferSelect;

/** The answer for one company: status, count and each required voter's vote (spec §3). */
function companyClearance(actor: Actor, voters: readonly ClearanceVoter[], votes: VoteRow[]) {
  const byVoter = new Map(votes.map((v) => [v.voter, v]));
  const clearance = voters.map((voter) => {
    const v = byVoter.get(voter);
    return {
      voter,
      voter_text: CLEARANCE_VOTER_DEFS[voter].label[actor.lang],
      vote: (v?.vote ?? null) as 'accept' | 'reject' | null,
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

async function votesOf(db: Tx, companyIds: number[]) {
  if (!companyIds.length) return new Map<number, VoteRow[]>();
  const rows = await db.select().from(clearanceVotes).where(inArray(clearanceVotes.company_id, companyIds));
  const out = new Map<number, VoteRow[]>();
  for (const r of rows) out.set(r.company_id, [...(out.get(r.company_id) ?? []), r]);
  return out;
}

/** `POST general/clearance?page`: the companies with their clearance (a company: its own row). */
export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const voters = required(ctx);
  const status = statusSql(voters);
  const org = scopeOrg(actor);
  const page = await runList(
    ctx.db,
    {
      from: users,
      joins: (q) => q.innerJoin(userTypes, eq(userTypes.id, users.type_id)),
      select: {
        id: users.id,
        company_name_ar: companyAr,
        company_name_en: companyEn,
        final_disclaimer_id: sql<
          number | null
        >`(select d.id from final_disclaimers d where d.company_id = ${users.id})`,
      },
      filters: {
        search: { op: 'search', columns: [users.company_name_ar, users.company_name_en] },
        clearance_status: { op: 'custom', where: (_v, p) => sql`${status} = ${p}` },
      },
      sorts: { id: users.id },
      defaultSort: { by: 'id', dir: 'asc' },
      tiebreak: users.id,
      base: [isCompany, org === null ? undefined : eq(users.id, org)],
    },
    input,
  );
  const votes = await votesOf(
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
        };
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
  const [c] = await db
    .select({ id: users.id, ar: companyAr, en: companyEn })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
    .where(and(eq(users.id, id), isCompany));
  return c;
}

/** The company's unpaid bills, by department (the evidence a voter sees). */
async function unpaid(db: Tx, companyId: number) {
  const sadad = await db
    .select({
      id: sadadOrders.id,
      number: sadadOrders.bill_number,
      amount: sadadOrders.amount,
      status: sadadOrders.status,
    })
    .from(sadadOrders)
    .where(and(eq(sadadOrders.company_id, companyId), inArray(sadadOrders.status, [...UNPAID.sadad])));
  const inv = await db
    .select({
      id: invoices.id,
      number: invoices.invoice_number,
      amount: invoices.total,
      status: invoices.status,
    })
    .from(invoices)
    .where(and(eq(invoices.company_id, companyId), inArray(invoices.status, [...UNPAID.invoices])));
  const shape = (r: { id: number; number: string | null; amount: number; status: string }) => ({
    ...r,
    amount_sar: sarText(r.amount),
  });
  return { sadad: sadad.map(shape), invoices: inv.map(shape) };
}

/** The attachments' record type of a product's clearance file (its record is the company). */
export const clearanceFileRecord = (product: ClearanceVoter) => `clearance_${product}`;
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
      const [c] = await query<{ id: number }>(
        tx,
        sql`select u.id from users u join user_types t on t.id = u.type_id
             where u.id = ${id} and u.parent_id is null and not t.is_authority
             ${lock ? sql`for update of u` : sql``}`,
      );
      if (c && lock && !actor.isAuthority) throw new AppError(403, 'clearance.not_voter');
      return c ? { companyId: c.id } : null;
    },
  };
}

/** Each product's current file on the company (the evidence its department attached). */
async function productFiles(ctx: AppContext, req: FastifyRequest, actor: Actor, companyId: number) {
  const out: Record<string, unknown> = {};
  for (const p of CLEARANCE_PRODUCTS.filter((v) => required(ctx).includes(v))) {
    const area = {
      ...clearanceFileArea(p),
      downloadUrl: (fid: number) => `/api${clearanceFileBase(p)}/file/download/${fid}`,
    };
    const files = await listAttachments(ctx, req, area, actor, companyId);
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
export async function view(ctx: AppContext, req: FastifyRequest, actor: Actor, id: number) {
  const c = await companyInScope(ctx.db, actor, id);
  if (!c) throw AppError.notFound();
  const votes = await votesOf(ctx.db, [id]);
  const [d] = await ctx.db.select().from(finalDisclaimers).where(eq(finalDisclaimers.company_id, id));
  return {
    data: {
      id,
      company_name: actor.lang === 'en' ? c.en : c.ar,
      ...companyClearance(actor, required(ctx), votes.get(id) ?? []),
      unpaid: await unpaid(ctx.db, id),
      // The portal keeps no violations yet (no table): the evidence says so rather than "none".
      violations: { recorded: false, open: [] as unknown[] },
      files: await productFiles(ctx, req, actor, id),
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
    },
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
    const [company] = await query<{ id: number }>(
      tx,
      sql`select u.id from users u join user_types t on t.id = u.type_id
           where u.id = ${body.company_id} and u.parent_id is null and not t.is_authority and u.status = 'active'
           for update of u`,
    );
    if (!company) throw AppError.invalid({ company_id: 'clearance.company_unknown' });
    const [closed] = await tx
      .select()
      .from(finalDisclaimers)
      .where(eq(finalDisclaimers.company_id, company.id));
    if (closed) throw AppError.invalid({ vote: 'clearance.closed' }, 'clearance.closed');
    if (body.vote === 'accept' && (voter === 'sadad' || voter === 'invoices')) {
      const open = (await unpaid(tx, company.id))[voter].length;
      if (open > 0)
        throw new AppError(422, 'clearance.unpaid_bills', {
          params: { count: open },
          fields: { vote: { key: 'clearance.unpaid_bills', params: { count: open } } },
        });
    }
    const [old] = await tx
      .select()
      .from(clearanceVotes)
      .where(and(eq(clearanceVotes.company_id, company.id), eq(clearanceVotes.voter, voter)));
    const values = { vote: body.vote, note: body.note ?? null, voted_by: actor.id, updated_at: new Date() };
    const [row] = old
      ? await tx.update(clearanceVotes).set(values).where(eq(clearanceVotes.id, old.id)).returning()
      : await tx
          .insert(clearanceVotes)
          .values({ company_id: company.id, voter, ...values })
          .returning();
    // The company is told of a rejection (in Arabic first, spec §1), with a link to its clearance.
    if (row.vote === 'reject' && old?.vote !== 'reject')
      await notifyUsers(
        tx,
        [company.id],
        translate('ar', 'clearance.notify_rejected', { voter: CLEARANCE_VOTER_DEFS[voter].label.ar }),
        `/clearance/${company.id}/all`,
      );
    await audit(tx, null, {
      event: old ? 'vote_changed' : 'voted',
      table: 'clearance_votes',
      recordId: row.id,
      old: old ? { voter, vote: old.vote, note: old.note } : null,
      new: { company_id: company.id, voter, vote: row.vote, note: row.note },
      module: 'finance',
      method: 'general/clearance/store',
      userId: actor.id,
      ip: actor.ip,
    });
  });
  const votes = await votesOf(ctx.db, [body.company_id]);
  return {
    message: translate(actor.lang, 'clearance.voted'),
    data: {
      id: body.company_id,
      ...companyClearance(actor, required(ctx), votes.get(body.company_id) ?? []),
    },
  };
}

/** `POST general/final_disclaimer/fetch_companies`: the companies every department accepted. */
export async function fetchCompanies(ctx: AppContext, actor: Actor) {
  assertAuthority(actor);
  const voters = required(ctx);
  const rows = await ctx.db
    .select({
      id: users.id,
      ar: companyAr,
      en: companyEn,
      final_disclaimer_id: sql<
        number | null
      >`(select d.id from final_disclaimers d where d.company_id = ${users.id})`,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
    .where(and(isCompany, sql`${statusSql(voters)} = 'cleared'` as SQL))
    .orderBy(users.id);
  return {
    data: rows.map((r) => ({
      id: r.id,
      company_name: actor.lang === 'en' ? r.en : r.ar,
      final_disclaimer_id: r.final_disclaimer_id,
    })),
  };
}

/** `POST general/final_disclaimer/store`: issues the final disclaimer and closes the season. */
export async function issueDisclaimer(ctx: AppContext, actor: Actor, companyId: number) {
  assertAuthority(actor);
  try {
    const d = await ctx.db.transaction(async (tx) => {
      const [company] = await query<{ id: number }>(
        tx,
        sql`select u.id from users u join user_types t on t.id = u.type_id
             where u.id = ${companyId} and u.parent_id is null and not t.is_authority and u.status = 'active'
             for update of u`,
      );
      if (!company) throw AppError.invalid({ company_id: 'clearance.company_unknown' });
      const votes = (await votesOf(tx, [companyId])).get(companyId) ?? [];
      if (companyClearance(actor, required(ctx), votes).clearance_status !== 'cleared')
        throw AppError.invalid({ company_id: 'clearance.not_cleared' }, 'clearance.not_cleared');
      const [row] = await tx
        .insert(finalDisclaimers)
        .values({ company_id: companyId, issued_by: actor.id })
        .returning();
      await issueDocument(tx, {
        type: 'final_disclaimer',
        recordId: row.id,
        content: disclaimerContent(row),
        issuedBy: actor.id,
      });
      await notifyUsers(
        tx,
        [companyId],
        translate('ar', 'clearance.notify_disclaimer'),
        `/clearance/${companyId}/all`,
      );
      await audit(tx, null, {
        event: 'final_disclaimer_issued',
        table: 'final_disclaimers',
        recordId: row.id,
        old: null,
        new: { company_id: companyId },
        module: 'finance',
        method: 'general/final_disclaimer/store',
        userId: actor.id,
        ip: actor.ip,
      });
      return row;
    });
    return {
      message: translate(actor.lang, 'clearance.disclaimer_issued'),
      data: {
        id: d.id,
        company_id: d.company_id,
        issued_at: d.issued_at.toISOString(),
        document: await documentUrl(ctx.db, ctx.config.PUBLIC_URL, {
          type: 'final_disclaimer',
          recordId: d.id,
        }),
      },
    };
  } catch (e) {
    if (isUniqueViolation(e))
      throw AppError.invalid({ company_id: 'clearance.already_issued' }, 'clearance.already_issued');
    throw e;
  }
}
