import type { PermissionName } from '@mashaer/contract';
import type { ComponentType } from 'react';
import type { MenuPlace, RouteAccess, ScreenRoute } from './route-types';

type Load = ScreenRoute['load'];

/** Logged in, with this permission key (none: any active user). */
export const auth = (permission?: PermissionName): RouteAccess =>
  permission ? { kind: 'auth', permission } : { kind: 'auth' };

/** A screen that is a module's named export, loaded when its route is first opened. */
export const named =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, key: K): Load =>
  () =>
    load().then((m) => ({ default: m[key] }));

/** A screen under a list: a loader alone, or with what differs from the convention. */
type Child =
  | Load
  | {
      load: Load;
      /** Default `/<verb>/:id` under the list (`/create` for `create`). */
      path?: string;
      /** Default `<key>_<verb>`. */
      name?: string;
      permission?: PermissionName;
      menu?: MenuPlace;
      layout?: ScreenRoute['layout'];
    };

/** A list route and the screens under it, declared once (what `defineResource` does for resources). */
type ScreenGroup = {
  /** Route names are `<ns>.routes.<key>` for the list and `<ns>.routes.<key>_<verb>` beneath it. */
  ns: string;
  key: string;
  /** The list's route name when it is not `key`. */
  name?: string;
  path: string;
  /** Where the screens' paths start when not under the list's (`/request-licenses` for `/…/list`). */
  base?: string;
  /** The permission of every screen of the group unless a screen names its own. */
  permission?: PermissionName;
  menu?: MenuPlace;
  /** The list's own breadcrumb parent. */
  parent?: string;
  /** The list API path, asked for alongside the list screen's code (`ScreenRoute.list`). */
  list?: string;
  load: Load;
  /** The screens under the list, by verb: `create`, `edit`, `update`, `details`, `view`, … */
  screens?: Record<string, Child>;
};

/** Screens whose breadcrumb parent is `parent`, each named `<ns>.routes.<name>`. */
export function screensUnder(
  ns: string,
  parent: string,
  screens: { name: string; path: string; load: Load; access: RouteAccess; layout?: ScreenRoute['layout'] }[],
): ScreenRoute[] {
  return screens.map((s) => ({ ...s, name: `${ns}.routes.${s.name}`, layout: s.layout ?? 'shell', parent }));
}

/**
 * The routes of one list and its create, edit, update and details screens: paths under the list's,
 * names from the area's dictionary, the list as breadcrumb parent and one permission unless a
 * screen names its own.
 */
export function screenGroup(g: ScreenGroup): ScreenRoute[] {
  const list: ScreenRoute = {
    path: g.path,
    name: `${g.ns}.routes.${g.name ?? g.key}`,
    access: auth(g.permission),
    layout: 'shell',
    ...(g.menu ? { menu: g.menu } : {}),
    ...(g.parent ? { parent: g.parent } : {}),
    ...(g.list ? { list: g.list } : {}),
    load: g.load,
  };
  const children = Object.entries(g.screens ?? {}).map(([verb, c]): ScreenRoute => {
    const s = typeof c === 'function' ? { load: c } : c;
    return {
      path: `${g.base ?? g.path}${s.path ?? (verb === 'create' ? '/create' : `/${verb}/:id`)}`,
      name: `${g.ns}.routes.${s.name ?? `${g.key}_${verb}`}`,
      access: auth(s.permission ?? g.permission),
      layout: s.layout ?? 'shell',
      parent: g.path,
      ...(s.menu ? { menu: s.menu } : {}),
      load: s.load,
    };
  });
  return [list, ...children];
}
