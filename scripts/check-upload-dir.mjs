#!/usr/bin/env node
/**
 * The upload directory (run by `npm run lint`; tested in apps/api/test/platform/upload-dir.test.ts):
 * files live in the injected store (`ctx.storage`, local disk or S3), so the API code never names the
 * local directory. Only the configuration (`apps/api/src/config.ts`) and the stores
 * (`apps/api/src/lib/storage/`) may read `config.uploadDir`; tests may look at it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkedRoot, sourceFiles } from './check-lib.mjs';

const API = 'apps/api/src/';
const ALLOWED = [`${API}config.ts`, `${API}lib/storage/`];
const SOURCE = /\.(ts|mts|js|mjs)$/;
const NAME = /\buploadDir\b/g;

const walk = (dir) => sourceFiles(dir, (n) => SOURCE.test(n) && !/\.test\.ts$/.test(n));

/** Every mention of the upload directory outside the allowed files (`file:line`), under `root`. */
export function uploadDirUses(root) {
  const found = [];
  for (const abs of walk(path.join(root, API))) {
    const file = path.relative(root, abs).split(path.sep).join('/');
    if (ALLOWED.some((a) => file === a || (a.endsWith('/') && file.startsWith(a)))) continue;
    const text = fs.readFileSync(abs, 'utf8');
    for (const m of text.matchAll(NAME)) found.push(`${file}:${text.slice(0, m.index).split('\n').length}`);
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--root <dir>` checks another tree (the test's fixtures).
  const found = uploadDirUses(checkedRoot().root);
  for (const f of found)
    console.error(`upload dir: ${f}: names the local upload directory (use ctx.storage)`);
  if (found.length) process.exit(1);
  console.log('upload dir: ok');
}
