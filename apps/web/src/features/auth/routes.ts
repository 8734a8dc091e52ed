import type { ScreenRoute } from '../../routing/route-types';

const guest = { kind: 'guest' } as const;
const registration = { kind: 'registration' } as const;

/** Guest pages and the registration follow-up (spec 000 §2 "Guest-only routes"). */
export const authRoutes: ScreenRoute[] = [
  {
    path: '/switch',
    name: 'routes.switch',
    access: guest,
    layout: 'guest',
    load: () => import('./switch/switch-page'),
  },
  {
    path: '/login',
    name: 'routes.login',
    access: guest,
    layout: 'guest',
    load: () => import('./login/login-page'),
    plain: true,
  },
  {
    path: '/register',
    name: 'routes.register',
    access: guest,
    layout: 'guest',
    load: () => import('./register/register-page'),
  },
  {
    path: '/reset_password',
    name: 'routes.reset_password',
    access: guest,
    layout: 'guest',
    load: () => import('./reset/reset-request-page'),
  },
  {
    path: '/reset',
    name: 'routes.reset',
    access: guest,
    layout: 'guest',
    load: () => import('./reset/reset-page'),
  },
  {
    path: '/done',
    name: 'routes.done',
    access: guest,
    layout: 'guest',
    load: () => import('./register/done-page'),
  },
  {
    path: '/register-forms',
    name: 'routes.register_forms',
    access: registration,
    layout: 'guest',
    load: () => import('./registration/registration-status-page'),
  },
  {
    path: '/complete-register-forms',
    name: 'routes.complete_register_forms',
    access: registration,
    layout: 'guest',
    parent: '/register-forms',
    load: () => import('./registration/complete-registration-page'),
  },
];
