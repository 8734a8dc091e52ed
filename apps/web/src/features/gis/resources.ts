import type { PermissionName } from '@mashaer/contract';
import { crudApi, defineResource } from '../../resources/define-resource';

/**
 * The nine site registers (spec 000 §2 "GIS and site pages"), one declaration each; their
 * columns and form come from the contract's `GIS_REGISTERS` in `register.view.tsx`, loaded with
 * the screens (the route table stays free of zod and the declarations).
 */
const view = () => import('./register.view');
const labels = { edit: 'gis.actions.edit', delete: 'gis.actions.delete', create: 'gis.actions.add' };
const GIS: PermissionName = 'dashboard-gis-1';

const register = (key: string, path: string, position: number, permission: PermissionName = GIS) =>
  defineResource({
    key,
    ns: 'gis',
    path: `/${path}`,
    api: crudApi(`general/${path}`),
    permission,
    menu: { group: 'gis', position },
    labels,
    createTestId: `${key}-create`,
    view: () => view().then((m) => m.registerView(key)),
  });

export const REGISTER_RESOURCES = [
  register('locations', 'locations', 3),
  register('kitchens', 'kitchens', 4),
  register('tents', 'tents', 5),
  register('containers', 'containers', 6),
  register('plots', 'plots', 7),
  register('establishments', 'establishments', 8),
  register('water_tapes', 'water-tapes', 9),
  register('washrooms', 'washrooms', 10),
  register('electrical_meters', 'electrical-meters', 11, 'gis-electrical-meter-index'),
];
