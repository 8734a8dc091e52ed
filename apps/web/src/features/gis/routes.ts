import type { ScreenRoute } from '../../routing/route-types';
import { named, screenRows } from '../../routing/screen-routes';
import { REGISTER_RESOURCES } from './resources';

const group = screenRows('gis');

/** GIS and site pages (spec 000 §2): the map, the zones, the nine registers. */
export const gisRoutes: ScreenRoute[] = [
  // The map's chunk (Leaflet) is loaded only by this route.
  ...group('map', '/map', 'dashboard-gis-1', [
    ['list', named(() => import('./map/map-page'), 'MapPage'), { menu: ['gis', 1, 'map'] }],
  ]),
  ...group('zones', '/zones', 'dashboard-gis-1', [
    ['list', named(() => import('./zones-list'), 'ZonesListPage'), { menu: ['gis', 2, 'zones'] }],
  ]),
  ...REGISTER_RESOURCES.flatMap((r) => r.routes),
];
