import type { Config } from './config';
import type { Db } from './db/client';
import type { Messenger } from './messaging/messenger';

/** What every module's service needs, built once in app.ts and handed to each module. */
export type AppContext = {
  db: Db;
  config: Config;
  messenger: Messenger;
};
