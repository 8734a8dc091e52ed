import { buildApp } from './app';
import { loadConfig } from './config';
import { startHousekeeping } from './lib/housekeeping';
import { startOrderStays } from './modules/dashboard/order-stays.service';
import { startViolationDeadlines } from './modules/violations/violation-deadlines';

const config = loadConfig();
const started = Date.now();
const app = await buildApp({ config });
await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(
  { ms: Date.now() - started, database: app.database.kind, dataDir: config.dataDir },
  'Mashaer portal ready',
);
const stopHousekeeping = startHousekeeping(app.ctx.db, app.log, undefined, app.ctx.storage);
const stopViolationDeadlines = startViolationDeadlines(app.ctx.db, app.log);
const stopOrderStays = startOrderStays(app.ctx.db, app.log);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    stopHousekeeping();
    stopViolationDeadlines();
    stopOrderStays();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
