import { financeEndpoints } from '@mashaer/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { server } from '../test/msw-server';
import { call, endpointPath } from './call';

describe('typed call of a contract endpoint', () => {
  it('fills the path from params, sends method, query and body, and answers the declared type', async () => {
    let seen: { method: string; url: string; body: unknown } | undefined;
    server.use(
      http.post('*/api/general/sadad', async ({ request }) => {
        seen = { method: request.method, url: request.url, body: await request.json() };
        return HttpResponse.json({
          data: { data: [], total: 0, per_page: 5, current_page: 2, last_page: 1 },
          filters: {},
        });
      }),
      http.get('*/api/general/sadad/details/7', () => HttpResponse.json({ data: { id: 7 } })),
    );
    const list = await call(financeEndpoints.sadadList, { query: { page: 2 }, body: { paginate: 5 } });
    expect(seen?.method).toBe('POST');
    expect(new URL(seen?.url ?? '').search).toBe('?page=2');
    expect(seen?.body).toEqual({ paginate: 5 });
    expect(list.data.current_page).toBe(2);
    expectTypeOf(list.data.data).toEqualTypeOf<import('@mashaer/contract').SadadListRow[]>();

    const one = await call(financeEndpoints.sadadDetails, { params: { id: 7 } });
    expect(one.data.id).toBe(7);
  });

  it('refuses a path parameter left out', () => {
    expect(() => endpointPath('general/sadad/details/{id}', {})).toThrow(/no value for \{id\}/);
    expect(endpointPath('a/{slot}/{id}', { id: 3, slot: 'x y' })).toBe('a/x%20y/3');
  });
});
