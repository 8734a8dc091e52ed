import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import type { ScreenRoute } from '../routing/route-types';
import { buildRoutes } from './router';

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Two routes served by one lazily loaded module; while `net.down`, loading it fails. */
function twoRoutes(layout: ScreenRoute['layout'], net = { down: false }) {
  const mod = async () => {
    await delay(30);
    if (net.down) throw new TypeError('Failed to fetch dynamically imported module');
    return import('../test/fixtures/two-screens');
  };
  const base = { name: 'routes.dashboard', access: { kind: 'public' }, layout, plain: true } as const;
  const screens: ScreenRoute[] = [
    { ...base, path: '/one', load: () => mod().then((m) => ({ default: m.FirstScreen })) },
    { ...base, path: '/two/:id', load: () => mod().then((m) => ({ default: m.SecondScreen })) },
  ];
  const router = createMemoryRouter(buildRoutes(screens), { initialEntries: ['/one'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('lazy screens', () => {
  it.each([
    'bare',
    'guest',
  ] as const)('moving between two routes of one module renders each screen (%s)', async (layout) => {
    await initI18n('en');
    const router = twoRoutes(layout);
    expect(await screen.findByText('first screen')).toBeInTheDocument();
    await act(async () => {
      void router.navigate('/two/3');
      await delay(5);
      void router.navigate('/one');
      await delay(5);
      void router.navigate('/two/7');
    });
    expect(await screen.findByText('second screen 7')).toBeInTheDocument();
    for (let i = 0; i < 3; i++) {
      await act(() => router.navigate('/one'));
      expect(await screen.findByText('first screen')).toBeInTheDocument();
      await act(() => router.navigate(`/two/${i}`));
      expect(await screen.findByText(`second screen ${i}`)).toBeInTheDocument();
    }
  });

  it('a screen whose load failed does not hold the next route of its module', async () => {
    await initI18n('en');
    const net = { down: true };
    const router = twoRoutes('bare', net);
    expect(await screen.findByTestId('lazy-retry')).toBeInTheDocument();
    net.down = false;
    await act(() => router.navigate('/two/7'));
    expect(await screen.findByText('second screen 7')).toBeInTheDocument();
    expect(screen.queryByTestId('lazy-retry')).not.toBeInTheDocument();
  });
});
