import type { PermissionName, ReassignType } from '@mashaer/contract';
import type { ScreenRoute } from '../../routing/route-types';
import { auth, named } from '../../routing/screen-routes';

type Load = ScreenRoute['load'];
const list = () => import('./reassign-list');
const details = named(() => import('./reassign-details'), 'OrderDetailsPage');
const form = () => import('./reassign-form-redirect');
const payment = named(() => import('./payment-attachment'), 'PaymentAttachmentPage');
const redelivery = named(() => import('./redelivery-file'), 'RedeliveryFilePage');

const PERMISSION: Record<ReassignType, PermissionName> = {
  reassign: 'order-re-assign-index',
  lock: 'order-lock-index',
};

/** The routes of one type: the list, the details, the form, its view and the payment attachments. */
function typeRoutes(type: ReassignType, base: string, aboutPath: string, position: number): ScreenRoute[] {
  const access = auth(PERMISSION[type]);
  const route = (
    path: string,
    name: string,
    load: Load,
    layout: 'shell' | 'bare' = 'shell',
  ): ScreenRoute => ({
    path: `${base}${path}`,
    name: `reassign.routes.${type}.${name}`,
    access,
    layout,
    parent: path ? base : undefined,
    load,
  });
  return [
    {
      ...route('', 'list', named(list, type === 'lock' ? 'LockOrdersPage' : 'ReassignOrdersPage')),
      menu: { group: 'orders', position, key: `${type}_orders` },
    },
    route('/:id/details', 'details', details),
    route('/:id/form/:form', 'form', named(form, 'OrderFormPage')),
    route('/:id/form/:form/view', 'form_view', named(form, 'OrderFormViewPage')),
    route('/:id/payment-attachment', 'payment', payment),
    route('/:id/payment-attachment/view', 'payment_view', payment),
    route('/:id/approve-camps', 'approve_camps', details),
    route('/:id/re-delivery/signature', 'redelivery_signature', redelivery),
    route('/:id/re-delivery/file', 'redelivery_file', redelivery),
    {
      path: aboutPath,
      name: `reassign.routes.${type}.about`,
      access,
      layout: 'shell',
      parent: base,
      load: named(() => import('./about-signature'), 'AboutSignaturePage'),
    },
  ];
}

/** Re-assign and lock orders (spec 001 §2 "Re-assign", "Re-assign (further)", "Lock"). */
export const reassignRoutes: ScreenRoute[] = [
  ...typeRoutes('reassign', '/re-assign-orders', '/about-signature', 60),
  ...typeRoutes('lock', '/lock-orders', '/lock/about-signature', 61),
];
