import type { ScreenRoute } from '../../routing/route-types';
import { questionCategories } from './categories/categories.resource';

const questions = { kind: 'auth', permission: 'tamplate-question-index' } as const;
const forms = { kind: 'auth', permission: 'tamplate-form-index' } as const;
/** Filling, signing and printing: any active user; the server decides by the filling's subject. */
const filler = { kind: 'auth' } as const;
/** An appointment's delivery forms (spec 000 §2 /appointments/:id/form…), on the same screens. */
const appointment = { kind: 'auth', permission: 'delivery-appointment-index' } as const;
const byAppointment = () => import('./fillings/appointment-filling');
const at = (
  path: string,
  screen: 'AppointmentFillPage' | 'AppointmentSignPage' | 'AppointmentPrintPage',
) => ({
  path: `/appointments/:id/form/:form${path}`,
  name: `templates.routes.${screen === 'AppointmentFillPage' ? 'fill' : screen === 'AppointmentSignPage' ? 'sign' : 'print'}`,
  access: appointment,
  layout: screen === 'AppointmentPrintPage' ? ('bare' as const) : ('shell' as const),
  parent: '/appointments',
  load: () => byAppointment().then((m) => ({ default: m[screen] })),
});

export const templatesRoutes: ScreenRoute[] = [
  {
    path: '/questions',
    name: 'templates.routes.questions',
    access: questions,
    layout: 'shell',
    menu: { group: 'templates', position: 1, key: 'questions' },
    load: () => import('./questions/questions-list-page'),
  },
  {
    path: '/questions/create',
    name: 'templates.routes.questions_create',
    access: questions,
    layout: 'shell',
    parent: '/questions',
    load: () => import('./questions/question-create-page'),
  },
  {
    path: '/questions/update/:id',
    name: 'templates.routes.questions_update',
    access: questions,
    layout: 'shell',
    parent: '/questions',
    load: () => import('./questions/question-edit-page'),
  },
  ...questionCategories.routes,
  {
    path: '/forms',
    name: 'templates.routes.forms',
    access: forms,
    layout: 'shell',
    menu: { group: 'templates', position: 3, key: 'forms' },
    load: () => import('./forms/forms-list-page'),
  },
  {
    path: '/forms/create',
    name: 'templates.routes.forms_create',
    access: forms,
    layout: 'shell',
    parent: '/forms',
    load: () => import('./forms/form-create-page'),
  },
  {
    path: '/forms/update/:id',
    name: 'templates.routes.forms_update',
    access: forms,
    layout: 'shell',
    parent: '/forms',
    load: () => import('./forms/form-edit-page'),
  },
  {
    path: '/forms/questions-price/:id',
    name: 'templates.routes.forms_prices',
    access: forms,
    layout: 'shell',
    parent: '/forms',
    load: () => import('./forms/form-prices-page'),
  },
  {
    path: '/forms/fillings',
    name: 'templates.routes.fillings',
    access: filler,
    layout: 'shell',
    load: () => import('./fillings/fillings-list-page'),
  },
  {
    path: '/forms/fill/:id',
    name: 'templates.routes.fill',
    access: filler,
    layout: 'shell',
    parent: '/forms/fillings',
    load: () => import('./fillings/fill-page'),
  },
  {
    path: '/forms/sign/:id',
    name: 'templates.routes.sign',
    access: filler,
    layout: 'shell',
    parent: '/forms/fillings',
    load: () => import('./fillings/sign-page'),
  },
  {
    path: '/forms/print/:id',
    name: 'templates.routes.print',
    access: filler,
    layout: 'bare',
    load: () => import('./fillings/print-page'),
  },
  at('', 'AppointmentFillPage'),
  at('/edit', 'AppointmentFillPage'),
  at('/signature', 'AppointmentSignPage'),
  at('/view', 'AppointmentPrintPage'),
];
