import type { ScreenRoute } from '../../routing/route-types';
import { auth, screenRows, screensUnder } from '../../routing/screen-routes';
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

const group = screenRows('templates');

export const templatesRoutes: ScreenRoute[] = [
  ...group('questions', '/questions', 'tamplate-question-index', [
    ['list', () => import('./questions/questions-list-page'), { menu: ['templates', 1, 'questions'] }],
    ['create', () => import('./questions/question-create-page')],
    ['update', () => import('./questions/question-edit-page')],
  ]),
  ...questionCategories.routes,
  ...group('forms', '/forms', 'tamplate-form-index', [
    ['list', () => import('./forms/forms-list-page'), { menu: ['templates', 3, 'forms'] }],
    ['create', () => import('./forms/form-create-page')],
    ['update', () => import('./forms/form-edit-page')],
    ['prices', () => import('./forms/form-prices-page'), { path: '/questions-price/:id' }],
  ]),
  ...group('fillings', '/forms/fillings', undefined, [
    ['list', () => import('./fillings/fillings-list-page'), { base: '/forms' }],
    ['fill', () => import('./fillings/fill-page'), { name: 'fill' }],
    ['sign', () => import('./fillings/sign-page'), { name: 'sign' }],
  ]),
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
