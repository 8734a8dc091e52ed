import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { RouteAccess } from '../../routing/route-types';
import { enterRoute } from './enter-route';

/**
 * The entry rules run as a route loader, so they are checked before every route change
 * (the data router runs loaders before it commits a navigation).
 */
export function guardLoader(access: RouteAccess) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const to = await enterRoute(access, url.pathname + url.search);
    if (to) throw redirect(to);
    return null;
  };
}
