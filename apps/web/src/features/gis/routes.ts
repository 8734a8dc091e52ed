import type { ScreenRoute } from '../../routing/route-types';
import { named, screenRows } from '../../routing/screen-routes';
import { REGISTER_RESOURCES } from './resources';

const group = screenRows('gis');
const map = () => import('./map/map-page');

/** GIS and site pages (spec 000 §2): the map, the zones, the nine registers. */
export const gisRoutes: ScreenRoute[] = [
  // The map's chunk (Leaflet) is loaded only by this route.
  ...group('map', '/map', 'dashboard-gis-1', [['list', named(map, 'MapPage'), { menu: ['gis', 1, 'map'] }]]),
  ...group('zones', '/zones', 'dashboard-gis-1', [
    ['list', named(() => import('./zones-list'), 'ZonesListPage'), { menu: ['gis', 2, 'zones'] }],
  ]),
  ...REGISTER_RESOURCES.flatMap((r) => r.routes),
  // The dashboards' three thematic maps (issue 35): the map above, first coloured by a theme.
  ...group('map_gis', '/map-gis', 'dashboard-gis-1', [
    ['list', named(map, 'DeliveryMapPage'), { menu: ['dashboards', 8, 'map_gis'] }],
  ]),
  ...group('map_gis_2', '/map-gis-2', 'dashboard-gis-1', [
    ['list', named(map, 'ReadinessMapPage'), { menu: ['dashboards', 9, 'map_gis_2'] }],
  ]),
  ...group('map_gis_3', '/map-gis-3', 'dashboard-map-3', [
    ['list', named(map, 'ViolationsMapPage'), { menu: ['dashboards', 10, 'map_gis_3'] }],
  ]),
];
