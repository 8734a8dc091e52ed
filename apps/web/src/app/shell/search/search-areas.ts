import type { GlobalSearchHit } from '@mashaer/contract';

type Area = {
  /** The group's heading (a dictionary key, the area's list title). */
  label: string;
  /** The record's screen (each path is a route of the router; tested in search-panel.test.tsx). */
  path: (id: number) => string;
  /** A status's colour, as the area's own screens show it. */
  colors?: Record<string, string>;
};

/**
 * The nine GIS registers by their paths (the contract's `GIS_REGISTERS`, not imported: the panel
 * stays light; search-panel.test.tsx checks the two agree). The API names each area after its
 * path with `_` for `-` (`water_tapes`), the key of its list title and of its update screen.
 */
const GIS_REGISTER_PATHS = [
  'locations',
  'kitchens',
  'tents',
  'containers',
  'plots',
  'establishments',
  'water-tapes',
  'washrooms',
  'electrical-meters',
] as const;
const gisAreas: Record<string, Area> = Object.fromEntries(
  GIS_REGISTER_PATHS.map((p) => {
    const area = p.replace(/-/g, '_');
    return [area, { label: `gis.routes.${area}`, path: (id: number) => `/${p}/update/${id}` }];
  }),
);

/**
 * The areas `POST general/search` answers (its `area` codes). Nothing here imports the contract's
 * workflows: the status labels load apart (`search-status.ts`), so that the top bar's import of
 * the panel lists few chunks.
 */
export const SEARCH_AREAS: Record<string, Area> = {
  orders: {
    label: 'orders.routes.orders',
    path: (id) => `/orders/details/${id}`,
  },
  order_licences: {
    label: 'orders.routes.orders_licence',
    path: (id) => `/orders/license/${id}`,
  },
  readiness_licenses: {
    label: 'licences.routes.readiness',
    path: (id) => `/readiness-license/details/${id}`,
  },
  temp_licenses: { label: 'licences.routes.temp_licences', path: (id) => `/licenses/update/${id}` },
  car_licences: {
    label: 'licences.routes.car_list',
    path: (id) => `/request-licenses/view/${id}`,
  },
  reassign_orders: {
    label: 'reassign.routes.reassign.list',
    path: (id) => `/re-assign-orders/${id}/details`,
  },
  lock_orders: {
    label: 'reassign.routes.lock.list',
    path: (id) => `/lock-orders/${id}/details`,
  },
  invoices: {
    label: 'finance.routes.invoices',
    path: (id) => `/invoices/details/${id}`,
  },
  sadad: { label: 'finance.routes.sadad', path: (id) => `/sadad/details/${id}` },
  camps: { label: 'camps.routes.camps', path: (id) => `/camps/update/${id}` },
  users: { label: 'accounts.routes.users', path: (id) => `/users/view/${id}` },
  violations: { label: 'violations.routes.violations', path: (id) => `/violations/view/${id}` },
  tickets: { label: 'tickets.routes.tickets', path: (id) => `/tickets/details/${id}` },
  ...gisAreas,
};

/** The hits in groups, each area once, in the order the answer gives them. */
export function groupHits(hits: GlobalSearchHit[]) {
  const groups = new Map<string, GlobalSearchHit[]>();
  for (const h of hits) {
    if (!SEARCH_AREAS[h.area]) continue;
    groups.set(h.area, [...(groups.get(h.area) ?? []), h]);
  }
  return [...groups].map(([area, items]) => ({ area, items }));
}
