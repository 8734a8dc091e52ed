import type { ScreenRoute } from '../../routing/route-types';
import { named, screenRows } from '../../routing/screen-routes';

const tempForm = () => import('./temp-form-form');
const tempLicence = () => import('./temp-licence-form');
const carForm = () => import('./car-form');
const group = screenRows('licences');

/** Readiness, entry (car) and temporary licences (spec 001 §2, paths verbatim). */
export const licencesRoutes: ScreenRoute[] = [
  ...group('readiness', '/readiness-license', 'readiness-license-index', [
    [
      'list',
      named(() => import('./readiness-list'), 'ReadinessListPage'),
      { menu: ['readiness', 1, 'readiness_license'] },
    ],
    [
      'create',
      named(() => import('./readiness-create'), 'ReadinessCreatePage'),
      { permission: 'readiness-license-create', menu: ['readiness', 2, 'readiness_create'] },
    ],
    ['details', named(() => import('./readiness-details'), 'ReadinessDetailsPage')],
    [
      'edit',
      named(() => import('./readiness-edit'), 'ReadinessEditPage'),
      { permission: 'readiness-license-create' },
    ],
    [
      'pledge',
      named(() => import('./readiness-pledge'), 'ReadinessPledgePage'),
      {
        path: '/pladge',
        name: 'pledge',
        permission: 'readiness-license-pledge',
        menu: ['readiness', 3, 'readiness_pledge'],
      },
    ],
    [
      'ready',
      named(() => import('./readiness-ready'), 'ReadinessLicenceReadyPage'),
      { path: '/license-ready/:id' },
    ],
  ]),
  ...group('car', '/request-licenses/list', 'carLicense-index', [
    [
      'list',
      named(() => import('./car-list'), 'CarListPage'),
      { name: 'car_list', base: '/request-licenses', menu: ['licences', 1, 'request_licenses'] },
    ],
    ['new', named(carForm, 'CarNewPage'), { path: '/new' }],
    ['view', named(() => import('./car-view'), 'CarViewPage')],
    ['update', named(carForm, 'CarUpdatePage')],
  ]),
  // Temporary licences (spec 001 §2: /temp-licenses-forms, /temp-licenses-order, /licenses).
  ...group('temp', '/temp-licenses-order', 'temp-licenses-order-index', [
    [
      'list',
      named(() => import('./temp-order-list'), 'TempOrderListPage'),
      { name: 'temp_orders', menu: ['licences', 2, 'temp_licenses_order'] },
    ],
    ['create', named(() => import('./temp-order-create'), 'TempOrderCreatePage')],
    ['view', named(() => import('./temp-order-view'), 'TempOrderViewPage')],
    ['ready', named(() => import('./temp-licence-ready'), 'TempLicenceReadyPage'), { permission: 'temp' }],
  ]),
  ...group('temp_licence', '/licenses', 'order-tmp-license-index', [
    [
      'list',
      named(() => import('./temp-licences-list'), 'TempLicencesPage'),
      { name: 'temp_licences', menu: ['licences', 3, 'licenses'] },
    ],
    ['create', named(tempLicence, 'TempLicenceCreatePage')],
    ['update', named(tempLicence, 'TempLicenceUpdatePage')],
  ]),
  ...group('temp_form', '/temp-licenses-forms', 'temp-tamplate-form-index', [
    [
      'list',
      named(() => import('./temp-forms-list'), 'TempFormsPage'),
      { name: 'temp_forms', menu: ['licences', 4, 'temp_licenses_forms'] },
    ],
    ['create', named(tempForm, 'TempFormCreatePage')],
    ['update', named(tempForm, 'TempFormUpdatePage')],
  ]),
];
