import type { ScreenRoute } from '../../routing/route-types';
import { auth, named, screenRows, screensUnder } from '../../routing/screen-routes';

const sign = auth('delivery-signature-index');

/** Contracts, bulk signature and the delivery forms of an appointment (spec §2, paths verbatim). */
export const contractsRoutes: ScreenRoute[] = [
  ...screenRows('contracts')('contracts', '/contructs', 'delivery-signature-index', [
    [
      'list',
      named(() => import('./contracts-list-page'), 'ContractsListPage'),
      { menu: ['delivery', 10, 'contracts'] },
    ],
    ['contract', named(() => import('./contract-page'), 'ContractPage'), { path: '/:id', name: 'contract' }],
  ]),
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
