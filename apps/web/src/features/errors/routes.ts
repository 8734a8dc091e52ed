import type { ScreenRoute } from '../../routing/route-types';

/** The error pages: anyone may see them, outside the shell. */
export const errorRoutes: ScreenRoute[] = [
  ['/403', 'forbidden', () => import('./forbidden-page')] as const,
  ['/404', 'not_found', () => import('./not-found-page')] as const,
].map(([path, name, load]) => ({
  path,
  name: `routes.${name}`,
  access: { kind: 'public' },
  layout: 'bare',
  load,
}));
