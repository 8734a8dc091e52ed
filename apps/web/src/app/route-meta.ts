import { useMatches } from 'react-router';
import type { RouteHandle } from '../routing/route-types';

/** The handle (name, parent) of the deepest matched route. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i].handle as RouteHandle | undefined;
    if (h?.name) return h;
  }
  return undefined;
}
