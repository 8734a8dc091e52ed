import type { z } from 'zod';
import { type Lang, type MessageKey, translate } from './messages';
import type { PermissionName } from './permissions';

/**
 * One declaration shape for every workflow (issue 12 §1). A workflow names its statuses with
 * bilingual labels (a `Record` over the statuses, so a missing label fails the build) and its
 * actions. The server runs an action through one function (apps/api/src/lib/workflow.ts), which
 * enforces exactly what is declared here; `npm run workflows` prints the tables of the README.
 */

/** A label: both languages inline, or the key of a message in both dictionaries. */
type Label = { ar: string; en: string } | MessageKey;

/**
 * Who may take an action (besides holding its permission):
 * - `owner`: a user of the organisation the record belongs to (the workflow's owner column);
 * - `authority`: an authority user type (admin, kdana, gov);
 * - any other name: a party the server workflow declares (e.g. the signer whose turn it is);
 * - `system`: never offered to a caller; taken by another action's `after` step or a job.
 */
export type Party = 'owner' | 'authority' | 'system' | (string & {});
/** Where a notification goes besides the bell: a text message and/or an e-mail. */
export type MessageChannel = 'sms' | 'email';

export type ActionDef<S extends string> = {
  /** The button's and the timeline's wording. */
  label: { ar: string; en: string };
  /** The states the action may start from. */
  from: readonly S[];
  /**
   * The state it leads to; with several, the server's `pick` chooses by the input/record. Absent:
   * the record keeps its state and the action is an event on its timeline (e.g. a re-delivery
   * booked on a delivered assignment).
   */
  to?: S | readonly S[];
  /** null: any active user; the party alone decides (e.g. a form's filler or signer). */
  permission: PermissionName | null;
  /** Any one of these parties may take it. */
  party: Party | readonly Party[];
  /** What the caller must send (reason, validity period, file…): checked before anything is written. */
  input?: z.ZodType;
  /** Named checks registered with the server workflow; each fails with a message key. */
  guards?: readonly string[];
  /** Named steps run in the same transaction after the change (cross-area effects). */
  after?: readonly string[];
  /**
   * In-app notification written in the transaction: to whom and the message key; `channels` also
   * texts and/or e-mails it (queued in the outbox with the change, sent after the commit).
   */
  notify?: { to: Party; message: MessageKey; channels?: readonly MessageChannel[] };
  /** Confirmation asked on the web before posting (a message key of the web dictionaries). */
  confirm?: string;
  /** The message when the action is refused in a state (default: the workflow's `refused`). */
  refused?: Partial<Record<S, MessageKey>>;
  /** Audit event name (default `status_changed`). */
  event?: string;
  /** How the action is reached, for the README (e.g. `change_status`, "an appointment is booked"). */
  how?: string;
};

export type WorkflowDef<S extends string = string, A extends string = string> = {
  name: string;
  title: { ar: string; en: string };
  /** The state column's name on the wire (`status`, `contract_status`). */
  statusField?: string;
  statuses: readonly S[];
  labels: Record<S, Label>;
  actions: Record<A, ActionDef<S>>;
  /** Message key of a refused move; gets `{from}` and `{to}` (the labels in the caller's language). */
  refused: MessageKey;
  /** The field of the 422 that names a refused move (default `status`). */
  refusedField?: string;
};

/** Declares a workflow; the `const` parameters keep the status and action names literal. */
export function defineWorkflow<const S extends string, const A extends string>(w: WorkflowDef<S, A>) {
  return w;
}
export type ActionOf<W> = W extends WorkflowDef<string, infer A> ? A : never;

export const labelText = (l: Label, lang: Lang) => (typeof l === 'string' ? translate(lang, l) : l[lang]);

export const statusText = <S extends string>(w: WorkflowDef<S>, s: S, lang: Lang) =>
  labelText(w.labels[s], lang);

/** The states an action leads to; one that keeps the state leads to `from` (none when it is not given). */
export const targetsOf = <S extends string>(a: ActionDef<S>, from?: S): readonly S[] => {
  if (a.to === undefined) return from === undefined ? [] : [from];
  return typeof a.to === 'string' ? [a.to as S] : (a.to as readonly S[]);
};

export const partiesOf = (a: ActionDef<string>): readonly Party[] =>
  typeof a.party === 'string' ? [a.party] : (a.party as readonly Party[]);

/** Every (from, action, to) of a workflow, in declaration order. */
export function transitionsOf<S extends string, A extends string>(w: WorkflowDef<S, A>) {
  const out: { from: S; to: S; action: A; def: ActionDef<S> }[] = [];
  for (const [action, def] of Object.entries(w.actions) as [A, ActionDef<S>][])
    for (const from of def.from) for (const to of targetsOf(def, from)) out.push({ from, to, action, def });
  return out;
}

/** The Markdown table of a workflow's transitions (the README's tables are this, generated). */
export function workflowMarkdown(w: WorkflowDef): string {
  const label = (s: string) => `${s} (${labelText(w.labels[s], 'en')})`;
  const lines = [
    `#### ${w.title.en} (\`${w.name}\`)`,
    '',
    '| action | from | to | permission | party | guards | after | notifies |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const [action, a] of Object.entries(w.actions)) {
    lines.push(
      `| ${action}${a.how ? ` (${a.how})` : ''} | ${a.from.map(label).join(', ')} | ${
        a.to === undefined ? '(unchanged)' : targetsOf(a).map(label).join(' or ')
      } | ${a.permission ?? '—'} | ${partiesOf(a).join(', ')} | ${(a.guards ?? []).join(', ') || '—'} | ${
        (a.after ?? []).join(', ') || '—'
      } | ${a.notify ? `${a.notify.to}${a.notify.channels?.length ? ` (${a.notify.channels.join(', ')})` : ''}` : '—'} |`,
    );
  }
  return lines.join('\n');
}
