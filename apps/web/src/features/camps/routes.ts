import type { PermissionName } from '@mashaer/contract';
import type { MenuPlace, ScreenRoute } from '../../routing/route-types';
import { cities, countries, squares } from './reference/resources';

const auth = (permission: PermissionName) => ({ kind: 'auth', permission }) as const;
const named =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, key: K) =>
  () =>
    load().then((m) => ({ default: m[key] }));

const at = (position: number, key: string): MenuPlace => ({ group: 'delivery', position, key });

// The list apart from its form: the list route loads neither the form nor its antd controls.
const camps = () => import('./camps/camps-screens');
const campForm = () => import('./camps/camp-form-page');
const assign = () => import('./assign/assign-forms');
const appointments = () => import('./appointments/appointments-screens');

/** The camp assignment area (spec §2), each screen behind its §6 permission. */
export const campsRoutes: ScreenRoute[] = [
  ...squares.routes,
  ...cities.routes,
  ...countries.routes,
  {
    path: '/camps',
    name: 'camps.routes.camps',
    access: auth('delivery-camp-index'),
    layout: 'shell',
    menu: at(2, 'camps'),
    list: 'general/camps', // PATHS.camps (api.ts pulls the client: not in route tables)
    load: named(camps, 'CampsListPage'),
  },
  {
    path: '/camps/create',
    name: 'camps.routes.camps_create',
    access: auth('delivery-camp-index'),
    layout: 'shell',
    parent: '/camps',
    load: named(campForm, 'CampFormPage'),
  },
  {
    path: '/camps/update/:id',
    name: 'camps.routes.camps_update',
    access: auth('delivery-camp-index'),
    layout: 'shell',
    parent: '/camps',
    load: named(campForm, 'CampFormPage'),
  },
  {
    path: '/camps-tafweej',
    name: 'camps.routes.camps_tafweej',
    access: auth('delivery-camp-tafweej'),
    layout: 'shell',
    menu: at(1, 'camps_tafweej'),
    load: () => import('./tafweej/tafweej-page'),
  },
  {
    path: '/assign',
    name: 'camps.routes.assign',
    access: auth('delivery-assign-index'),
    layout: 'shell',
    menu: at(6, 'assign'),
    load: () => import('./assign/assign-list'),
  },
  {
    path: '/assign/create',
    name: 'camps.routes.assign_create',
    access: auth('delivery-camp-index'),
    layout: 'shell',
    parent: '/assign',
    load: named(assign, 'AssignCreatePage'),
  },
  {
    path: '/assign/update/:id',
    name: 'camps.routes.assign_update',
    access: auth('delivery-camp-index'),
    layout: 'shell',
    parent: '/assign',
    load: named(assign, 'AssignUpdatePage'),
  },
  {
    path: '/assign/re-customization/:id',
    name: 'camps.routes.assign_recustomize',
    access: auth('delivery-assign-index'),
    layout: 'shell',
    parent: '/assign',
    load: named(assign, 'AssignRecustomizePage'),
  },
  {
    path: '/appointments',
    name: 'camps.routes.appointments',
    access: auth('delivery-appointment-index'),
    layout: 'shell',
    menu: at(7, 'appointments'),
    load: named(appointments, 'AppointmentsListPage'),
  },
  {
    path: '/appointments/create',
    name: 'camps.routes.appointments_create',
    access: auth('delivery-appointment-creat-index'),
    layout: 'shell',
    parent: '/appointments',
    load: named(appointments, 'AppointmentCreatePage'),
  },
  {
    path: '/absence-history',
    name: 'camps.routes.absence_history',
    access: auth('absence-history'),
    layout: 'shell',
    menu: at(9, 'absence_history'),
    load: named(appointments, 'AbsenceListPage'),
  },
  {
    path: '/deliveries',
    name: 'camps.routes.deliveries',
    access: auth('delivery'),
    layout: 'shell',
    menu: at(11, 'deliveries'),
    load: () => import('./assign/deliveries-list'),
  },
];
