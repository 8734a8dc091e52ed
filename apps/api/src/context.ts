import type { Config } from './config';
import type { Db } from './db/client';
import type { Storage } from './lib/storage';
import type { Messenger } from './messaging/messenger';
import type { Outbox } from './messaging/outbox';

/** What every module's service needs, built once in app.ts and handed to each module. */
export type AppContext = {
  db: Db;
  config: Config;
  messenger: Messenger;
  /** Delivers what `enqueueMessage` queued (its `deliver` sends a request's own messages after commit). */
  outbox: Outbox;
  /** Where uploaded files live (`STORAGE`): never read or write them on the local disk directly. */
  storage: Storage;
};
