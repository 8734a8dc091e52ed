import type { PermissionName } from '@mashaer/contract';
import { MENU_GROUP_KEYS, type MenuGroupKey, type ScreenRoute } from '../../routing/route-types';
import { can } from '../../session/can';
import { SCREENS } from '../screens';

/**
 * The sidebar, built from the routes: a route that declares `menu` is an entry of its section, at
 * its position. There is no hand-kept list of "built" screens: an entry exists when its route does.
 */
type MenuEntry = {
  key: string;
  path: string;
  permission?: PermissionName;
  hideForAdmin?: boolean;
};

type MenuGroup = {
  key: MenuGroupKey;
  icon: MenuIcon;
  /** The section permission (e.g. `order`), when the spec names one. */
  permission?: PermissionName;
  entries: MenuEntry[];
};

export type MenuIcon =
  | 'dashboard'
  | 'users'
  | 'delivery'
  | 'gis'
  | 'templates'
  | 'tickets'
  | 'cms'
  | 'reports'
  | 'orders'
  | 'licences'
  | 'readiness'
  | 'reassign'
  | 'finance'
  | 'violations'
  | 'questionnaires'
  | 'benefits'
  | 'notifications';

/** Each section's icon and the section permission of spec §2 (the sections are in MENU_GROUP_KEYS order). */
const MENU_GROUPS: Record<MenuGroupKey, { icon: MenuIcon; permission?: PermissionName }> = {
  dashboards: { icon: 'dashboard' },
  users: { icon: 'users', permission: 'user' },
  delivery: { icon: 'delivery', permission: 'delivery' },
  gis: { icon: 'gis', permission: 'dashboard-gis-1' },
  templates: { icon: 'templates', permission: 'tamplate-form' },
  orders: { icon: 'orders', permission: 'order' },
  licences: { icon: 'licences' },
  readiness: { icon: 'readiness', permission: 'readiness-license' },
  reassign: { icon: 'reassign' },
  finance: { icon: 'finance', permission: 'clearance' },
  violations: { icon: 'violations' },
  questionnaires: { icon: 'questionnaires' },
  benefits: { icon: 'benefits' },
  tickets: { icon: 'tickets', permission: 'ticket' },
  cms: { icon: 'cms' },
  reports: { icon: 'reports' },
  notifications: { icon: 'notifications' },
};

/** The menu of a set of routes: sections in spec order, entries by position, empty sections dropped. */
export function menuOf(screens: ScreenRoute[]): MenuGroup[] {
  return MENU_GROUP_KEYS.map((key) => ({
    key,
    ...MENU_GROUPS[key],
    entries: screens
      .filter((s) => s.menu?.group === key)
      .sort((a, b) => (a.menu?.position ?? 0) - (b.menu?.position ?? 0))
      .map((s) => ({
        key: s.menu?.key ?? s.path,
        path: s.path,
        permission: s.menu?.permission ?? (s.access.kind === 'auth' ? s.access.permission : undefined),
        hideForAdmin: s.menu?.hideForAdmin,
      })),
  })).filter((g) => g.entries.length > 0);
}

export const MENU: MenuGroup[] = menuOf(SCREENS);

type Viewer = { permissions: readonly string[]; typeCode?: string | null };

/** The entries one user sees: permitted, not hidden from their type; empty groups dropped. */
export function visibleMenu(viewer: Viewer, menu: MenuGroup[] = MENU): MenuGroup[] {
  const has = (p?: PermissionName) => !p || can(viewer, p);
  const isAdmin = viewer.typeCode === 'admin';
  return menu
    .filter((g) => has(g.permission))
    .map((g) => ({
      ...g,
      entries: g.entries.filter((x) => has(x.permission) && !(x.hideForAdmin && isAdmin)),
    }))
    .filter((g) => g.entries.length > 0);
}

/**
 * What is wrong between the routes and the menu: an entry whose path is not a route of its own
 * (a parameter path, or a route without `menu` for the path), a shell route without a permission
 * that is not listed as open to every signed-in user, an unknown section. Empty means consistent.
 */
export function menuProblems(screens: ScreenRoute[], open: readonly string[]): string[] {
  const problems: string[] = [];
  const paths = new Set(screens.map((s) => s.path));
  for (const g of menuOf(screens)) {
    for (const e of g.entries) {
      if (!paths.has(e.path) || e.path.includes(':'))
        problems.push(`menu entry ${e.key}: no route ${e.path}`);
      if (!e.permission && !open.includes(e.path)) problems.push(`menu entry ${e.key}: no permission`);
    }
  }
  for (const s of screens) {
    if (s.access.kind === 'auth' && !s.access.permission && !s.access.adminOnly && !open.includes(s.path))
      problems.push(`route ${s.path}: no permission`);
    if (s.menu && !MENU_GROUP_KEYS.includes(s.menu.group))
      problems.push(`route ${s.path}: no section ${s.menu.group}`);
  }
  return problems;
}
