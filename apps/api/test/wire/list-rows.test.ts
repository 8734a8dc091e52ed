// Issue 28 (the list goal): a workflow list's rows carry what its screen draws, filters by and acts
// on — no long texts, no times the list does not show, no status words (the web draws them from
// the contract) — and the answer holds exactly the fields its row schema declares.
import {
  type AnyEndpoint,
  financeEndpoints,
  licencesEndpoints,
  tempLicencesEndpoints,
  ticketsEndpoints,
} from '@mashaer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiCaller, createTestApp, type TestApp, tokenFor } from '../helpers';
import { EXACT_ANSWERS } from '../test-env';

let app: TestApp;
const call = apiCaller(() => app);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  app = await createTestApp({ ...EXACT_ANSWERS });
  for (const who of ['admin', 'kdana', 'raft_company']) tokens[who] = await tokenFor(app, who);
});
afterAll(() => app.close());

/** The row schema's keys of a list endpoint (`listResponseSchema(row)`). */
const rowKeys = (e: AnyEndpoint) => {
  const answer = e.response as z.ZodObject<{ data: z.ZodObject<{ data: z.ZodArray<z.ZodObject> }> }>;
  return Object.keys(answer.shape.data.shape.data.element.shape);
};

const lists: { name: string; endpoint: AnyEndpoint; as: string; without: string[] }[] = [
  {
    name: 'tickets',
    endpoint: ticketsEndpoints.list,
    as: 'raft_company',
    without: ['content', 'resolution'],
  },
  {
    name: 'sadad',
    endpoint: financeEndpoints.sadadList,
    as: 'kdana',
    without: ['description', 'created_at'],
  },
  { name: 'invoices', endpoint: financeEndpoints.invoiceList, as: 'kdana', without: ['note', 'subtotal'] },
  { name: 'readiness', endpoint: licencesEndpoints.readinessList, as: 'kdana', without: [] },
  {
    name: 'entry licences',
    endpoint: licencesEndpoints.carList,
    as: 'kdana',
    without: ['visit_cause', 'driver_identity'],
  },
  { name: 'temporary orders', endpoint: tempLicencesEndpoints.orderList, as: 'kdana', without: [] },
];

describe('list rows', () => {
  it.each(lists)('$name: the row schema leaves out the status words and what the list does not draw', (l) => {
    const keys = rowKeys(l.endpoint);
    expect(keys).toContain('status');
    expect(keys).toContain('allowed_actions');
    expect(keys).not.toContain('status_text');
    for (const k of l.without) expect(keys).not.toContain(k);
  });

  it.each(lists)('$name: the answer holds exactly the row schema’s fields', async (l) => {
    const res = await call(l.endpoint.method, `${l.endpoint.path}?page=1`, tokens[l.as], { paginate: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const keys = rowKeys(l.endpoint);
    const rows = res.json().data.data as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row).every((k) => keys.includes(k))).toBe(true);
  });
});
