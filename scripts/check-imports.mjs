#!/usr/bin/env node
/**
 * Import boundaries (run by `npm run lint`; tested in apps/web/src/app/import-boundaries.test.ts):
 * - API `lib/` is below `plugins/` and `modules/`: it imports neither.
 * - An API module reaches another module only through its public surface: its service
 *   (`*.service.ts`), its workflow's server side (`*.workflow.ts`), the cross-area steps it offers
 *   (`*.steps.ts`) and its document types (`*.document.ts`).
 * - A web feature never imports another feature; the shared web layers (api, components, i18n,
 *   resources, routing, session) import no feature and not the app (their tests may).
 * - A web feature's query keys are declared once, in its api module (`api.ts`, `*-api.ts`), as
 *   `queryOptions` factories (key and fetch together); screens call `useQuery(xxxQuery(id))` and
 *   invalidate with the factory's `.queryKey` or an exported key prefix, never an inline `queryKey: [`.
 * - A service or repository (`*.service.ts`, `*.repository.ts`) imports no Fastify package: it takes
 *   `(ctx, actor)`, never the request (FASTIFY_ALLOWED lists today's, each with its reason).
 * Today's exceptions are listed in ALLOWED, each with its reason; a new violation fails the lint.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkedRoot, sourceFiles } from './check-lib.mjs';

/** `from → to` pairs (repo-relative, resolved) that break a rule today and are known. */
export const ALLOWED = new Set([
  // The kernel writes in-app notifications through the notifications service; to be handed in as
  // a port (like the outbox) so lib/ stays below modules/.
  'apps/api/src/lib/workflow.ts -> apps/api/src/modules/notifications/notifications.service.ts',
  // The export job runs the screens' own list queries (the same filters, sort and row scope).
  'apps/api/src/modules/jobs/export.job.ts -> apps/api/src/modules/camps/camps.repository.ts',
  'apps/api/src/modules/jobs/export.job.ts -> apps/api/src/modules/accounts/users/users.repository.ts',
]);

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SPEC =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

const walk = (dir) => sourceFiles(dir, (n) => SOURCE.test(n));

/** Resolves a relative specifier to a repo-relative file path (extension and /index guessed). */
function resolve(root, fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  const candidates = [base, ...['.ts', '.tsx', '.mjs', '.js'].map((x) => base + x)];
  candidates.push(...['index.ts', 'index.tsx'].map((x) => path.join(base, x)));
  const hit = candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? base;
  return path.relative(root, hit).split(path.sep).join('/');
}

const API = 'apps/api/src/';
const WEB = 'apps/web/src/';
/** The shared web layers (the test harness, `test/`, assembles the app and is not one of them). */
const WEB_SHARED = ['api', 'components', 'i18n', 'resources', 'routing', 'session'];

/** The rule an import breaks, or null. `from` and `to` are repo-relative paths. */
export function brokenRule(from, to) {
  if (from.startsWith(`${API}lib/`) && (to.startsWith(`${API}plugins/`) || to.startsWith(`${API}modules/`)))
    return 'api lib/ imports plugins/ or modules/';
  const mod = (p) => (p.startsWith(`${API}modules/`) ? p.slice(`${API}modules/`.length).split('/') : null);
  const [a, b] = [mod(from), mod(to)];
  if (
    a &&
    b &&
    a.length > 1 &&
    b.length > 1 &&
    a[0] !== b[0] &&
    !/\.(service|workflow|steps|document)\.ts$/.test(to)
  )
    return `api module ${a[0]} imports ${b[0]}'s internals (only its *.service.ts)`;
  const area = (p) => (p.startsWith(WEB) ? p.slice(WEB.length).split('/') : null);
  const [f, g] = [area(from), area(to)];
  if (f && g && f[0] === 'features' && g[0] === 'features' && f.length > 2 && g.length > 2 && f[1] !== g[1])
    return `web feature ${f[1]} imports feature ${g[1]}`;
  if (
    f &&
    g &&
    WEB_SHARED.includes(f[0]) &&
    !/\.test\.tsx?$/.test(from) &&
    (g[0] === 'features' || g[0] === 'app')
  )
    return `web shared ${f[0]}/ imports ${g[0]}/`;
  return null;
}

