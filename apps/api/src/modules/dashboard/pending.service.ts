import {
  type ActionDef,
  type Lang,
  labelText,
  PENDING_TASKS,
  type PendingDef,
  type PendingItem,
  type PendingList,
  partiesOf,
  statusText,
} from '@mashaer/contract';
import { type AnyColumn, and, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { SearchDecl } from '../../lib/search';
import { allowedActions } from '../../lib/workflow';
import { isParty } from '../../lib/workflow-access';
import type { Row, ServerWorkflow } from '../../lib/workflow-types';
import { assignmentWorkflow } from '../camps/assignment.workflow';
import { invoiceSearch, invoiceWorkflow } from '../finance/invoice.workflow';
import { sadadSearch, sadadWorkflow } from '../finance/sadad.workflow';
import { carLicenceSearch, carLicenceWorkflow } from '../licences/car-licence.workflow';
import { readinessSearch, readinessWorkflow } from '../licences/readiness.workflow';
import { tempOrderWorkflow } from '../licences/temp-licence.workflow';
import { cancelRequestWorkflow } from '../orders/cancel-requests.workflow';
import { orderSearch, orderWorkflow } from '../orders/order.workflow';
import { reportWorkflow } from '../orders/reports.workflow';
import { assignmentWorkflow as questionnaireAssignmentWorkflow } from '../questionnaires/questionnaire.workflow';
import { reassignWorkflow } from '../reassign/reassign.workflow';
import { ticketSearch, ticketWorkflow } from '../tickets/tickets.workflow';
import { violationSearch, violationWorkflow } from '../violations/violation.workflow';

/**
 * `/dashboard`'s pending actions (issue 35 §1): for every workflow the contract lists in
 * `PENDING_TASKS`, the records in the caller's scope on which the kernel's `allowedActions` (state,
 * permission, party: what the record's screen would offer) holds one of the workflow's tasks,
 * counted by state and by the list that opens them. Nothing here is written per area: the server
 * side of each workflow says where its records live, and the area's search declaration (when it
 * has one) its row scope, which narrows the rows read.
 */
type Wf = ServerWorkflow<Row>;
const SERVER: readonly (readonly [Wf, SearchDecl?])[] = (
  [
    [orderWorkflow, orderSearch],
    [reportWorkflow],
    [cancelRequestWorkflow],
    [assignmentWorkflow],
    [readinessWorkflow, readinessSearch],
    [reassignWorkflow],
    [sadadWorkflow, sadadSearch],
    [invoiceWorkflow, invoiceSearch],
    [carLicenceWorkflow, carLicenceSearch],
    [tempOrderWorkflow],
    [violationWorkflow, violationSearch],
    [ticketWorkflow, ticketSearch],
    [questionnaireAssignmentWorkflow],
  ] as unknown as [Wf, SearchDecl?][]
).map(([wf, search]) => [wf, search?.from === wf.table ? search : undefined] as const);
const BY_NAME = new Map(SERVER.map(([wf, search]) => [wf.def.name, { wf, search }]));

/** The workflows whose tasks are declared but that have no server side here (a test keeps it empty). */
export const unregisteredPending = () => PENDING_TASKS.filter((p) => !BY_NAME.has(p.workflow.name));

type Task = { name: string; def: ActionDef<string> };

/** The tasks the caller could take at all, by state: its permission held, a party other than `system`. */
function tasksByState(p: PendingDef, actor: Actor) {
  const out = new Map<string, Task[]>();
  for (const [name, states] of Object.entries(p.tasks)) {
    const def = (p.workflow.actions as Record<string, ActionDef<string>>)[name];
    if (!def || (def.permission && !actor.permissions.has(def.permission))) continue;
    const parties = partiesOf(def).filter((x) => x !== 'system' && (x !== 'authority' || actor.isAuthority));
    if (!parties.length) continue;
    for (const s of states === true ? def.from : (states as readonly string[]))
      if (def.from.includes(s)) out.set(s, [...(out.get(s) ?? []), { name, def }]);
  }
  return out;
}

/** The list a waiting record opens in: by its column, by the party that may act, or the workflow's. */
function listOf(p: PendingDef, wf: Wf, actor: Actor, row: Row, allowed: Task[]): PendingList | undefined {
  const byColumn = p.listBy ? p.listBy.lists[String(row[p.listBy.column])] : undefined;
  const party = allowed
    .flatMap((t) => partiesOf(t.def))
    .find((x) => p.partyLists?.[x] && isParty(wf, x, row, actor, false));
  const list = byColumn ?? (party ? p.partyLists?.[party] : undefined) ?? p.list;
  if (actor.permissions.has(list.needs)) return list;
  return actor.permissions.has(p.list.needs) ? p.list : undefined;
}

type Counted = { list: PendingList; status: string; count: number; actions: Set<string> };

/** The records waiting for the caller in one workflow, by list and state. */
async function counted(db: Tx, p: PendingDef, wf: Wf, search: SearchDecl | undefined, actor: Actor) {
  const tasks = tasksByState(p, actor);
  const out = new Map<string, Counted>();
  if (!tasks.size) return out;
  const add = (list: PendingList | undefined, status: string, names: string[], n: number) => {
    if (!list || n === 0) return;
    const key = `${list.path} ${status}`;
    const c = out.get(key) ?? { list, status, count: 0, actions: new Set<string>() };
    c.count += n;
    for (const a of names) c.actions.add(a);
    out.set(key, c);
  };
  const columns = getTableColumns(wf.table) as Record<string, AnyColumn>;
  const status = columns[wf.statusKey];
  const base: (SQL | undefined)[] = [
    search?.base,
    'deleted_at' in columns ? isNull(columns.deleted_at) : undefined,
  ];
  // States where every task is the authority's and the caller is one: every record there waits
  // for it (its scope is everything), counted without reading the rows.
  const whole = [...tasks].filter(
    ([, ts]) => actor.isAuthority && ts.every((t) => partiesOf(t.def).includes('authority')),
  );
  if (whole.length) {
    const by = p.listBy ? columns[p.listBy.column] : sql`null`;
    const rows = await db
      .select({
        status: sql<string>`${status}`,
        by: sql<string | null>`${by}`,
        n: sql<number>`count(*)::int`,
      })
      .from(wf.table)
      .where(
        and(
          inArray(
            status,
            whole.map(([s]) => s),
          ),
          ...base,
        ),
      )
      .groupBy(sql`1, 2`);
    for (const r of rows) {
      const ts = tasks.get(r.status) ?? [];
      const list = listOf(p, wf, actor, { id: 0, [p.listBy?.column ?? '']: r.by }, ts);
      add(
        list,
        r.status,
        ts.map((t) => t.name),
        Number(r.n),
      );
    }
  }
  // Elsewhere the party depends on the record: the kernel decides, row by row, within the
  // area's row scope (or the owner column when only the owner may act).
  const rest = [...tasks].filter(([s]) => !whole.some(([w]) => w === s));
  if (!rest.length) return out;
  const ownerOnly =
    !actor.isAuthority &&
    wf.ownerKey &&
    rest.every(([, ts]) =>
      ts.every((t) => partiesOf(t.def).every((x) => x === 'owner' || x === 'authority')),
    );
  const scope = actor.isAuthority
    ? undefined
    : (search?.scope(actor) ?? (ownerOnly ? sql`${columns[wf.ownerKey!]} = ${actor.orgId}` : undefined));
  const rows = (await db
    .select()
    .from(wf.table)
    .where(
      and(
        inArray(
          status,
          rest.map(([s]) => s),
        ),
        scope,
        ...base,
      ),
    )) as Row[];
  for (const row of rows) {
    const s = String(row[wf.statusKey]);
    const allowed = new Set(allowedActions(wf, actor, row));
    const ts = (tasks.get(s) ?? []).filter((t) => allowed.has(t.name));
    if (ts.length)
      add(
        listOf(p, wf, actor, row, ts),
        s,
        ts.map((t) => t.name),
        1,
      );
  }
  return out;
}

const linkOf = (list: PendingList, status: string) =>
  list.param === false
    ? list.path
    : `${list.path}?${new URLSearchParams({ [list.param ?? 'status']: status })}`;

/** `GET dashboard/pending`: every workflow's records waiting for the caller, labelled in its language. */
export async function pendingActions(ctx: AppContext, actor: Actor): Promise<{ data: PendingItem[] }> {
  const lang: Lang = actor.lang;
  const data: PendingItem[] = [];
  // One workflow after the other: PGlite has one connection.
  for (const p of PENDING_TASKS) {
    const server = BY_NAME.get(p.workflow.name);
    if (!server) continue;
    const actions = p.workflow.actions as Record<string, ActionDef<string>>;
    for (const c of (await counted(ctx.db, p, server.wf, server.search, actor)).values())
      data.push({
        workflow: p.workflow.name,
        title: p.workflow.title[lang],
        status: c.status,
        status_text: statusText(p.workflow, c.status, lang),
        actions: [...c.actions].map((a) => labelText(actions[a].label, lang)),
        count: c.count,
        link: linkOf(c.list, c.status),
      });
  }
  return { data };
}
