import { OrderDetailsSchema, ReportSchema } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { query } from '../../src/db/client';
import type { Actor } from '../../src/lib/actor';
import * as orders from '../../src/modules/orders/orders.service';
import * as reports from '../../src/modules/orders/reports.service';
import { responseSerializerCompiler } from '../../src/plugins/serializer';
import { createTestApp, type TestApp } from '../helpers';
import { EXACT_ANSWERS } from '../test-env';

// In production an answer is written from its response schema alone (plugins/serializer.ts), so a
// field the service returns but the schema lacks would silently vanish: every field must be there.
let app: TestApp;
let kdana: Actor;
beforeAll(async () => {
  app = await createTestApp(EXACT_ANSWERS);
  const [u] = await query<{ id: number; type_id: number }>(
    app.ctx.db,
    sql`select id, type_id from users where email = 'kdana@demo.mashaer.sa'`,
  );
  kdana = {
    id: u.id,
    orgId: u.id,
    typeId: u.type_id,
    typeCode: 'kdana',
    isAuthority: true,
    permissions: new Set(),
    lang: 'en',
    ip: null,
  };
}, 180_000);
afterAll(() => app.close());

/** What production writes for `{ data }` under this schema, and what the service handed in. */
function written(schema: z.ZodType, data: unknown) {
  const write = responseSerializerCompiler({ check: false })({
    schema: z.object({ data: schema }),
    method: 'GET',
    url: '/',
    httpStatus: '200',
  } as never) as (d: unknown) => string;
  return { sent: JSON.parse(write({ data })), handed: JSON.parse(JSON.stringify({ data })) };
}

it('the production answer of every demo order keeps every field of its details', async () => {
  const ids = await query<{ id: number }>(app.ctx.db, sql`select id from orders order by id`);
  expect(ids.length).toBeGreaterThan(8);
  for (const { id } of ids) {
    const { sent, handed } = written(OrderDetailsSchema, await orders.details(app.ctx.db, kdana, id));
    expect(sent, `order ${id}`).toEqual(handed);
  }
});

it('the production answer of every demo report keeps every field', async () => {
  const ids = await query<{ id: number }>(app.ctx.db, sql`select id from order_reports order by id`);
  expect(ids.length).toBeGreaterThan(0);
  for (const { id } of ids) {
    const { sent, handed } = written(ReportSchema, await reports.show(app.ctx.db, kdana, id));
    expect(sent, `report ${id}`).toEqual(handed);
  }
});
