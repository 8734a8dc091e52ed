import { StyleProvider } from '@ant-design/cssinjs';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { Providers } from '../app/providers';
import { buildRoutes } from '../app/router';
import AntdProvider from '../components/antd-provider/antd-provider';
import { initI18n, type Lang } from '../i18n/i18n';

type Options = {
  lang?: Lang;
  /** Where the memory router starts. */
  at?: string;
  /** The route path the element is mounted at (default: `at` without its query). */
  path?: string;
  /** Other routes (e.g. the list a form goes back to). */
  routes?: RouteObject[];
  queryClient?: QueryClient;
};

/** Renders a screen inside the app's providers, antd and a memory router, in ar (RTL) or en (LTR). */
export async function renderScreen(ui: ReactElement, opts: Options = {}) {
  const lang = opts.lang ?? 'ar';
  await initI18n(lang);
  const at = opts.at ?? '/';
  const queryClient = opts.queryClient ?? createQueryClient();
  const router = createMemoryRouter(
    [
      { path: opts.path ?? at.split('?')[0], element: <AntdProvider>{ui}</AntdProvider> },
      ...(opts.routes ?? []),
    ],
    { initialEntries: [at] },
  );
  const result = render(
    <StyleProvider container={styleSink}>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StyleProvider>,
  );
  return { ...result, router, queryClient };
}

/**
 * antd's CSS-in-JS goes to a detached node: jsdom would parse every rule (slow) and the tests
 * assert behaviour and text, not looks (the end-to-end screenshots cover looks).
 */
const styleSink = document.createElement('div');

export const langs: Lang[] = ['ar', 'en'];

/** Renders the whole app (real route table, guards, shell) at a path, in ar or en. */
export async function renderApp(at: string, lang: Lang = 'ar') {
  await initI18n(lang);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [at] });
  const result = render(
    <StyleProvider container={styleSink}>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StyleProvider>,
  );
  return { ...result, router, queryClient };
}
