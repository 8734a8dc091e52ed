/**
 * What sadad orders and invoices share: the companies a bill may be raised on, the status shape of
 * a record (`status`, `status_text`, `status_id`, `get_status`, `allowed_actions`; spec §3) and
 * the reasons' words (the `error` field of a store failure is the routes' onSend hook).
 */
import {
  type FilterOption,
  type Lang,
  type Paginated,
  runtimeKey,
  statusText,
  translate,
  type WorkflowDef,
} from '@mashaer/contract';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { listResponse } from '../../lib/list';
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
  // A literal, not `{ ...s, … }` (lib/extend.ts says why): this runs on every row of a page.
  return {
    status: s.status,
    status_text: s.status_text,
    allowed_actions: s.allowed_actions,
    status_id,
    get_status: { id: status_id, status: s.status_text },
  };
}

/** A list row's state: `stateOf` without `status_text` (the web draws it from the contract). */
export function listStateOf<R extends { id: number; status: string }>(
  wf: ServerWorkflow<R>,
  statuses: readonly string[],
  actor: Actor,
  row: R,
) {
  const s = stateOf(wf, statuses, actor, row);
  return {
    status: s.status,
    allowed_actions: s.allowed_actions,
    status_id: s.status_id,
    get_status: s.get_status,
  };
}

/**
 * A list of bills (sadad orders, invoices) as its route answers it: each row presented with its
 * company's name, the status filter's options and the list's other filters. The companies (about
 * 1,400) come from `…/companies?search=` as the user types.
 */
export function billList<Row, Out, S extends string>(
  actor: Actor,
  page: Paginated<Record<string, unknown>>,
  present: (actor: Actor, row: Row, names: { ar: string; en: string }) => Out,
  workflow: { def: WorkflowDef<S>; statuses: readonly S[] },
  filters: Record<string, FilterOption[]> = {},
) {
  return listResponse(
    {
      ...page,
      data: page.data.map((r) =>
        present(actor, r as unknown as Row, { ar: r.company_ar as string, en: r.company_en as string }),
      ),
    },
    {
      status: workflow.statuses.map((s) => ({ value: s, label: statusText(workflow.def, s, actor.lang) })),
      ...filters,
    },
  );
}

export const reasonText = (lang: Lang, reason: string) =>
  translate(lang, runtimeKey(`finance.reason.${reason}`));
