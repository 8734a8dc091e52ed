import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { initI18n } from '../i18n/i18n';
import type { ScreenModule, ScreenRoute } from '../routing/route-types';
import { server } from '../test/msw-server';
import { Providers } from './providers';
import { buildRoutes } from './router';

/** The list endpoint, counting requests; and a list screen whose code arrives when `release` is called. */
function setup(at: string) {
  const calls: number[] = [];
  server.use(
    http.post('*/api/things', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      calls.push(page);
      return HttpResponse.json({
        data: {
          data: [{ id: 1, name: 'first thing' }],
          total: 1,
          per_page: 10,
          current_page: 1,
          last_page: 1,
        },
        filters: {},
      });
    }),
  );
  let release = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const load = (): Promise<ScreenModule> => gate.then(() => import('../test/fixtures/things-list'));
  const screens: ScreenRoute[] = [
    {
      path: '/things',
      name: 'routes.dashboard',
      access: { kind: 'public' },
      layout: 'guest',
      list: 'things',
      load,
    },
  ];
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildRoutes(screens, queryClient), { initialEntries: [at] });
  render(
    <StyleProvider container={document.createElement('div')}>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StyleProvider>,
  );
  return { calls, release };
}

describe('a list route', () => {
  it('asks for its first page while its screen is still loading, once', { timeout: 20_000 }, async () => {
    await initI18n('en');
    const { calls, release } = setup('/things');
    await waitFor(() => expect(calls).toEqual([1]));
    release();
    expect(await screen.findByText('first thing', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls).toEqual([1]);
  });

  it(
    'entered with a query (filters, page, sort), leaves the request to its screen',
    { timeout: 20_000 },
    async () => {
      await initI18n('en');
      const { calls, release } = setup('/things?name=first');
      await new Promise((r) => setTimeout(r, 300));
      expect(calls).toEqual([]);
      release();
      expect(await screen.findByText('first thing', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(calls).toEqual([1]);
    },
  );
});
