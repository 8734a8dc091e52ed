/**
 * `npm run workflows`: writes every workflow's transition table, generated from its declaration in
 * the contract, into the README beside its code (`WORKFLOW_READMES` in `workflow-readmes.ts` says
 * which; between `<!-- workflows:start -->` and `<!-- workflows:end -->`).
 * `npm run workflows -- --check` writes nothing and fails when a README differs;
 * `npm run workflows -- --print` prints every table instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { workflowsMarkdown } from '../src/workflows';
import { ROOT, sectionOf, tablesByReadme, writeReadmes } from './workflow-readmes';

const arg = process.argv[2];
if (arg === '--print') {
  process.stdout.write(`${workflowsMarkdown()}\n`);
} else if (arg === '--check') {
  const stale = [...tablesByReadme()]
    .filter(([file, tables]) => sectionOf(fs.readFileSync(path.join(ROOT, file), 'utf8')) !== tables)
    .map(([file]) => file);
  for (const file of stale) console.error(`${file}: workflow tables differ from the contract`);
  if (stale.length) {
    console.error('run `npm run workflows` to write them');
    process.exit(1);
  }
} else {
  const changed = writeReadmes();
  console.log(changed.length ? `written: ${changed.join(', ')}` : 'every workflow table is up to date');
}
