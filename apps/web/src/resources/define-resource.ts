import type { PermissionName } from '@mashaer/contract';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ColumnDef, FilterDef, Row, RowAction } from '../components/resource-list';
import type { MenuPlace, ScreenModule, ScreenRoute } from '../routing/route-types';

/** The API paths of a resource; ids are filled in by the screens. */
type ResourceApi = {
  list: string;
  store?: string;
  edit: (id: string | number) => string;
  update: (id: string | number) => string;
  destroy?: (id: string | number) => string;
};

/**
 * The paths of the spec's CRUD pattern under `base` (POST base, base/store, GET base/edit/{id},
 * POST base/update/{id}, DELETE base/delete/{id}); `names` renames the verbs a resource spells otherwise.
 */
export const crudApi = (base: string, names: { edit?: string; destroy?: string } = {}): ResourceApi => ({
  list: base,
  store: `${base}/store`,
  edit: (id) => `${base}/${names.edit ?? 'edit'}/${id}`,
  update: (id) => `${base}/update/${id}`,
  destroy: (id) => `${base}/${names.destroy ?? 'delete'}/${id}`,
});

/** What only the screens need (columns, filters, the form): loaded with them, not with the router. */
export type ResourceView<T extends Row = Row> = {
  columns: ColumnDef<T>[];
  filters?: FilterDef[];
  form: { schema: z.ZodType; fields: ReactNode; initialValues?: Record<string, unknown> };
  /** The delete action shows the trash icon (default) or only its red label. */
  deleteIcon?: boolean;
  /** More row actions after edit and delete (a terms version's publish). */
  rowActions?: RowAction<T>[];
};

type ResourceDef<T extends Row = Row> = {
  /** Route names are `<ns>.routes.<key>`, `…_create` and `…_update`; the menu label `menu.<menu.key>`. */
  key: string;
  ns: string;
  /** The list route; create is `<path>/create`, update `<path>/update/:id`. */
  path: string;
  api: ResourceApi;
  permission: PermissionName;
  menu?: Omit<MenuPlace, 'key'> & { key?: string };
  /** Dictionary keys of the row actions and of the create button. */
  labels: { edit: string; delete?: string; create?: string };
  /** The create button's test id. */
  createTestId?: string;
  /** Without a create route and button (e.g. user types: fixed codes). */
  noCreate?: boolean;
  /** Loaded with the screens: `() => import('./x.view').then((m) => m.x)`. */
  view: () => Promise<ResourceView<T>>;
};

export type Resource<T extends Row = Row> = ResourceDef<T> & {
  routes: ScreenRoute[];
  paths: { list: string; create: string; update: (id: string | number) => string };
};

const screens = () => import('./resource-screens');

/**
 * One declaration per plain resource: from it come the list, create and update routes (paths,
 * permission, route names, breadcrumbs) and the sidebar entry. The screens and the declaration's
 * view load lazily, together, when a route of the resource is first opened.
 */
export function defineResource<T extends Row>(def: ResourceDef<T>): Resource<T> {
  const paths = {
    list: def.path,
    create: `${def.path}/create`,
    update: (id: string | number) => `${def.path}/update/${id}`,
  };
  const resource = { ...def, paths } as Resource<T>;
  const load = (screen: 'ResourceListScreen' | 'ResourceFormScreen') => (): Promise<ScreenModule> =>
    Promise.all([screens(), def.view()]).then(([m, view]) => ({
      default: m.bind(m[screen], resource as unknown as Resource, view as unknown as ResourceView),
    }));
  const access = { kind: 'auth', permission: def.permission } as const;
  const route = (path: string, suffix: string, screen: Parameters<typeof load>[0]): ScreenRoute => ({
    path,
    name: `${def.ns}.routes.${def.key}${suffix}`,
    access,
    layout: 'shell',
    load: load(screen),
    ...(suffix ? { parent: def.path } : {}),
  });
  resource.routes = [
    { ...route(paths.list, '', 'ResourceListScreen'), menu: def.menu && { key: def.key, ...def.menu } },
    ...(def.noCreate ? [] : [route(paths.create, '_create', 'ResourceFormScreen')]),
    route(`${def.path}/update/:id`, '_update', 'ResourceFormScreen'),
  ];
  return resource;
}
