/**
 * The baseline: a bare Fastify server, its own process like the API's, running through `pg` the
 * SQL each endpoint was captured running (bench/capture.ts). No auth plugin, no validation, no
 * i18n, no rate limiter, no helmet: what is left is the database work and HTTP. The ratio
 * API req/s ÷ baseline req/s is the cost of everything the API adds around its queries.
 *
 * argv: <plans.json> ; env: DATABASE_URL, PORT, POOL_MAX.
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { type Plan, replay } from './capture';

const plans = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as Record<string, Plan[]>;
pg.types.setTypeParser(1082, (v: string) => v);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX ?? 20),
});
const app = Fastify({ logger: false });

app.get('/api/health', async () => ({ status: 'ok' }));
app.all('/baseline/:call', async (req) => {
  const list = plans[(req.params as { call: string }).call];
  const i = Number(req.headers['x-plan'] ?? 0);
  const rows = await replay(pool, list[i % list.length]);
  return { data: rows };
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
});