/**
 * Services and repositories take `(ctx, actor, …)`, never the HTTP request (issue 27 §2): a route
 * handler parses the body and uploads (`multipartOf(req)`), builds the actor (`actorOf(req)`) and
 * sends files (`sendOpened`). The files that still import Fastify, each with its reason; a new one
 * fails the lint, and one that no longer imports it must leave this list.
 */
export const FASTIFY_ALLOWED = new Map([]);

const FASTIFY = /^(fastify|fastify-.+|@fastify\/.+)$/;
/** Whether `file` (repo-relative) breaks the rule by importing `spec`. */
export const fastifyInService = (file, spec) =>
  file.startsWith(API) && /\.(service|repository)\.ts$/.test(file) && FASTIFY.test(spec);

const INLINE_KEY = /queryKey:\s*\[/;
/** Whether `file` (repo-relative) writes a query key inline where a feature's api module should. */
export function inlineQueryKey(file, text) {
  return (
    file.startsWith(`${WEB}features/`) &&
    !/(^|\/|-)api\.ts$/.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    INLINE_KEY.test(text)
  );
}

/**
 * Every import of the repo that breaks a rule and is not allowed (`from -> to: rule`), and every
 * web feature file with an inline query key (`file: rule`).
 */
export function checkImports(root, allowed = ALLOWED, fastifyAllowed = FASTIFY_ALLOWED) {
  const problems = [];
  for (const file of [...walk(path.join(root, API)), ...walk(path.join(root, WEB))]) {
    const text = fs.readFileSync(file, 'utf8');
    const from = path.relative(root, file).split(path.sep).join('/');
    if (inlineQueryKey(from, text))
      problems.push(`${from}: inline queryKey (declare it with queryOptions in the feature's api.ts)`);
    for (const m of text.matchAll(SPEC)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (spec && fastifyInService(from, spec) && !fastifyAllowed.has(from))
        problems.push(
          `${from}: imports ${spec} (a service or repository takes (ctx, actor), never the request)`,
        );
      if (!spec?.startsWith('.')) continue;
      const to = resolve(root, file, spec);
      const rule = brokenRule(from, to);
      if (rule && !allowed.has(`${from} -> ${to}`)) problems.push(`${from} -> ${to}: ${rule}`);
    }
  }
  return problems;
}

/** The FASTIFY_ALLOWED files that no longer import Fastify (or are gone). */
export function unusedFastifyAllowed(root) {
  return [...FASTIFY_ALLOWED.keys()].filter((file) => {
    const at = path.join(root, file);
    if (!fs.existsSync(at)) return true;
    const text = fs.readFileSync(at, 'utf8');
    return ![...text.matchAll(SPEC)].some((m) => fastifyInService(file, m[1] ?? m[2] ?? m[3] ?? ''));
  });
}

/** The ALLOWED pairs no file imports any more. */
export function unusedAllowed(root) {
  const used = new Set();
  for (const file of [...walk(path.join(root, API)), ...walk(path.join(root, WEB))]) {
    const from = path.relative(root, file).split(path.sep).join('/');
    for (const m of fs.readFileSync(file, 'utf8').matchAll(SPEC)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (spec?.startsWith('.')) used.add(`${from} -> ${resolve(root, file, spec)}`);
    }
  }
  return [...ALLOWED].filter((pair) => !used.has(pair));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--root <dir>` checks another tree (the test's fixtures) with no allowed exceptions.
  const { root, fixtures } = checkedRoot();
  const problems = checkImports(root, fixtures ? new Set() : ALLOWED, fixtures ? new Map() : FASTIFY_ALLOWED);
  // An exception nobody needs any more is removed, so the list stays the list of real debts.
  if (!fixtures)
    for (const stale of unusedAllowed(root)) problems.push(`${stale}: allowed, but no such import any more`);
  if (!fixtures)
    for (const stale of unusedFastifyAllowed(root))
      problems.push(
        `${stale}: allowed to import Fastify, but no longer does (remove it from FASTIFY_ALLOWED)`,
      );
  for (const p of problems) console.error(`import boundary: ${p}`);
  if (problems.length) process.exit(1);
  console.log('import boundaries: ok');
}
