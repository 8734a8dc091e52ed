import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The import-boundary check of `npm run lint` (scripts/check-imports.mjs), on the repo and on fixtures. */
const repo = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(repo, 'scripts/check-imports.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

function fixture(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('import boundaries', () => {
  it('the repository keeps them (known exceptions listed in the script)', () => {
    const r = run();
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('fails on a deliberately wrong import of each kind, and passes the allowed ones', () => {
    const root = fixture({
      'apps/api/src/plugins/access.ts': 'export const x = 1;\n',
      'apps/api/src/lib/crud.ts': "import { x } from '../plugins/access';\nexport const y = x;\n",
      'apps/api/src/modules/auth/throttle.ts': 'export const t = 1;\n',
      'apps/api/src/modules/auth/auth.service.ts': 'export const s = 1;\n',
      'apps/api/src/modules/camps/camps.service.ts':
        "import { s } from '../auth/auth.service';\nimport { t } from '../auth/throttle';\nexport const c = s + t;\n",
      'apps/web/src/features/camps/api.ts':
        "export const PATHS = {};\nexport const k = { queryKey: ['camps'] };\n",
      'apps/web/src/features/contracts/screen.tsx': "export { PATHS } from '../camps/api';\n",
      'apps/web/src/features/contracts/routes.ts': "export const load = () => import('./screen');\n",
      'apps/web/src/components/list.tsx':
        "import { PATHS } from '../features/camps/api';\nexport const l = PATHS;\n",
      // Query keys: declared in the feature's api modules, never inline in a screen.
      'apps/web/src/features/camps/camp-page.tsx':
        "export const q = { queryKey: ['camps', 'camp', 1], queryFn: () => 1 };\n",
      'apps/web/src/features/licences/temp-api.ts': "export const k = { queryKey: ['temp'] };\n",
      'apps/web/src/features/camps/camp-page.test.tsx': "export const k = { queryKey: ['camps'] };\n",
    });
    const r = run('--root', root);
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n').sort();
    expect(lines).toEqual([
      'import boundary: apps/api/src/lib/crud.ts -> apps/api/src/plugins/access.ts: api lib/ imports plugins/ or modules/',
      "import boundary: apps/api/src/modules/camps/camps.service.ts -> apps/api/src/modules/auth/throttle.ts: api module camps imports auth's internals (only its *.service.ts)",
      'import boundary: apps/web/src/components/list.tsx -> apps/web/src/features/camps/api.ts: web shared components/ imports features/',
      "import boundary: apps/web/src/features/camps/camp-page.tsx: inline queryKey (declare it with queryOptions in the feature's api.ts)",
      'import boundary: apps/web/src/features/contracts/screen.tsx -> apps/web/src/features/camps/api.ts: web feature contracts imports feature camps',
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('fails on a Fastify import in a service or a repository, not in routes or lib', () => {
    const root = fixture({
      'apps/api/src/modules/camps/camps.service.ts':
        "import type { FastifyRequest } from 'fastify';\nexport const s = (req: FastifyRequest) => req.id;\n",
      'apps/api/src/modules/camps/camps.repository.ts':
        "import multipart from '@fastify/multipart';\nexport const r = multipart;\n",
      'apps/api/src/modules/camps/camps.routes.ts':
        "import type { FastifyInstance } from 'fastify';\nexport const r = (app: FastifyInstance) => app;\n",
      'apps/api/src/lib/route.ts':
        "import type { FastifyReply } from 'fastify';\nexport type R = FastifyReply;\n",
      'apps/api/src/modules/camps/camps-ok.service.ts':
        "import { z } from 'zod';\nexport const s = z.string();\n",
    });
    const r = run('--root', root);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n').sort()).toEqual([
      'import boundary: apps/api/src/modules/camps/camps.repository.ts: imports @fastify/multipart (a service or repository takes (ctx, actor), never the request)',
      'import boundary: apps/api/src/modules/camps/camps.service.ts: imports fastify (a service or repository takes (ctx, actor), never the request)',
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
