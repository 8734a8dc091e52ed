import type { MenuPlace, ScreenRoute } from '../../routing/route-types';
import { named, screenGroup } from '../../routing/screen-routes';
import { cities, countries, squares } from './reference/resources';

const at = (position: number, key: string): MenuPlace => ({ group: 'delivery', position, key });

// The list apart from its form: the list route loads neither the form nor its antd controls.
const campForm = named(() => import('./camps/camp-form-page'), 'CampFormPage');
const assign = () => import('./assign/assign-forms');
const appointments = () => import('./appointments/appointments-screens');
const ns = 'camps';

/** The camp assignment area (spec §2), each screen behind its §6 permission. */
export const campsRoutes: ScreenRoute[] = [
  ...squares.routes,
  ...cities.routes,
  ...countries.routes,
  ...screenGroup({
    ns,
    key: 'camps',
    path: '/camps',
    permission: 'delivery-camp-index',
    menu: at(2, 'camps'),
    list: 'general/camps', // PATHS.camps (api.ts pulls the client: not in route tables)
    load: named(() => import('./camps/camps-screens'), 'CampsListPage'),
    screens: { create: campForm, update: campForm },
  }),
  ...screenGroup({
    ns,
    key: 'camps_tafweej',
    path: '/camps-tafweej',
    permission: 'delivery-camp-tafweej',
    menu: at(1, 'camps_tafweej'),
    load: () => import('./tafweej/tafweej-page'),
  }),
  ...screenGroup({
    ns,
    key: 'assign',
    path: '/assign',
    permission: 'delivery-assign-index',
    menu: at(6, 'assign'),
    load: () => import('./assign/assign-list'),
    screens: {
      create: { permission: 'delivery-camp-index', load: named(assign, 'AssignCreatePage') },
      update: { permission: 'delivery-camp-index', load: named(assign, 'AssignUpdatePage') },
      recustomize: { path: '/re-customization/:id', load: named(assign, 'AssignRecustomizePage') },
    },
  }),
  ...screenGroup({
    ns,
    key: 'appointments',
    path: '/appointments',
    permission: 'delivery-appointment-index',
    menu: at(7, 'appointments'),
    load: named(appointments, 'AppointmentsListPage'),
    screens: {
      create: {
        permission: 'delivery-appointment-creat-index',
        load: named(appointments, 'AppointmentCreatePage'),
      },
    },
  }),
  ...screenGroup({
    ns,
    key: 'absence_history',
    path: '/absence-history',
    permission: 'absence-history',
    menu: at(9, 'absence_history'),
    load: named(appointments, 'AbsenceListPage'),
  }),
  ...screenGroup({
    ns,
    key: 'deliveries',
    path: '/deliveries',
    permission: 'delivery',
    menu: at(11, 'deliveries'),
    load: () => import('./assign/deliveries-list'),
  }),
];
