import type { RouteAccess, ScreenRoute } from '../../routing/route-types';

const need = (permission?: string): RouteAccess => ({ kind: 'auth', permission });

type Def = [
  path: string,
  name: string,
  permission: string | undefined,
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
    () => import('./employees/employee-create-page'),
    '/employees',
  ],
  ['/roles', 'roles', 'user-role-index', () => import('./roles/roles-list-page')],
  ['/roles/create', 'roles_create', 'user-role-index', () => import('./roles/role-form-page'), '/roles'],
  ['/roles/:id', 'roles_update', 'user-role-index', () => import('./roles/role-form-page'), '/roles'],
  ['/type', 'types', 'user-type-index', () => import('./types/types-list-page')],
  ['/type/update/:id', 'types_update', 'user-type-index', () => import('./types/type-form-page'), '/type'],
  ['/categories', 'categories', 'user-category-index', () => import('./categories/categories-list-page')],
  [
    '/categories/create',
    'categories_create',
    'user-category-index',
    () => import('./categories/category-form-page'),
    '/categories',
  ],
  [
    '/categories/update/:id',
    'categories_update',
    'user-category-index',
    () => import('./categories/category-form-page'),
    '/categories',
  ],
  // Spec §2: /alliances needs no permission key (the API still asks for alliance-index).
  ['/alliances', 'alliances', undefined, () => import('./alliances/alliances-page')],
];

export const accountsRoutes: ScreenRoute[] = DEFS.map(([path, name, permission, load, parent]) => ({
  path,
  name: `accounts.routes.${name}`,
  access: need(permission),
  layout: 'shell',
  load,
  parent,
}));
