#!/usr/bin/env node
/**
 * Status writes (run by `npm run lint`; tested in apps/api/test/platform/status-writes.test.ts):
 * the workflow kernel (`apps/api/src/lib/workflow.ts`) is the only code that changes a record's
 * status or writes its timeline. Anywhere else in `apps/api/src`, this fails on
 * - an SQL `update … set status = …` (or any `*_status` column),
 * - a Drizzle `.set({ status … })` or `.values({ status … })` (a record created in a state), or a
 *   repository's `insertXxx(tx, { status … })`; a document's validity column `state` counts too,
 * - an SQL `insert into … (… status …)`,
 * - any insert, update or delete of `workflow_events` (a timeline is append-only, and the kernel's).
 * A status is changed by an action (`applyAction`/`runAction`), a record created in its first state
 * by `createRecord`. Today's exceptions are listed in ALLOWED, each with its reason; an exception
 * no longer needed fails the check too, so the list stays the list of real debts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkedRoot, sourceFiles } from './check-lib.mjs';

const API = 'apps/api/src/';
const KERNEL = `${API}lib/workflow.ts`;

/** `file: rule` pairs that break the rule today and are known, each with its reason. */
export const ALLOWED = new Map([
  // Queues, not records: a job's and an outgoing message's delivery state belongs to its worker
  // (queued, claimed, retried, done), never to an action someone takes.
  [`${API}lib/jobs.ts: status update`, 'the job queue’s delivery state'],
  [`${API}messaging/outbox.ts: status update`, 'the outbox’s delivery state'],
  [`${API}messaging/outbox.ts: status in values`, 'a message is queued pending'],
  [`${API}messaging/messenger.ts: status in values`, 'a message is queued pending'],
  // Records created in their first state with `recordCreated` (their first timeline event) rather
  // than `createRecord`, which also checks the declared `create` and writes the audit row.
  [`${API}modules/auth/registration.service.ts: status in values`, 'a registration starts pending'],
  [
    `${API}modules/accounts/users/users.service.ts: status in values`,
    'an account an administrator creates starts active',
  ],
  [
    `${API}modules/accounts/users/employees.service.ts: status in values`,
    'an employee a company creates starts active',
  ],
  [
    `${API}modules/accounts/alliances/alliances.service.ts: status in values`,
    'a membership starts invited, a leader’s member',
  ],
  [
    `${API}modules/accounts/alliances/membership.workflow.ts: status in values`,
    'a pre-kernel membership gets its member row',
  ],
  [`${API}modules/camps/assignments.service.ts: status in values`, 'an assignment starts pending'],
  [`${API}modules/licences/readiness.service.ts: status in values`, 'a readiness licence starts pending'],
  [
    `${API}modules/licences/temp-licence-orders.service.ts: status in values`,
    'a temporary licence order starts pending',
  ],
  [`${API}modules/templates/engine/fillings.ts: status in values`, 'a form filling starts draft'],
  // A document's validity (issued → superseded or cancelled) is not yet a declared workflow.
  [`${API}lib/documents.ts: status set`, 'document validity, to be declared like attachment review'],
  // The demo seed creates records in their demo state and writes their history as rows; it is to
  // take the same actions (`applyAction` with `system: true, quiet: true`).
  [`${API}db/seed/seed.ts: status in values`, 'demo accounts created active'],
  // Spec §5 booleans named `*_status` (a meter working, its bill paid): flags, not states.
  [`${API}db/seed/gis.ts: status in values`, 'electrical meters’ metric_status and payment_status flags'],
  [`${API}db/seed/questionnaires.ts: status in values`, 'the demo survey account created active'],
  [`${API}db/seed/camps.ts: status in values`, 'demo camps, assignments and appointments in their states'],
  [`${API}db/seed/camps.ts: timeline write`, 'demo assignment history'],
  [`${API}db/seed/delivery.ts: status update`, 'demo delivery forms set signed'],
  [`${API}db/seed/licences.ts: status in values`, 'demo licences created pending'],
  [`${API}db/seed/reassign.ts: status in values`, 'demo re-assign orders in their states'],
  [`${API}db/seed/reassign.ts: status update`, 'demo re-assign forms set signed'],
  [`${API}db/seed/reassign.ts: timeline write`, 'demo re-assign history'],
  [`${API}db/seed/temp-licences.ts: status in values`, 'demo temporary licence orders created pending'],
]);

const SOURCE = /\.(ts|mts|js|mjs)$/;

const walk = (dir) => sourceFiles(dir, (n) => SOURCE.test(n) && !/\.test\.ts$/.test(n));

