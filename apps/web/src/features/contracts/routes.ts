import type { ScreenRoute } from '../../routing/route-types';
import { auth, named, screenGroup, screensUnder } from '../../routing/screen-routes';

const sign = auth('delivery-signature-index');

/** Contracts, bulk signature and the delivery forms of an appointment (spec §2, paths verbatim). */
export const contractsRoutes: ScreenRoute[] = [
  ...screenGroup({
    ns: 'contracts',
    key: 'contracts',
    path: '/contructs',
    permission: 'delivery-signature-index',
    menu: { group: 'delivery', position: 10, key: 'contracts' },
    load: named(() => import('./contracts-list-page'), 'ContractsListPage'),
    screens: {
      contract: {
        path: '/:id',
        name: 'contract',
        load: named(() => import('./contract-page'), 'ContractPage'),
      },
    },
  }),
  {
    path: '/appointment/bulk-signature',
    name: 'contracts.routes.bulk_signature',
    access: sign,
    layout: 'shell',
    menu: { group: 'delivery', position: 8, key: 'bulk_signature' },
    load: named(() => import('./bulk-signature-page'), 'BulkSignaturePage'),
  },
  // An appointment's signature and delivery forms, under the appointments list (camps area).
  ...screensUnder('contracts', '/appointments', [
    {
      name: 'appointment_signature',
      path: '/appointments/:id/signature',
      access: sign,
      load: named(() => import('./appointment-signature-page'), 'AppointmentSignaturePage'),
    },
    {
      name: 'forms',
      path: '/appointments/:id/form',
      access: auth('delivery-appointment-index'),
      load: named(() => import('./delivery-forms-screens'), 'DeliveryFormsPage'),
    },
  ]),
];
