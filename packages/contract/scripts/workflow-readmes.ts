/**
 * Where each workflow's transition table is written: the README beside its server side, between
 * `<!-- workflows:start -->` and `<!-- workflows:end -->`. The tables are generated from the
 * declarations in the contract (`workflowMarkdown`); `npm run workflows` writes them and
 * `workflows.test.ts` (beside this file, in the contract suite of `npm test`) fails when a README
 * differs, when a workflow has no README here, or when a README keeps a section no workflow fills.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workflowMarkdown } from '../src/workflow';
import { WORKFLOWS } from '../src/workflows';

/** The repository's root (this file is `packages/contract/scripts/`). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const START = '<!-- workflows:start -->';
export const END = '<!-- workflows:end -->';

const MODULES = 'apps/api/src/modules';

/**
 * The README (from the repository's root) that holds each workflow's table, by workflow name: the
 * module folder of its server side (`ServerWorkflow`). A new workflow is added here too.
 */
export const WORKFLOW_READMES: Readonly<Record<string, string>> = {
  user_status: `${MODULES}/accounts/users/README.md`,
  alliance_membership: `${MODULES}/accounts/alliances/README.md`,
  assignment: `${MODULES}/camps/README.md`,
  appointment: `${MODULES}/camps/README.md`,
  camp: `${MODULES}/camps/README.md`,
  contract: `${MODULES}/contracts/README.md`,
  filling: `${MODULES}/templates/README.md`,
  order: `${MODULES}/orders/README.md`,
  order_report: `${MODULES}/orders/README.md`,
  order_cancel_request: `${MODULES}/orders/README.md`,
  readiness: `${MODULES}/licences/README.md`,
  car_licence: `${MODULES}/licences/README.md`,
  temp_license_order: `${MODULES}/licences/README.md`,
  reassign_order: `${MODULES}/reassign/README.md`,
  questionnaire: `${MODULES}/questionnaires/README.md`,
  questionnaire_assignment: `${MODULES}/questionnaires/README.md`,
  sadad: `${MODULES}/finance/README.md`,
  invoice: `${MODULES}/finance/README.md`,
  clearance_vote: `${MODULES}/finance/README.md`,
  violation: `${MODULES}/violations/README.md`,
  // The shared mechanisms (apps/api/src/lib) are described in docs/.
  attachment: 'docs/files.md',
  ticket: `${MODULES}/tickets/README.md`,
  db_archive: `${MODULES}/reports/README.md`,
};

/**
 * Each README's generated section, by README: its workflows' tables in the order of `WORKFLOWS`,
 * headed one level below the README's `##` sections. Throws on a workflow with no README.
 */
export function tablesByReadme(): Map<string, string> {
  const byFile = new Map<string, string[]>();
  for (const w of WORKFLOWS) {
    const file = WORKFLOW_READMES[w.name];
    if (!file)
      throw new Error(
        `workflow ${w.name} has no README: add it to WORKFLOW_READMES in packages/contract/scripts/workflow-readmes.ts ` +
          '(the README of the module that holds its server side), with a workflows:start/end section in that README',
      );
    byFile.set(file, [...(byFile.get(file) ?? []), workflowMarkdown(w).replace(/^#### /, '### ')]);
  }
  return new Map([...byFile].map(([file, tables]) => [file, tables.join('\n\n')]));
}

/** The generated section of a README's text (trimmed), or null when it has none. */
export function sectionOf(text: string): string | null {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) return null;
  return text.slice(start + START.length, end).trim();
}

/** A README's text with its generated section replaced by `tables`. */
export function withTables(file: string, text: string, tables: string): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`${file}: no ${START} … ${END} section to write the workflow tables into`);
  return `${text.slice(0, start + START.length)}\n${tables}\n${text.slice(end)}`;
}

/** Every README.md of the repository (node_modules and build output aside), from the root. */
export function allReadmes(dir = ROOT): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.') || ['node_modules', 'dist', 'data', 'test-results'].includes(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...allReadmes(p));
    else if (e.name === 'README.md') out.push(path.relative(ROOT, p));
  }
  return out;
}

/** Writes every README whose section differs; answers the files it changed. */
export function writeReadmes(): string[] {
  const changed: string[] = [];
  for (const [file, tables] of tablesByReadme()) {
    const full = path.join(ROOT, file);
    const text = fs.readFileSync(full, 'utf8');
    const next = withTables(file, text, tables);
    if (next !== text) {
      fs.writeFileSync(full, next);
      changed.push(file);
    }
  }
  return changed;
}
