import type { RouteAccess, ScreenRoute } from '../../routing/route-types';

const guest: RouteAccess = { kind: 'guest' };
const registration: RouteAccess = { kind: 'registration' };

/** One guest-layout page: its path, its name `routes.<name>`, who may enter and its screen. */
const page = (path: string, name: string, access: RouteAccess, load: ScreenRoute['load']): ScreenRoute => ({
  path,
  name: `routes.${name}`,
  access,
  layout: 'guest',
  load,
});

/** Guest pages and the registration follow-up (spec 000 §2 "Guest-only routes"). */
export const authRoutes: ScreenRoute[] = [
  page('/switch', 'switch', guest, () => import('./switch/switch-page')),
  // Rendered without antd: the login route's initial JS budget.
  { ...page('/login', 'login', guest, () => import('./login/login-page')), plain: true },
  page('/register', 'register', guest, () => import('./register/register-page')),
  page('/reset_password', 'reset_password', guest, () => import('./reset/reset-request-page')),
  page('/reset', 'reset', guest, () => import('./reset/reset-page')),
  page('/done', 'done', guest, () => import('./register/done-page')),
  page(
    '/register-forms',
    'register_forms',
    registration,
    () => import('./registration/registration-status-page'),
  ),
  {
    ...page(
      '/complete-register-forms',
      'complete_register_forms',
      registration,
      () => import('./registration/complete-registration-page'),
    ),
    parent: '/register-forms',
  },
];
