import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { fetchListPage, listKey } from '../api/list';
import { loadAntdRest } from '../components/antd-provider/load-antd-rest';
import { ensureFeatureStrings } from '../i18n/i18n';
import type { ScreenRoute } from '../routing/route-types';
import { guardLoader } from './guards/guard-loader';
import { GuestLayout } from './guest-layout';
import { LazyScreen, preloadAntd, screenLoader } from './lazy-screen';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { ROUTE_HANDLES, SCREENS } from './screens';

const shellLayout = screenLoader(() => import('./shell/app-layout'));

const ignore = () => undefined;

/**
 * A list screen entered without filters, page or sort: its first page is asked for by the loader,
 * beside the screen's code, under the key its ResourceList reads (a hit, not a second request).
 */
function prefetchList(queryClient: QueryClient | undefined, path: string | undefined, url: string) {
  if (!queryClient || !path || new URL(url).search) return;
  queryClient
    .prefetchQuery({
      queryKey: listKey(path, {}, 1),
      queryFn: ({ signal }) => fetchListPage(path, {}, 1, signal),
    })
    .catch(ignore);
}

/**
 * A list's first paint needs only the first part of antd's styles (the rest follows it); any other
 * antd screen renders once the rest is there too, so its forms never show unstyled.
 */
const withAntdStyles = (s: ScreenRoute): ScreenRoute['load'] => {
  // The screen's feature strings (its name's dictionary) load beside its code.
  const ns = s.name.split('.')[0];
  const code = () => Promise.all([s.load(), ensureFeatureStrings(ns)]).then(([m]) => m);
  return s.plain || s.list ? code : () => Promise.all([code(), loadAntdRest()]).then(([m]) => m);
};

function toRoute(s: ScreenRoute, queryClient?: QueryClient): RouteObject {
  const guard = guardLoader(s.access);
  // Guest and bare screens bring their own antd provider; shell screens sit inside the shell's.
  const antd = !s.plain && s.layout !== 'shell';
  const load = withAntdStyles(s);
  return {
    path: s.path,
    // The guard decides; once allowed, the screen's code (and its layout, or antd) start loading at
    // once, side by side, instead of each waiting for the one above it to render.
    loader: async (args) => {
      const result = await guard(args);
      prefetchList(queryClient, s.list, args.request.url);
      load().catch(ignore);
      if (s.layout === 'shell') shellLayout.load().catch(ignore);
      if (antd) preloadAntd().catch(ignore);
      return result;
    },
    handle: ROUTE_HANDLES[s.path],
    // Keyed by its route: a screen is never a reused instance of the previous route's screen (same
    // component type at the same place), whatever the layout and however its module was split.
    element: <LazyScreen key={s.path} loader={screenLoader(load)} antd={antd} />,
  };
}

/** The route tree: `/` → /switch; guest and bare pages; the shell; unknown paths → /404. */
export function buildRoutes(screens: ScreenRoute[] = SCREENS, queryClient?: QueryClient): RouteObject[] {
  const of = (layout: ScreenRoute['layout']) =>
    screens.filter((s) => s.layout === layout).map((s) => toRoute(s, queryClient));
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        { index: true, loader: () => redirect('/switch') },
        { Component: GuestLayout, children: [...of('guest'), ...of('bare')] },
        { element: <LazyScreen loader={shellLayout} />, children: of('shell') },
        { path: '*', loader: () => redirect('/404') },
      ],
    },
  ];
}

export function createAppRouter(queryClient?: QueryClient) {
  return createBrowserRouter(buildRoutes(SCREENS, queryClient));
}
export type AppRouter = ReturnType<typeof createAppRouter>;