/** A status column: `status`, `*_status`, quoted or not. */
const STATUS_COLUMN = /(^|[\s,{("])"?(?:[a-z_]*_)?status"?\s*(?:=|:|,|\}|$)/i;
/** SQL `update <table> set <assignments>` up to its where/from/returning (or the literal's end). */
const SQL_UPDATE =
  /\bupdate\s+"?([a-z_]+)"?(?:\s+(?:as\s+)?[a-z]+)?\s+set\s+((?:(?!\b(?:where|from|returning)\b)[^`;])*)/gi;
const SQL_INSERT = /\binsert\s+into\s+"?([a-z_]+)"?\s*\(([^)]*)\)/gi;
const TIMELINE_SQL = /\b(?:insert\s+into|delete\s+from|update)\s+"?workflow_events\b/i;
const TIMELINE_DRIZZLE = /\.(?:insert|update|delete)\(\s*workflowEvents\s*\)/;
/**
 * A Drizzle `.set(…)` / `.values(…)` call, or a repository's `insertXxx(…)` (which hands its object
 * to `.values`): the arguments are read up to the matching parenthesis.
 */
const DRIZZLE_CALL = /\.(set|values)\(|\b(insert)[A-Z]\w*\(/g;

/** The text of a call's arguments, from just after its `(` to the matching `)`. */
function argumentsAt(text, start) {
  let depth = 1;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(start, i);
  }
  return text.slice(start);
}
const STATUS_KEY = /(?:^|[\s,{])(?:(?:[a-z_]*_)?status|state)\s*(?::|,|$)/i;

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** The status writes of one file (repo-relative): `{ rule, line }`, the kernel's none. */
export function statusWrites(file, text) {
  if (file === KERNEL || !file.startsWith(API)) return [];
  const found = [];
  for (const m of text.matchAll(SQL_UPDATE))
    if (m[1].toLowerCase() !== 'workflow_events' && STATUS_COLUMN.test(` ${m[2]}`))
      found.push({ rule: 'status update', line: lineOf(text, m.index) });
  for (const m of text.matchAll(SQL_INSERT))
    if (m[1].toLowerCase() !== 'workflow_events' && STATUS_COLUMN.test(` ${m[2]} `))
      found.push({ rule: 'status in values', line: lineOf(text, m.index) });
  for (const m of text.matchAll(DRIZZLE_CALL))
    if (STATUS_KEY.test(` ${argumentsAt(text, m.index + m[0].length)}`))
      found.push({ rule: m[1] === 'set' ? 'status set' : 'status in values', line: lineOf(text, m.index) });
  for (const re of [TIMELINE_SQL, TIMELINE_DRIZZLE])
    for (const m of text.matchAll(new RegExp(re.source, `${re.flags}g`)))
      found.push({ rule: 'timeline write', line: lineOf(text, m.index) });
  return found;
}

const MESSAGE = {
  'status update': 'writes a status outside the workflow kernel (take an action: applyAction/runAction)',
  'status set': 'writes a status outside the workflow kernel (take an action: applyAction/runAction)',
  'status in values': 'creates a record in a state outside the workflow kernel (createRecord)',
  'timeline write':
    'writes workflow_events outside the workflow kernel (a timeline is append-only, the kernel’s)',
};

/** Every status write of the tree at `root` not allowed (`file:line: rule`), and the keys used. */
export function checkStatusWrites(root, allowed = ALLOWED) {
  const problems = [];
  const used = new Set();
  for (const abs of walk(path.join(root, API))) {
    const file = path.relative(root, abs).split(path.sep).join('/');
    for (const w of statusWrites(file, fs.readFileSync(abs, 'utf8'))) {
      const key = `${file}: ${w.rule}`;
      used.add(key);
      if (!allowed.has(key)) problems.push(`${file}:${w.line}: ${MESSAGE[w.rule]}`);
    }
  }
  return { problems, used };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--root <dir>` checks another tree (the test's fixtures) with no allowed exceptions, unless
  // `--with-allowed` (then every exception the tree does not need is reported, as on the repo).
  const { root, fixtures } = checkedRoot();
  const withAllowed = !fixtures || process.argv.includes('--with-allowed');
  const { problems, used } = checkStatusWrites(root, withAllowed ? ALLOWED : new Map());
  // An exception nobody needs any more is removed, so the list stays the list of real debts.
  if (withAllowed)
    for (const key of ALLOWED.keys())
      if (!used.has(key)) problems.push(`${key}: allowed, but no such write any more`);
  for (const p of problems) console.error(`status write: ${p}`);
  if (problems.length) process.exit(1);
  console.log('status writes: ok');
}
