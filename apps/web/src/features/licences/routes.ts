import type { ScreenRoute } from '../../routing/route-types';
import { named, screenGroup } from '../../routing/screen-routes';

const tempForm = () => import('./temp-form-form');
const tempLicence = () => import('./temp-licence-form');
const carForm = () => import('./car-form');

/** Readiness, entry (car) and temporary licences (spec 001 §2, paths verbatim). */
export const licencesRoutes: ScreenRoute[] = [
  ...screenGroup({
    ns: 'licences',
    key: 'readiness',
    path: '/readiness-license',
    permission: 'readiness-license-index',
    menu: { group: 'readiness', position: 1, key: 'readiness_license' },
    load: named(() => import('./readiness-list'), 'ReadinessListPage'),
    screens: {
      create: {
        permission: 'readiness-license-create',
        menu: { group: 'readiness', position: 2, key: 'readiness_create' },
        load: named(() => import('./readiness-create'), 'ReadinessCreatePage'),
      },
      details: named(() => import('./readiness-details'), 'ReadinessDetailsPage'),
      edit: {
        permission: 'readiness-license-create',
        load: named(() => import('./readiness-edit'), 'ReadinessEditPage'),
      },
      pledge: {
        path: '/pladge',
        name: 'pledge',
        permission: 'readiness-license-pledge',
        menu: { group: 'readiness', position: 3, key: 'readiness_pledge' },
        load: named(() => import('./readiness-pledge'), 'ReadinessPledgePage'),
      },
      ready: {
        path: '/license-ready/:id',
        load: named(() => import('./readiness-ready'), 'ReadinessLicenceReadyPage'),
      },
    },
  }),
  ...screenGroup({
    ns: 'licences',
    key: 'car',
    name: 'car_list',
    path: '/request-licenses/list',
    base: '/request-licenses',
    permission: 'carLicense-index',
    menu: { group: 'licences', position: 1, key: 'request_licenses' },
    load: named(() => import('./car-list'), 'CarListPage'),
    screens: {
      new: { path: '/new', load: named(carForm, 'CarNewPage') },
      view: named(() => import('./car-view'), 'CarViewPage'),
      update: named(carForm, 'CarUpdatePage'),
    },
  }),
  // Temporary licences (spec 001 §2: /temp-licenses-forms, /temp-licenses-order, /licenses).
  ...screenGroup({
    ns: 'licences',
    key: 'temp',
    name: 'temp_orders',
    path: '/temp-licenses-order',
    permission: 'temp-licenses-order-index',
    menu: { group: 'licences', position: 2, key: 'temp_licenses_order' },
    load: named(() => import('./temp-order-list'), 'TempOrderListPage'),
    screens: {
      create: named(() => import('./temp-order-create'), 'TempOrderCreatePage'),
      view: named(() => import('./temp-order-view'), 'TempOrderViewPage'),
      ready: {
        permission: 'temp',
        load: named(() => import('./temp-licence-ready'), 'TempLicenceReadyPage'),
      },
    },
  }),
  ...screenGroup({
    ns: 'licences',
    key: 'temp_licence',
    name: 'temp_licences',
    path: '/licenses',
    permission: 'order-tmp-license-index',
    menu: { group: 'licences', position: 3, key: 'licenses' },
    load: named(() => import('./temp-licences-list'), 'TempLicencesPage'),
    screens: {
      create: named(tempLicence, 'TempLicenceCreatePage'),
      update: named(tempLicence, 'TempLicenceUpdatePage'),
    },
  }),
  ...screenGroup({
    ns: 'licences',
    key: 'temp_form',
    name: 'temp_forms',
    path: '/temp-licenses-forms',
    permission: 'temp-tamplate-form-index',
    menu: { group: 'licences', position: 4, key: 'temp_licenses_forms' },
    load: named(() => import('./temp-forms-list'), 'TempFormsPage'),
    screens: { create: named(tempForm, 'TempFormCreatePage'), update: named(tempForm, 'TempFormUpdatePage') },
  }),
];
