import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { startS3 } from './s3-server';
import { testEnv } from './test-env';
import { putSeedFiles } from './test-storage';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite dump (tar file) of a migrated database with the demo data. */
    pgliteSeed: string | null;
    /** A PostgreSQL database, migrated with the demo data, that test databases are copied from. */
    pgSeedDatabase: string | null;
    /** The data directory the seed wrote to (copied into each test app's). */
    seedDataDir: string;
    /** With TEST_STORAGE=s3: the S3 settings of the run's s3rver and its bucket of the seed's files. */
    s3Run: Record<string, string> | null;
  }
}

/**
 * Migrates and seeds one database per run; every test file then starts from a copy of it (a
 * PGlite dump loaded in memory, or `create database … template …` on PostgreSQL) instead of
 * migrating and seeding its own — the same state, in a fraction of the time. On PGlite,
 * TEST_SEED_DIR names a directory the seed is kept in for the next run (`npm test` seeds once for
 * its PGlite passes). With TEST_STORAGE=s3 one s3rver is started for the run and the seed's files
 * are put in its bucket (test-storage.ts).
 */
export default async function setup(project: TestProject) {
  const admin = process.env.TEST_DATABASE_URL;
  const kept = (!admin && process.env.TEST_SEED_DIR) || undefined;
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-seed-'));
  let pgSeed: string | null = null;
  let pgliteSeed: string | null = null;
  if (admin) {
    pgSeed = `t_seed_${Date.now()}_${process.pid}`;
    await adminQuery(admin, `create database ${pgSeed}`);
    const u = new URL(admin);
    u.pathname = `/${pgSeed}`;
    await seed(dataDir, u.toString());
  } else {
    pgliteSeed = path.join(dataDir, 'seed.tar');
    if (!fs.existsSync(pgliteSeed)) {
      fs.mkdirSync(dataDir, { recursive: true });
      const dump = await seed(dataDir);
      // Written whole, then renamed: a later run never reads half a seed.
      fs.writeFileSync(`${pgliteSeed}.part`, dump!);
      fs.renameSync(`${pgliteSeed}.part`, pgliteSeed);
    }
  }
  const s3 = process.env.TEST_STORAGE === 's3' ? await startS3() : null;
  if (s3) await putSeedFiles(loadConfig({ ...testEnv(dataDir), ...s3.env }));
  project.provide('pgliteSeed', pgliteSeed);
  project.provide('pgSeedDatabase', pgSeed);
  project.provide('seedDataDir', dataDir);
  project.provide('s3Run', s3?.env ?? null);

  return async () => {
    await s3?.stop();
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
    if (admin && pgSeed) await adminQuery(admin, `drop database if exists ${pgSeed} with (force)`);
  };
}

/** Migrates and seeds (files in `dataDir`'s upload directory); answers PGlite's dump. */
async function seed(dataDir: string, url?: string) {
  const database = await openDatabase({ url, pgliteDir: 'memory://', poolMax: 2 });
  const app = await buildApp({
    config: loadConfig({ ...testEnv(dataDir), ...(url ? { DATABASE_URL: url } : {}) }),
    database,
    logger: false,
  });
  await app.close();
  const dump = database.dump ? Buffer.from(await (await database.dump()).arrayBuffer()) : null;
  await database.close();
  return dump;
}

async function adminQuery(admin: string, text: string) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}
