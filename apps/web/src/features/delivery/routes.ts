import type { ScreenRoute } from '../../routing/route-types';

const auth = (permission: string) => ({ kind: 'auth', permission }) as const;
const named =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, key: K) =>
  () =>
    load().then((m) => ({ default: m[key] }));

const names = () => import('./reference/names-screens');
const camps = () => import('./camps/camps-screens');
const assign = () => import('./assign/assign-forms');
const appointments = () => import('./appointments/appointments-screens');

/** The camp assignment area (spec §2), each screen behind its §6 permission. */
export const deliveryRoutes: ScreenRoute[] = [
  {
    path: '/squares',
    name: 'delivery.routes.squares',
    access: auth('delivery-square-index'),
    layout: 'shell',
    load: named(names, 'SquaresListPage'),
  },
  {
    path: '/squares/create',
    name: 'delivery.routes.squares_create',
    access: auth('delivery-square-index'),
    layout: 'shell',
    parent: '/squares',
    load: named(names, 'SquaresFormPage'),
  },
  {
    path: '/squares/update/:id',
    name: 'delivery.routes.squares_update',
    access: auth('delivery-square-index'),
    layout: 'shell',
    parent: '/squares',
    load: named(names, 'SquaresFormPage'),
  },
  {
    path: '/city',
    name: 'delivery.routes.cities',
    access: auth('delivery-camp-index'),
    layout: 'shell',
    load: named(names, 'CitiesListPage'),
  },
  {
    path: '/city/create',
    name: 'delivery.routes.cities_create',
    access: auth('delivery-camp-index'),
    layout: 'shell',
    parent: '/city',
    load: named(names, 'CitiesFormPage'),
  },
  {
    path: '/city/update/:id',
    name: 'delivery.routes.cities_update',
    access: auth('delivery-camp-index'),
    layout: 'shell',
    parent: '/city',
    load: named(names, 'CitiesFormPage'),
  },
  {
    path: '/camps',
    name: 'delivery.routes.camps',
    access: auth('delivery-camp-index'),
    layout: 'shell',
    load: named(camps, 'CampsListPage'),
  },
  {
    path: '/camps/create',
    name: 'delivery.routes.camps_create',
    access: auth('delivery-camp-index'),
    layout: 'shell',
    parent: '/camps',
    load: named(camps, 'CampFormPage'),
  },
  {
    path: '/camps/update/:id',
    name: 'delivery.routes.camps_update',
    access: auth('delivery-camp-index'),
    layout: 'shell',
    parent: '/camps',
    load: named(camps, 'CampFormPage'),
  },
  {
    path: '/camps-tafweej',
    name: 'delivery.routes.camps_tafweej',
    access: auth('delivery-camp-tafweej'),
    layout: 'shell',
    load: () => import('./tafweej/tafweej-page'),
  },
  {
    path: '/assign',
    name: 'delivery.routes.assign',
    access: auth('delivery-assign-index'),
    layout: 'shell',
    load: () => import('./assign/assign-list'),
  },
  {
    path: '/assign/create',
    name: 'delivery.routes.assign_create',
    access: auth('delivery-camp-index'),
    layout: 'shell',
    parent: '/assign',
    load: named(assign, 'AssignCreatePage'),
  },
  {
    path: '/assign/update/:id',
    name: 'delivery.routes.assign_update',
    access: auth('delivery-camp-index'),
    layout: 'shell',
    parent: '/assign',
    load: named(assign, 'AssignUpdatePage'),
  },
  {
    path: '/assign/re-customization/:id',
    name: 'delivery.routes.assign_recustomize',
    access: auth('delivery-assign-index'),
    layout: 'shell',
    parent: '/assign',
    load: named(assign, 'AssignRecustomizePage'),
  },
  {
    path: '/appointments',
    name: 'delivery.routes.appointments',
    access: auth('delivery-appointment-index'),
    layout: 'shell',
    load: named(appointments, 'AppointmentsListPage'),
  },
  {
    path: '/appointments/create',
    name: 'delivery.routes.appointments_create',
    access: auth('delivery-appointment-creat-index'),
    layout: 'shell',
    parent: '/appointments',
    load: named(appointments, 'AppointmentCreatePage'),
  },
  {
    path: '/absence-history',
    name: 'delivery.routes.absence_history',
    access: auth('absence-history'),
    layout: 'shell',
    load: named(appointments, 'AbsenceListPage'),
  },
  {
    path: '/deliveries',
    name: 'delivery.routes.deliveries',
    access: auth('delivery'),
    layout: 'shell',
    load: () => import('./assign/deliveries-list'),
  },
];
