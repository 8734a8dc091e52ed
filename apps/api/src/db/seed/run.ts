import path from 'node:path';
import { loadConfig } from '../../config';
import { createStorage } from '../../lib/storage';
import { openDatabase } from '../client';
import { seedBase, seedDemoIfEmpty } from './seed';

// `npm run seed`: migrate and load the demo data into an empty database.
const config = loadConfig();
if (config.NODE_ENV === 'production') throw new Error('demo data is never loaded in production');
const database = await openDatabase({
  url: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await seedBase(database.db);
const loaded = await seedDemoIfEmpty(database.db, { storage: await createStorage(config) });
console.log(loaded ? 'demo data loaded' : 'database not empty: nothing loaded');
await database.close();
