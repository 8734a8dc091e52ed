import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The unused-export check of `npm run lint` (scripts/check-exports.mjs), on the repo and on fixtures. */
const repo = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(repo, 'scripts/check-exports.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

function fixture(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('unused exports', () => {
  it('the repository has none (known exceptions listed in the script)', () => {
    const r = run();
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('fails on an export no other file imports, and follows every way a file is used', () => {
    const root = fixture({
      'package.json': '{ "scripts": { "tool": "node scripts/tool.mjs" } }\n',
      // The contract, reached by its package name through `export *`.
      'packages/contract/src/index.ts': "export * from './camps';\n",
      'packages/contract/src/camps.ts':
        'export const CampSchema = 1;\nexport type Camp = number;\nexport const formatCamp = () => CampSchema;\n',
      'apps/web/src/features/camps/api.ts':
        "import { CampSchema, type Camp } from '@mashaer/contract';\nexport const camp: Camp = CampSchema;\n",
      // Dynamic imports use the default and the names the importer mentions.
      'apps/web/src/features/camps/routes.ts':
        "import { camp } from './api';\nexport const routes = [camp, () => import('./page').then((m) => m.CampPage)];\n",
      'apps/web/src/features/camps/page.tsx':
        'export const CampPage = 1;\nexport const helper = 2;\nexport default CampPage;\n',
      'apps/web/src/main.tsx':
        "import { routes } from './features/camps/routes';\nexport const app = routes;\n",
      // A barrel's re-export is an export of its own; a namespace import uses every name.
      'apps/web/src/components/list/index.ts': "export { List, type ListProps } from './list';\n",
      'apps/web/src/components/list/list.tsx': 'export const List = 1;\nexport type ListProps = {};\n',
      'apps/web/src/components/list/list.test.tsx': "import { List } from '.';\nconsole.log(List);\n",
      'apps/api/src/db/schema.ts': 'export const camps = 1;\nexport const squares = 2;\n',
      'apps/api/src/db/client.ts': "import * as schema from './schema';\nexport const db = schema;\n",
      'apps/api/src/modules/camps/camps.service.ts': 'export const list = 1;\nexport const show = 2;\n',
      'apps/api/src/modules/camps/camps.routes.ts':
        "import * as service from './camps.service';\nexport const routes = [service.list];\n",
      'apps/api/src/server.ts':
        "import { db } from './db/client';\nimport { routes } from './modules/camps/camps.routes';\nexport default [db, routes];\n",
      // Run by path (a package.json script) or not used at all.
      'scripts/tool.mjs': 'export const helper = 1;\n',
      'scripts/old.mjs': 'export function unusedHelper() {}\n',
    });
    const r = run('--root', root);
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n').sort();
    expect(lines).toEqual([
      'unused export: apps/api/src/modules/camps/camps.service.ts:2: show is exported but no other file imports it',
      'unused export: apps/web/src/components/list/index.ts:1: ListProps is exported but no other file imports it',
      'unused export: apps/web/src/components/list/list.tsx:2: ListProps is exported but no other file imports it',
      'unused export: apps/web/src/features/camps/page.tsx:2: helper is exported but no other file imports it',
      'unused export: packages/contract/src/camps.ts:3: formatCamp is exported but no other file imports it',
      'unused export: scripts/old.mjs:1: unusedHelper is exported but no other file imports it',
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
