import type { PermissionName } from '@mashaer/contract';
import type { ComponentType } from 'react';

/**
 * How a route may be entered (spec 000 §2 "Entry rules"):
 * - `guest`: guest-only; a logged-in active user is sent to /dashboard.
 * - `registration`: a logged-in user whose registration is pending or rejected.
 * - `public`: anyone (403, 404).
 * - `auth`: logged in, active, policy accepted; optional permission key and admin-only guard.
 */
export type RouteAccess =
  | { kind: 'guest' }
  | { kind: 'registration' }
  | { kind: 'public' }
  | { kind: 'auth'; permission?: PermissionName; adminOnly?: boolean };

export type ScreenModule = { default: ComponentType };

/** One screen a feature declares; the app turns these into the router. */
export type ScreenRoute = {
  path: string;
  /** Dictionary key of the route name: page title and breadcrumb. */
  name: string;
  access: RouteAccess;
  /** `shell` = inside the sidebar layout; `guest` = centred card layout; `bare` = plain page. */
  layout: 'shell' | 'guest' | 'bare';
  load: () => Promise<ScreenModule>;
  /** Breadcrumb parent (a path of another route). */
  parent?: string;
  /** Rendered without antd (the login route: its initial JS budget). */
  plain?: boolean;
  /**
   * The list API path of a list screen (a ResourceList with no fixed filters): entered without a
   * query, its route loader asks for the first page alongside the screen's code.
   */
  list?: string;
  /** Its sidebar entry: the menu shows an entry exactly when a route declares one. */
  menu?: MenuPlace;
};

/** The sidebar sections, in the spec's order (icons and section permissions: app/shell/menu-config.ts). */
export const MENU_GROUP_KEYS = [
  'dashboards',
  'users',
  'delivery',
  'gis',
  'templates',
  'orders',
  'licences',
  'readiness',
  'reassign',
  'finance',
  'violations',
  'questionnaires',
  'benefits',
  'tickets',
  'cms',
  'reports',
  'notifications',
] as const;
export type MenuGroupKey = (typeof MENU_GROUP_KEYS)[number];

/** Where a route sits in the sidebar: its section, its rank there and its label key `menu.<key>`. */
export type MenuPlace = {
  group: MenuGroupKey;
  position: number;
  key: string;
  /** Spec: the /users entries and the employees entry are hidden from admin-type users. */
  hideForAdmin?: boolean;
  /** The entry's own key when it differs from the route's (spec §2: /alliances opens to all). */
  permission?: PermissionName;
};

/** What route `handle` carries, read by the title and breadcrumb. */
export type RouteHandle = { name: string; parent?: string; path: string };
