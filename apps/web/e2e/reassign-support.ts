/** What the re-assign/lock flows share: API calls as a party, a new order on the raft company's delivered camps. */
import { type APIRequestContext, expect } from '@playwright/test';
import { bearer, type LoginAnswer, PDF, PNG } from './support';

export type Question = {
  question_id: number;
  type: string;
  options: { value: string }[] | null;
  unit_price_halalas?: number | null;
};
export const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
export const PASSWORD = 'Demo@1234';
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

export async function api<T = { data: Record<string, unknown> }>(
  request: APIRequestContext,
  who: LoginAnswer,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
): Promise<{ status: number; body: T }> {
  const res = await request.fetch(`/api/${url}`, { method, headers: bearer(who), data });
  return { status: res.status(), body: (await res.json()) as T };
}

/** A new order of the raft company for `n` of its delivered camps (skipping camps in open orders). */
export async function newOrder(
  request: APIRequestContext,
  company: LoginAnswer,
  type: 'reassign' | 'lock',
  n: number,
) {
  const list = await request.post('/api/general/camps/index?page=1', {
    headers: bearer(company),
    data: { status: 'deliverd', paginate: 200 },
  });
  const camps = ((await list.json()).data.data as { camp_id: number }[]).map((c) => c.camp_id);
  const picked: number[] = [];
  // A camp already in an open order of the type is refused: try them one by one, then together.
  for (const c of camps) {
    if (picked.length === n) break;
    const one = await request.post('/api/general/reassign_order/store', {
      headers: bearer(company),
      data: { type, camp_ids: [c] },
    });
    if (one.status() !== 201) continue;
    const id = (await one.json()).data.id as number;
    await request.post('/api/general/reassign_order_flow/cancel-order', {
      headers: bearer(company),
      data: { reassign_order_id: id },
    });
    picked.push(c);
  }
  const res = await request.post('/api/general/reassign_order/store', {
    headers: bearer(company),
    data: { type, camp_ids: picked },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { id: number; camps: { id: number }[]; form: { filling_id: number } };
}
