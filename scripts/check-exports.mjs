#!/usr/bin/env node
/**
 * Unused exports (run by `npm run lint`; tested in apps/web/src/app/export-check.test.ts): an export
 * of a source file under packages/contract/src, apps/api/src, apps/web/src or scripts/ that no other
 * file imports is refused. Drop the `export` when the file itself uses the name; delete the code
 * when nothing does.
 * - Imports are read with the TypeScript parser (no type checking: the whole repo in a few seconds
 *   of CPU): static imports and re-exports (`export *` followed to where a name is declared),
 *   `import type`, `typeof import('…').X`, `import * as ns` (the `ns.x` read; every export when
 *   `ns` is passed on whole, as drizzle's schema is), and dynamic `import('…')`, which uses the module's
 *   default export and every export the importing file names (`m.view`, `named(load, 'Page')`).
 * - Importers are every source file of the repo, tests included: a test is a user of the surface
 *   it checks (a pure rule tested on its own, the web test harness under src/test/ that exists only
 *   for tests). A name only a test imports is kept on purpose.
 * - Roots are not checked: entry points (main.tsx, server.ts, configs), and files loaded by path
 *   (named with their extension in a package.json script, a config or another file: vitest's
 *   setup files, the seed's run.ts, scripts/*.mjs run by node).
 * Today's exceptions are listed in ALLOWED, each with its reason; one no longer needed fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { checkedRoot, sourceFiles } from './check-lib.mjs';

/** `file: name` exports (repo-relative) that no other file imports, and why they stay exported. */
export const ALLOWED = new Set([
  // lib/workflow.ts (with workflow-types.ts, split from it) and lib/documents.ts
  // are being rewritten in h-kernel (typed guards and steps, document validity as a declared
  // workflow); their exports are settled there, not edited under it.
  'apps/api/src/lib/workflow-types.ts: AfterStep',
  'apps/api/src/lib/documents.ts: Document',
  'apps/api/src/lib/documents.ts: IssueInput',
  'apps/api/src/lib/documents.ts: qrUrl',
  'apps/api/src/lib/documents.ts: validityOf',
]);

/** The folders whose exports are checked. */
const CHECKED = ['packages/contract/src/', 'apps/api/src/', 'apps/web/src/', 'scripts/'];
/** Entry points: what they export belongs to the tool that loads them. */
const ENTRY = [
  /(^|\/)(vite|vitest|playwright|drizzle)\.config\.ts$/,
  /^apps\/web\/src\/main\.tsx$/,
  /^apps\/api\/src\/server\.ts$/,
];
/** The workspace packages, imported by name. */
const PACKAGES = { '@mashaer/contract': 'packages/contract/src/index.ts' };

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST = /\.(test|spec)\.tsx?$/;
const SKIP = new Set([
  'node_modules',
  'dist',
  'data',
  '.git',
  'test-results',
  'playwright-report',
  'results',
]);

const walk = (dir) => sourceFiles(dir, (n) => SOURCE.test(n) && !n.endsWith('.d.ts'), SKIP);

const rel = (root, p) => path.relative(root, p).split(path.sep).join('/');

/** A specifier to a repo-relative source file, or null (a package, a stylesheet, a JSON file). */
function resolve(root, fromFile, spec) {
  if (PACKAGES[spec]) return PACKAGES[spec];
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(path.join(root, fromFile)), spec);
  const candidates = [base, ...['.ts', '.tsx', '.mts', '.mjs', '.js'].map((x) => base + x)];
  candidates.push(...['index.ts', 'index.tsx'].map((x) => path.join(base, x)));
  const hit = candidates.find((c) => SOURCE.test(c) && fs.existsSync(c) && fs.statSync(c).isFile());
  return hit ? rel(root, hit) : null;
}

const hasModifier = (node, kind) =>
  (ts.canHaveModifiers(node) ? ts.getModifiers(node) : [])?.some((m) => m.kind === kind);

