/**
 * What sadad orders and invoices share: the companies a bill may be raised on, the status shape of
 * a record (`status`, `status_text`, `status_id`, `get_status`, `allowed_actions`; spec §3) and the
 * `error` field of a store failure (spec §8).
 */
import { type Lang, runtimeKey, translate } from '@mashaer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { type ServerWorkflow, workflowState } from '../../lib/workflow';
import { billableCompanies, billableCompany } from './finance.repository';

/**
 * The organisations that may be billed, as options. With `search`: the first `limit` whose name
 * (either language) contains it, and the one with `id`.
 */
export async function companyOptions(
  db: Tx,
  lang: Lang,
  find: { search?: string; id?: number | ''; limit?: number } = {},
) {
  const [rows, chosen] = await Promise.all([
    billableCompanies(db, find.search, find.limit ?? 2000),
    find.id ? billableCompany(db, find.id) : Promise.resolve([]),
  ]);
  const all = [...chosen.filter((c) => !rows.some((r) => r.id === c.id)), ...rows];
  return all.map((r) => ({ value: r.id, label: lang === 'en' ? r.en : r.ar }));
}

/** 422 on `company_id` unless it is an active organisation that may be billed. */
export async function assertCompany(db: Tx, companyId: number) {
  const [row] = await billableCompany(db, companyId);
  if (!row) throw AppError.invalid({ company_id: 'finance.company_unknown' });
}

/** Only the authority raises bills and invoices. */
export function assertAuthority(actor: Pick<Actor, 'isAuthority'>) {
  if (!actor.isAuthority) throw new AppError(403, 'finance.authority_only');
}

/** A record's state as the spec's screens read it. */
export function stateOf<R extends { id: number; status: string }>(
  wf: ServerWorkflow<R>,
  statuses: readonly string[],
  actor: Actor,
  row: R,
) {
  const s = workflowState(wf, actor, row);
  const status_id = statuses.indexOf(row.status) + 1;
  return { ...s, status_id, get_status: { id: status_id, status: s.status_text } };
}

/** Spec §8: a failed store shows the server's `error` field — the message, repeated as `error`. */
export async function withErrorField(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  // A store refused (422) carries it; other failures keep the shapes every route answers.
  if (reply.statusCode !== 422 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (typeof body.message !== 'string' || 'error' in body) return payload;
    const first = body.errors ? Object.values(body.errors as Record<string, string[]>)[0]?.[0] : undefined;
    return JSON.stringify({ ...body, error: first ?? body.message });
  } catch {
    return payload;
  }
}

export const reasonText = (lang: Lang, reason: string) =>
  translate(lang, runtimeKey(`finance.reason.${reason}`));
