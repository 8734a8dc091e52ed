import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run lint` refuses an explicit `any` (biome's noExplicitAny, an error in biome.jsonc, with no
 * file exempt): the repository's own configuration run on a fixture.
 */
const repo = path.resolve(import.meta.dirname, '../../../..');
const biome = path.join(repo, 'node_modules/.bin/biome');

function lintFixture(source: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'explicit-any-'));
  fs.copyFileSync(path.join(repo, 'biome.jsonc'), path.join(root, 'biome.jsonc'));
  fs.writeFileSync(path.join(root, 'x.service.ts'), source);
  return spawnSync(biome, ['lint', 'x.service.ts'], { cwd: root, encoding: 'utf8' });
}

describe('explicit any', () => {
  it('fails on an explicit any', () => {
    const r = lintFixture('export const f = (x: any) => x;\n');
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toContain('lint/suspicious/noExplicitAny');
  }, 30_000);

  it('passes the same code typed', () => {
    const r = lintFixture('export const f = (x: unknown) => x;\n');
    expect(r.status).toBe(0);
  }, 30_000);

  it('no file is exempt from the rule', () => {
    const config = fs.readFileSync(path.join(repo, 'biome.jsonc'), 'utf8');
    expect(config.match(/noExplicitAny/g)).toHaveLength(1);
  });
});
