import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The status-write check of `npm run lint` (scripts/check-status-writes.mjs), on the repo and on fixtures. */
const repo = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(repo, 'scripts/check-status-writes.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

function fixture(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'status-writes-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('status writes', () => {
  it('the repository keeps them in the kernel (known exceptions listed in the script)', () => {
    const r = run();
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('fails on a status or timeline write of each kind outside the kernel, and passes the kernel and reads', () => {
    const root = fixture({
      // The kernel itself writes statuses and timeline rows.
      'apps/api/src/lib/workflow.ts':
        "const q = sql`with u as (update t set status = ${to} where id = 1), e as (insert into workflow_events (workflow) values ('x'))`;\n",
      'apps/api/src/modules/a/a.service.ts': [
        "await tx.execute(sql`update appointments set status = 'rejected', updated_at = now() where id = 1`);",
        'await tx.update(camps).set({ status, updated_at: sql`now()` }).where(eq(camps.id, id));',
        "await tx.insert(users).values({ ...cols, password_hash: h, status: 'pending' });",
        'await tx.delete(workflowEvents).where(eq(workflowEvents.record_id, id));',
        '',
      ].join('\n'),
      'apps/api/src/modules/b/b.repository.ts': [
        "await query(tx, sql`insert into workflow_events (workflow, record_id, to_status, action) values ('order', 1, 'draft', 'created')`);",
        "await tx.execute(sql`update form_fillings set contract_status = 'signed' where id = 2`);",
        "export const insertThing = (tx, v) => repo.insertThing(tx, { ...v, status: 'pending' });",
        '',
      ].join('\n'),
      // Reads and other columns are not writes: a where on the status, a select, a note.
      'apps/api/src/modules/c/c.service.ts': [
        "await tx.execute(sql`update assign_camps set notes = 'x' where status = 'pending'`);",
        "const rows = await tx.select().from(t).where(eq(t.status, 'pending'));",
        'await tx.update(t).set({ note: body.note }).where(eq(t.id, id));',
        '',
      ].join('\n'),
      // Tests set up fixtures as they like.
      'apps/api/src/modules/c/c.test.ts': "await rows(sql`update orders set status = 'approved'`);\n",
    });
    const r = run('--root', root);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n').sort()).toEqual([
      'status write: apps/api/src/modules/a/a.service.ts:1: writes a status outside the workflow kernel (take an action: applyAction/runAction)',
      'status write: apps/api/src/modules/a/a.service.ts:2: writes a status outside the workflow kernel (take an action: applyAction/runAction)',
      'status write: apps/api/src/modules/a/a.service.ts:3: creates a record in a state outside the workflow kernel (createRecord)',
      'status write: apps/api/src/modules/a/a.service.ts:4: writes workflow_events outside the workflow kernel (a timeline is append-only, the kernel’s)',
      'status write: apps/api/src/modules/b/b.repository.ts:1: writes workflow_events outside the workflow kernel (a timeline is append-only, the kernel’s)',
      'status write: apps/api/src/modules/b/b.repository.ts:2: writes a status outside the workflow kernel (take an action: applyAction/runAction)',
      'status write: apps/api/src/modules/b/b.repository.ts:3: creates a record in a state outside the workflow kernel (createRecord)',
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('fails when an allowed exception is no longer needed', () => {
    // A tree with none of today's known writes: every exception of the list is stale.
    const root = fixture({ 'apps/api/src/lib/workflow.ts': 'export {};\n' });
    const r = run('--root', root, '--with-allowed');
    expect(r.status).toBe(1);
    const stale = r.stderr.trim().split('\n');
    expect(stale).toContain(
      'status write: apps/api/src/lib/jobs.ts: status update: allowed, but no such write any more',
    );
    expect(stale.every((l) => l.endsWith('allowed, but no such write any more'))).toBe(true);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
