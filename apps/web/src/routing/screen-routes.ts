import type { PermissionName } from '@mashaer/contract';
import type { ComponentType } from 'react';
import type { MenuGroupKey, MenuPlace, RouteAccess, ScreenRoute } from './route-types';

type Load = ScreenRoute['load'];

/** Logged in, with this permission key (none: any active user). */
export const auth = (permission?: PermissionName): RouteAccess =>
  permission ? { kind: 'auth', permission } : { kind: 'auth' };

/** A screen that is a module's named export, loaded when its route is first opened. */
export const named =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, key: K): Load =>
  () =>
    load().then((m) => ({ default: m[key] }));

/** Screens whose breadcrumb parent is `parent`, each named `<ns>.routes.<name>`. */
export function screensUnder(
  ns: string,
  parent: string,
  screens: { name: string; path: string; load: Load; access: RouteAccess; layout?: ScreenRoute['layout'] }[],
): ScreenRoute[] {
  return screens.map((s) => ({ ...s, name: `${ns}.routes.${s.name}`, layout: s.layout ?? 'shell', parent }));
}

/** A sidebar entry as `[section, rank, label key]`, or the whole place when it sets more. */
type Menu = MenuPlace | readonly [MenuGroupKey, number, string];

/** What a row changes from the convention; on the list's row also the group's own settings. */
type Differs = {
  /** Default `/<verb>/:id` under the list (`/create` for `create`). */
  path?: string;
  /** Default `<key>_<verb>` (the list: `key`). */
  name?: string;
  /** Default the group's. */
  permission?: PermissionName;
  menu?: Menu;
  layout?: ScreenRoute['layout'];
  /** The list's row: where the screens' paths start when not under the list's (`/request-licenses`). */
  base?: string;
  /** The list's row: its list API path, asked for alongside the screen's code (`ScreenRoute.list`). */
  list?: string;
  /** The list's row: its own breadcrumb parent. */
  parent?: string;
};

/** One route as one row: its verb (`list` for the group's list), its screen, what differs. */
type ScreenRow = readonly [verb: string, load: Load, differs?: Differs];

const place = (m: Menu): MenuPlace => ('group' in m ? m : { group: m[0], position: m[1], key: m[2] });

/**
 * An area's screen groups as rows: `group(key, path, permission, rows)` is a list (its row first)
 * and the screens under it, with paths under the list's, names `<ns>.routes.<key>` and
 * `<ns>.routes.<key>_<verb>` from the area's dictionary, the list as breadcrumb parent and one
 * permission unless a row names its own.
 */
export const screenRows =
  (ns: string) =>
  (
    key: string,
    path: string,
    permission: PermissionName | undefined,
    [[, load, g = {}], ...rows]: readonly ScreenRow[],
  ): ScreenRoute[] => [
    {
      path,
      name: `${ns}.routes.${g.name ?? key}`,
      access: auth(permission),
      layout: 'shell',
      ...(g.menu ? { menu: place(g.menu) } : {}),
      ...(g.parent ? { parent: g.parent } : {}),
      ...(g.list ? { list: g.list } : {}),
      load,
    },
    ...rows.map(
      ([verb, load, s = {}]): ScreenRoute => ({
        path: `${g.base ?? path}${s.path ?? (verb === 'create' ? '/create' : `/${verb}/:id`)}`,
        name: `${ns}.routes.${s.name ?? `${key}_${verb}`}`,
        access: auth(s.permission ?? permission),
        layout: s.layout ?? 'shell',
        parent: path,
        ...(s.menu ? { menu: place(s.menu) } : {}),
        load,
      }),
    ),
  ];
