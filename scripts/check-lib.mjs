/** What the lint checks (`scripts/check-*.mjs`) share: the source files of a tree and the tree checked. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The files under `dir` (none when it does not exist) whose names `keep` accepts, skipping the
 * directories `skip` names (by default node_modules and dist).
 */
export function sourceFiles(dir, keep, skip = new Set(['node_modules', 'dist']), out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, keep, skip, out);
    else if (keep(e.name)) out.push(p);
  }
  return out;
}

/**
 * The tree a check run from the command line looks at: `--root <dir>` (a test's fixtures), else
 * the repository. `fixtures` says which of the two it is.
 */
export function checkedRoot() {
  const at = process.argv.indexOf('--root');
  return at > 0
    ? { root: path.resolve(process.argv[at + 1]), fixtures: true }
    : { root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), fixtures: false };
}