function bindingNames(name, out = []) {
  if (ts.isIdentifier(name)) out.push(name.text);
  else for (const el of name.elements) if (!ts.isOmittedExpression(el)) bindingNames(el.name, out);
  return out;
}

/** What `import * as ns` uses: the `ns.x` read, or every export (`*`) when `ns` itself is passed on. */
function namespaceUses(sf, nsName) {
  const names = new Set();
  const scan = (n) => {
    if (ts.isIdentifier(n) && n.text === nsName.text && n !== nsName) {
      if (ts.isPropertyAccessExpression(n.parent) && n.parent.expression === n) names.add(n.parent.name.text);
      else names.add('*');
    }
    ts.forEachChild(n, scan);
  };
  scan(sf);
  return names.has('*') ? ['*'] : [...names];
}

/**
 * One file read: its own exports (`name → { line, from?, as? }`, `from` for a named re-export),
 * its `export *` sources, the names it takes from each module (`*` for all), its dynamic imports,
 * and every identifier and string it mentions (what a dynamic import's caller reads off the module).
 */
function parse(root, file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts') || file.endsWith('.mts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const line = (node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const info = { exports: new Map(), stars: [], uses: [], dynamic: [], words: new Set(), strings: [] };
  const use = (spec, name) => {
    const to = resolve(root, file, spec);
    if (to) info.uses.push([to, name]);
  };
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      const spec = st.moduleSpecifier.text;
      const clause = st.importClause;
      if (!clause) continue;
      if (clause.name) use(spec, 'default');
      const nb = clause.namedBindings;
      if (nb && ts.isNamespaceImport(nb)) for (const n of namespaceUses(sf, nb.name)) use(spec, n);
      else if (nb) for (const el of nb.elements) use(spec, (el.propertyName ?? el.name).text);
    } else if (ts.isExportDeclaration(st)) {
      const spec =
        st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : null;
      const clause = st.exportClause;
      if (!clause) {
        const to = spec && resolve(root, file, spec);
        if (to) info.stars.push(to);
      } else if (ts.isNamespaceExport(clause)) {
        info.exports.set(clause.name.text, { line: line(st) });
        if (spec) use(spec, '*');
      } else
        for (const el of clause.elements) {
          const as = (el.propertyName ?? el.name).text;
          const from = spec && resolve(root, file, spec);
          info.exports.set(el.name.text, from ? { line: line(el), from, as } : { line: line(el) });
        }
    } else if (ts.isExportAssignment(st)) info.exports.set('default', { line: line(st) });
    else if (hasModifier(st, ts.SyntaxKind.ExportKeyword)) {
      if (hasModifier(st, ts.SyntaxKind.DefaultKeyword)) info.exports.set('default', { line: line(st) });
      else if (ts.isVariableStatement(st))
        for (const d of st.declarationList.declarations)
          for (const n of bindingNames(d.name)) info.exports.set(n, { line: line(d) });
      else if (st.name)
        info.exports.set(st.name.text, {
          line: line(st),
          type: ts.isTypeAliasDeclaration(st) || ts.isInterfaceDeclaration(st),
        });
    }
  }
  const visit = (node) => {
    if (ts.isIdentifier(node)) info.words.add(node.text);
    else if (ts.isStringLiteralLike(node)) {
      info.words.add(node.text);
      info.strings.push(node.text);
    } else if (ts.isTemplateExpression(node)) info.strings.push(node.head.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      const to = arg && ts.isStringLiteralLike(arg) ? resolve(root, file, arg.text) : null;
      if (to) info.dynamic.push(to);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const lit = node.argument.literal;
      if (ts.isStringLiteral(lit)) {
        let q = node.qualifier;
        while (q && ts.isQualifiedName(q)) q = q.left;
        use(lit.text, q ? q.text : '*');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return info;
}

/**
 * Files named by path (with their extension) in a package.json script or a string of the code
 * (tests aside: their fixtures name files they do not load; and these checks, whose lists name the
 * files they judge): loaded, not imported.
 */
function loadedByPath(root, files, infos) {
  const byPath = new Set();
  const PATH = /[\w@./-]+\.(?:tsx?|mts|mjs|js)\b/g;
  const texts = files
    .filter((f) => !TEST.test(f) && !/^scripts\/check-[\w-]+\.mjs$/.test(f))
    .map((f) => [f, infos.get(f).strings.join('\n')]);
  for (const pkg of [
    'package.json',
    'apps/api/package.json',
    'apps/web/package.json',
    'packages/contract/package.json',
  ])
    if (fs.existsSync(path.join(root, pkg))) texts.push([pkg, fs.readFileSync(path.join(root, pkg), 'utf8')]);
  const known = new Set(files);
  for (const [from, text] of texts) {
    // Relative to the file, to its workspace (a script's working directory) and to the repo.
    const workspace = from
      .split('/')
      .slice(0, /^(apps|packages)\//.test(from) ? 2 : 0)
      .join('/');
    for (const m of text.matchAll(PATH))
      for (const d of [path.posix.dirname(from), workspace, '']) {
        const p = path.posix.normalize(path.posix.join(d, m[0]));
        if (p !== from && known.has(p)) byPath.add(p);
      }
  }
  return byPath;
}

/** Every unused export of the checked folders (`file:line: name`), and the ALLOWED entries not needed. */
export function checkExports(root, allowed = ALLOWED) {
  const files = walk(root).map((f) => rel(root, f));
  const infos = new Map(files.map((f) => [f, parse(root, f)]));
  const roots = loadedByPath(root, files, infos);
  for (const f of files) if (ENTRY.some((re) => re.test(f))) roots.add(f);

  const namesMemo = new Map();
  /** The names a module offers: its own and, through `export *`, its sources' (not their default). */
  const names = (file, seen = new Set()) => {
    if (namesMemo.has(file)) return namesMemo.get(file);
    const info = infos.get(file);
    const out = new Set(info ? info.exports.keys() : []);
    if (info && !seen.has(file)) {
      seen.add(file);
      for (const s of info.stars) for (const n of names(s, seen)) if (n !== 'default') out.add(n);
    }
    namesMemo.set(file, out);
    return out;
  };

  const used = new Set();
  const mark = (file, name, seen = new Set()) => {
    const key = `${file}: ${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    const info = infos.get(file);
    if (!info) return;
    if (name === '*') {
      for (const n of names(file)) mark(file, n, seen);
      return;
    }
    const own = info.exports.get(name);
    if (own) {
      used.add(key);
      if (own.from) mark(own.from, own.as, seen);
      return;
    }
    for (const s of info.stars) if (names(s).has(name)) mark(s, name, seen);
  };
  for (const [from, info] of infos) {
    for (const [to, name] of info.uses) if (to !== from) mark(to, name);
    for (const to of info.dynamic) {
      if (to === from) continue;
      mark(to, 'default');
      for (const n of names(to)) if (info.words.has(n)) mark(to, n);
    }
  }

  const problems = [];
  const unused = new Set();
  for (const [file, info] of infos) {
    if (!CHECKED.some((d) => file.startsWith(d)) || roots.has(file)) continue;
    for (const [name, e] of info.exports) {
      const key = `${file}: ${name}`;
      if (used.has(key)) continue;
      unused.add(key);
      if (!allowed.has(key))
        problems.push(`${file}:${e.line}: ${name} is exported but no other file imports it`);
    }
  }
  // An exception nobody needs any more is removed, so the list stays the list of real debts.
  for (const key of allowed)
    if (!unused.has(key)) problems.push(`${key}: allowed, but imported (or gone) now`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--root <dir>` checks another tree (the test's fixtures) with no allowed exceptions.
  const { root, fixtures } = checkedRoot();
  const problems = checkExports(root, fixtures ? new Set() : ALLOWED);
  for (const p of problems) console.error(`unused export: ${p}`);
  if (problems.length) process.exit(1);
  console.log('exports: ok');
}
