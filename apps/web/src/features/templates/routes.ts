import type { ScreenRoute } from '../../routing/route-types';
import { auth, screenGroup, screensUnder } from '../../routing/screen-routes';
import { questionCategories } from './categories/categories.resource';

/** Filling, signing and printing: any active user; the server decides by the filling's subject. */
const filler = auth();
/** An appointment's delivery forms (spec 000 §2 /appointments/:id/form…), on the same screens. */
const appointment = auth('delivery-appointment-index');
const byAppointment = () => import('./fillings/appointment-filling');
const at = (
  name: string,
  path: string,
  screen: 'AppointmentFillPage' | 'AppointmentSignPage' | 'AppointmentPrintPage',
) => ({
  name,
  path: `/appointments/:id/form/:form${path}`,
  access: appointment,
  layout: screen === 'AppointmentPrintPage' ? ('bare' as const) : ('shell' as const),
  load: () => byAppointment().then((m) => ({ default: m[screen] })),
});

export const templatesRoutes: ScreenRoute[] = [
  ...screenGroup({
    ns: 'templates',
    key: 'questions',
    path: '/questions',
    permission: 'tamplate-question-index',
    menu: { group: 'templates', position: 1, key: 'questions' },
    load: () => import('./questions/questions-list-page'),
    screens: {
      create: () => import('./questions/question-create-page'),
      update: () => import('./questions/question-edit-page'),
    },
  }),
  ...questionCategories.routes,
  ...screenGroup({
    ns: 'templates',
    key: 'forms',
    path: '/forms',
    permission: 'tamplate-form-index',
    menu: { group: 'templates', position: 3, key: 'forms' },
    load: () => import('./forms/forms-list-page'),
    screens: {
      create: () => import('./forms/form-create-page'),
      update: () => import('./forms/form-edit-page'),
      prices: { path: '/questions-price/:id', load: () => import('./forms/form-prices-page') },
    },
  }),
  ...screenGroup({
    ns: 'templates',
    key: 'fillings',
    path: '/forms/fillings',
    base: '/forms',
    load: () => import('./fillings/fillings-list-page'),
    screens: {
      fill: { name: 'fill', load: () => import('./fillings/fill-page') },
      sign: { name: 'sign', load: () => import('./fillings/sign-page') },
    },
  }),
  {
    path: '/forms/print/:id',
    name: 'templates.routes.print',
    access: filler,
    layout: 'bare',
    load: () => import('./fillings/print-page'),
  },
  ...screensUnder('templates', '/appointments', [
    at('fill', '', 'AppointmentFillPage'),
    at('fill', '/edit', 'AppointmentFillPage'),
    at('sign', '/signature', 'AppointmentSignPage'),
    at('print', '/view', 'AppointmentPrintPage'),
  ]),
];
