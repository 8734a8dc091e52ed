import type { PermissionName } from '@mashaer/contract';
import type { MenuPlace, RouteAccess, ScreenRoute } from '../../routing/route-types';
import { categories } from './categories/categories.resource';
import { types } from './types/types.resource';

const need = (permission?: PermissionName): RouteAccess => ({ kind: 'auth', permission });

type Def = [
  path: string,
  name: string,
  permission: PermissionName | undefined,
  load: ScreenRoute['load'],
  parent?: string,
];

/** The accounts area (spec 000 §2 "Users area"), with the permission keys of §6. */
const DEFS: Def[] = [
  ['/users', 'users', 'user-index', () => import('./users/users-list-page')],
  ['/users/create', 'users_create', 'user-create', () => import('./users/user-form-page'), '/users'],
  ['/users/update/:id', 'users_update', 'user-index', () => import('./users/user-form-page'), '/users'],
  ['/users/view/:id', 'users_view', 'user-index', () => import('./users/user-view-page'), '/users'],
  ['/users/history/:id', 'users_history', 'user-index', () => import('./users/user-history-page'), '/users'],
  ['/users/request', 'users_request', 'user-request', () => import('./requests/requests-page')],
  ['/user-contacts', 'user_contacts', 'user-contact-index', () => import('./contacts/contacts-page')],
  ['/employees', 'employees', 'user-employee-index', () => import('./employees/employees-list-page')],
  [
    '/employees/create',
    'employees_create',
    'user-employee-index',
    () => import('./employees/employee-form-page'),
    '/employees',
  ],
  [
    '/employees/update/:id',
    'employees_update',
    'user-employee-index',
    () => import('./employees/employee-form-page'),
    '/employees',
  ],
  [
    '/employees/view/:id',
    'employees_view',
    'user-employee-index',
    () => import('./employees/employee-view-page'),
    '/employees',
  ],
  ['/roles', 'roles', 'user-role-index', () => import('./roles/roles-list-page')],
  ['/roles/create', 'roles_create', 'user-role-index', () => import('./roles/role-form-page'), '/roles'],
  ['/roles/:id', 'roles_update', 'user-role-index', () => import('./roles/role-form-page'), '/roles'],
  // Spec §2: /alliances needs no permission key (without alliance-index the API lists the caller's own alliance).
  ['/alliances', 'alliances', undefined, () => import('./alliances/alliances-page')],
];

/** The sidebar entries of the users section (types and categories: their declarations). */
const MENU: Record<string, Omit<MenuPlace, 'group'>> = {
  '/users': { position: 1, key: 'users', hideForAdmin: true },
  '/users/request': { position: 2, key: 'users_request' },
  '/user-contacts': { position: 3, key: 'user_contacts' },
  '/employees': { position: 4, key: 'employees', hideForAdmin: true },
  '/roles': { position: 5, key: 'roles' },
  '/alliances': { position: 7, key: 'alliances', permission: 'alliance-index' },
};

/** List screens whose first page the route loader asks for (PATHS in api.ts pulls the client: not in route tables). */
const LISTS: Record<string, string> = { '/users': 'users' };

export const accountsRoutes: ScreenRoute[] = [
  ...DEFS.map(
    ([path, name, permission, load, parent]): ScreenRoute => ({
      path,
      name: `accounts.routes.${name}`,
      access: need(permission),
      layout: 'shell',
      load,
      parent,
      list: LISTS[path],
      ...(MENU[path] ? { menu: { group: 'users', ...MENU[path] } } : {}),
    }),
  ),
  ...types.routes,
  ...categories.routes,
];
