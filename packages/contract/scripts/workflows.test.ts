import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKFLOWS } from '../src/workflows';
import { allReadmes, ROOT, START, sectionOf, tablesByReadme, WORKFLOW_READMES } from './workflow-readmes';

// The transition tables in the module READMEs are exactly what `npm run workflows` writes from
// the contract's declarations (see workflow-readmes.ts).
describe('the workflow tables beside their code', () => {
  it('name a README for every workflow, and no workflow that is not declared', () => {
    const names = WORKFLOWS.map((w) => w.name);
    for (const name of names) expect(WORKFLOW_READMES[name], `${name} in WORKFLOW_READMES`).toBeTruthy();
    expect(Object.keys(WORKFLOW_READMES).filter((n) => !names.includes(n))).toEqual([]);
  });

  it('are in each README exactly as `npm run workflows` writes them', () => {
    for (const [file, tables] of tablesByReadme()) {
      const full = path.join(ROOT, file);
      expect(fs.existsSync(full), file).toBe(true);
      const section = sectionOf(fs.readFileSync(full, 'utf8'));
      expect(section, `${file} has a workflows:start/end section`).not.toBeNull();
      expect(section, `${file}: run \`npm run workflows\``).toBe(tables);
    }
  });

  it('are written in no other README', () => {
    const owners = new Set(Object.values(WORKFLOW_READMES));
    const others = allReadmes().filter(
      (f) => !owners.has(f) && fs.readFileSync(path.join(ROOT, f), 'utf8').includes(START),
    );
    expect(others).toEqual([]);
  });
});
