import type { PermissionName } from '@mashaer/contract';
import type { ScreenRoute } from '../../routing/route-types';

const auth = (permission: PermissionName) => ({ kind: 'auth', permission }) as const;
const named =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, key: K) =>
  () =>
    load().then((m) => ({ default: m[key] }));

const forms = () => import('./delivery-forms-screens');
const sign = auth('delivery-signature-index');
const appt = auth('delivery-appointment-index');

/** Contracts, bulk signature and the delivery forms of an appointment (spec §2, paths verbatim). */
export const contractsRoutes: ScreenRoute[] = [
  {
    path: '/contructs',
    name: 'contracts.routes.contracts',
    access: sign,
    layout: 'shell',
    menu: { group: 'delivery', position: 10, key: 'contracts' },
    load: named(() => import('./contracts-list-page'), 'ContractsListPage'),
  },
  {
    path: '/contructs/:id',
    name: 'contracts.routes.contract',
    access: sign,
    layout: 'shell',
    parent: '/contructs',
    load: named(() => import('./contract-page'), 'ContractPage'),
  },
  {
    path: '/appointment/bulk-signature',
    name: 'contracts.routes.bulk_signature',
    access: sign,
    layout: 'shell',
    menu: { group: 'delivery', position: 8, key: 'bulk_signature' },
    load: named(() => import('./bulk-signature-page'), 'BulkSignaturePage'),
  },
  {
    path: '/appointments/:id/signature',
    name: 'contracts.routes.appointment_signature',
    access: sign,
    layout: 'shell',
    parent: '/appointments',
    load: named(() => import('./appointment-signature-page'), 'AppointmentSignaturePage'),
  },
  {
    path: '/appointments/:id/form',
    name: 'contracts.routes.forms',
    access: appt,
    layout: 'shell',
    parent: '/appointments',
    load: named(forms, 'DeliveryFormsPage'),
  },
];
