/** The PGlite stage: the same calls on the embedded database, with a tenth of the history and no baseline. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callDefs } from './calls';
import { notes, results } from './collect';
import { type Exec, PGLITE } from './generate';
import { startServer } from './lib';
import { benchStorage, load, pick, prepare, rotating } from './load';
import { DURATION, log, prodEnv } from './settings';

export async function runPglite() {
  log('\n== PGlite (embedded, one WASM process)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-bench-pglite-'));
  const { openDatabase } = await import('../src/db/client');
  const { seedBase, seedDemoIfEmpty } = await import('../src/db/seed/seed');
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  await seedBase(database.db);
  await seedDemoIfEmpty(database.db, { storage: await benchStorage() });
  const lite = (
    database.db as unknown as {
      $client: { query: (t: string, p?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  const exec: Exec = (text, params) => lite.query(text, params);
  const p = await prepare(exec, PGLITE);
  await database.close();
  notes.push(
    `PGlite ran with less history (${PGLITE.audit.toLocaleString('en')} audit rows, ${PGLITE.notifications.toLocaleString('en')} notifications; same 1,500 companies / 5,000 users), no baseline (a PGlite database belongs to one process) and no sustained run`,
  );
  const api = await startServer(prodEnv({ DATA_DIR: dataDir }), { timeoutMs: 300_000 });
  try {
    const loginStart = { n: 0 };
    for (const c of callDefs(p)) {
      log(`  load: ${c.name}`);
      const counter = c.kind === 'login' ? loginStart : { n: 0 };
      try {
        if (c.kind !== 'login') await load(api.url, [rotating(c, 'api', counter)], { duration: 2 });
        const a = await load(api.url, [rotating(c, 'api', counter)], { duration: DURATION });
        results.push({ db: 'pglite', call: c.name, ...pick(a) });
        log(`    api ${a.rps} req/s p99 ${a.p99} ms (${a.non2xx} non-2xx)`);
      } catch (e) {
        results.push({
          db: 'pglite',
          call: c.name,
          rps: 0,
          p50: 0,
          p99: 0,
          non2xx: 0,
          errors: 1,
          note: (e as Error).message,
        });
      }
    }
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { data: p.data };
}
