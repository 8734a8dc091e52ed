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
  /** `multipart`: the form sends its files (`FileField`s) with its fields. */
  form: {
    schema: z.ZodType;
    fields: ReactNode;
    initialValues?: Record<string, unknown>;
    multipart?: boolean;
  };
  /** More buttons beside the create button (e.g. a GIS register's GeoJSON import and export). */
  toolbar?: ReactNode;
  /** More row actions after edit and delete (a terms version's publish). */
  rowActions?: RowAction<T>[];
};

type ResourceDef<T extends Row = Row> = {
  /** Route names are `<ns>.routes.<key>`, `…_create` and `…_update`; the menu label `menu.<menu.key>`. */
  key: string;
  ns: string;
  /** The list route; create is `<path>/create`, update `<path>/update/:id`. */
  path: string;
  /** Where the spec names them otherwise: the create route and the update route (with `:id`). */
  paths?: { create?: string; update?: string };
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
  const updatePattern = def.paths?.update ?? `${def.path}/update/:id`;
  const paths = {
    list: def.path,
    create: def.paths?.create ?? `${def.path}/create`,
    update: (id: string | number) => updatePattern.replace(':id', String(id)),
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
    route(updatePattern, '_update', 'ResourceFormScreen'),
  ];
  return resource;
}

/** A resource of a family, one a line: key, path, API, permission (its view: the module's `views[key]`). */
type FamilyMember = [key: string, path: string, api: ResourceApi, permission: PermissionName];

/**
 * Plain resources that share a namespace, row-action labels, a menu group and a view module
 * (`views`, keyed by resource): declared as a table, one resource a line, menu positions in order
 * from `position`.
 */
export function defineResources(
  family: Pick<ResourceDef, 'ns' | 'labels'> & {
    menu: Omit<MenuPlace, 'key'>;
    views: () => Promise<Record<string, ResourceView>>;
  },
  members: FamilyMember[],
): Resource[] {
  return members.map(([key, path, api, permission], i) =>
    defineResource({
      key,
      ns: family.ns,
      path,
      api,
      permission,
      menu: { ...family.menu, position: family.menu.position + i },
      labels: family.labels,
      view: () => family.views().then((v) => v[key]),
    }),
  );
}
