import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { testEnv } from './test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite dump (tar file) of a migrated database with the demo data. */
    pgliteSeed: string | null;
    /** A PostgreSQL database, migrated with the demo data, that test databases are copied from. */
    pgSeedDatabase: string | null;
    /** The upload directory the seed wrote to (copied into each test app's). */
    seedDataDir: string;
  }
}

/**
 * Migrates and seeds one database per run; every test file then starts from a copy of it (a
 * PGlite dump loaded in memory, or `create database … template …` on PostgreSQL) instead of
 * migrating and seeding its own — the same state, in a fraction of the time.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-seed-'));
  let pgSeed: string | null = null;
  let url: string | undefined;
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const { default: pg } = await import('pg');
    pgSeed = `t_seed_${Date.now()}_${process.pid}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`create database ${pgSeed}`);
    await c.end();
    const u = new URL(admin);
    u.pathname = `/${pgSeed}`;
    url = u.toString();
  }
  const database = await openDatabase({ url, pgliteDir: 'memory://', poolMax: 2 });
  const app = await buildApp({
    config: loadConfig({ ...testEnv(dataDir), ...(url ? { DATABASE_URL: url } : {}) }),
    database,
    logger: false,
  });
  await app.close();
  let pgliteSeed: string | null = null;
  if (database.dump) {
    pgliteSeed = path.join(dataDir, 'seed.tar');
    fs.writeFileSync(pgliteSeed, Buffer.from(await (await database.dump()).arrayBuffer()));
  }
  await database.close();
  project.provide('pgliteSeed', pgliteSeed);
  project.provide('pgSeedDatabase', pgSeed);
  project.provide('seedDataDir', dataDir);

  return async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (admin && pgSeed) {
      const { default: pg } = await import('pg');
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${pgSeed} with (force)`);
      await c.end();
    }
  };
}
