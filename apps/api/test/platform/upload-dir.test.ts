import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The upload-directory check of `npm run lint` (scripts/check-upload-dir.mjs), on the repo and on a fixture. */
const repo = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(repo, 'scripts/check-upload-dir.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

describe('upload dir', () => {
  it('the repository names it only in the configuration and the stores', () => {
    const r = run();
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('fails on the directory named anywhere else in the API, and passes config, stores and tests', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-dir-'));
    const files: Record<string, string> = {
      'apps/api/src/config.ts': 'uploadDir: path.resolve(c.UPLOAD_DIR ?? dir),\n',
      'apps/api/src/lib/storage/index.ts': 'return localStorage(config.uploadDir);\n',
      'apps/api/src/modules/a/a.service.ts': "import x from 'y';\nawait read(ctx.config.uploadDir, SPECS);\n",
      'apps/api/src/lib/files.ts': 'const { uploadDir } = ctx.config;\n',
      // A longer name is another name, the variable's name is documentation; tests may look.
      'apps/api/src/lib/other.ts': 'const uploadDirectory = 1; // UPLOAD_DIR or the bucket\n',
      'apps/api/src/modules/a/a.test.ts': 'fs.readdirSync(app.ctx.config.uploadDir);\n',
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    const r = run('--root', root);
    fs.rmSync(root, { recursive: true, force: true });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n').sort()).toEqual([
      'upload dir: apps/api/src/lib/files.ts:1: names the local upload directory (use ctx.storage)',
      'upload dir: apps/api/src/modules/a/a.service.ts:2: names the local upload directory (use ctx.storage)',
    ]);
  });
});
