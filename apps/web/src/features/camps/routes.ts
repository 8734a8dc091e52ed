import type { MenuPlace, ScreenRoute } from '../../routing/route-types';
import { named, screenRows } from '../../routing/screen-routes';
import { cities, countries, squares } from './reference/resources';

const at = (position: number, key: string): MenuPlace => ({ group: 'delivery', position, key });

// The list apart from its form: the list route loads neither the form nor its antd controls.
const campForm = named(() => import('./camps/camp-form-page'), 'CampFormPage');
const assign = () => import('./assign/assign-forms');
const appointments = () => import('./appointments/appointments-screens');
const group = screenRows('camps');

/** The camp assignment area (spec §2), each screen behind its §6 permission. */
export const campsRoutes: ScreenRoute[] = [
  ...squares.routes,
  ...cities.routes,
  ...countries.routes,
  ...group('camps', '/camps', 'delivery-camp-index', [
    // PATHS.camps (api.ts pulls the client: not in route tables)
    [
      'list',
      named(() => import('./camps/camps-screens'), 'CampsListPage'),
      { menu: at(2, 'camps'), list: 'general/camps' },
    ],
    ['create', campForm],
    ['update', campForm],
  ]),
  ...group('camps_tafweej', '/camps-tafweej', 'delivery-camp-tafweej', [
    ['list', () => import('./tafweej/tafweej-page'), { menu: at(1, 'camps_tafweej') }],
  ]),
  ...group('assign', '/assign', 'delivery-assign-index', [
    ['list', () => import('./assign/assign-list'), { menu: at(6, 'assign') }],
    ['create', named(assign, 'AssignCreatePage'), { permission: 'delivery-camp-index' }],
    ['update', named(assign, 'AssignUpdatePage'), { permission: 'delivery-camp-index' }],
    ['recustomize', named(assign, 'AssignRecustomizePage'), { path: '/re-customization/:id' }],
  ]),
  ...group('appointments', '/appointments', 'delivery-appointment-index', [
    ['list', named(appointments, 'AppointmentsListPage'), { menu: at(7, 'appointments') }],
    [
      'create',
      named(appointments, 'AppointmentCreatePage'),
      { permission: 'delivery-appointment-creat-index' },
    ],
  ]),
  ...group('absence_history', '/absence-history', 'absence-history', [
    ['list', named(appointments, 'AbsenceListPage'), { menu: at(9, 'absence_history') }],
  ]),
  ...group('deliveries', '/deliveries', 'delivery', [
    ['list', () => import('./assign/deliveries-list'), { menu: at(11, 'deliveries') }],
  ]),
];
