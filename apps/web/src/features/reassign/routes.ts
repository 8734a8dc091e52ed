import type { PermissionName, ReassignType } from '@mashaer/contract';
import type { ScreenRoute } from '../../routing/route-types';

const screens = () => import('./reassign-screens');
type Screen = keyof Awaited<ReturnType<typeof screens>>;
const load = (key: Screen) => () => screens().then((m) => ({ default: m[key] }));
const auth = (permission: PermissionName) => ({ kind: 'auth', permission }) as const;

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
    screen: Screen,
    layout: 'shell' | 'bare' = 'shell',
  ): ScreenRoute => ({
    path: `${base}${path}`,
    name: `reassign.routes.${type}.${name}`,
    access,
    layout,
    parent: path ? base : undefined,
    load: load(screen),
  });
  return [
    {
      ...route('', 'list', type === 'lock' ? 'LockOrdersPage' : 'ReassignOrdersPage'),
      menu: { group: 'orders', position, key: `${type}_orders` },
    },
    route('/:id/details', 'details', 'OrderDetailsPage'),
    route('/:id/form/:form', 'form', 'OrderFormPage'),
    route('/:id/form/:form/view', 'form_view', 'OrderFormViewPage'),
    route('/:id/payment-attachment', 'payment', 'PaymentAttachmentPage'),
    route('/:id/payment-attachment/view', 'payment_view', 'PaymentAttachmentPage'),
    route('/:id/approve-camps', 'approve_camps', 'OrderDetailsPage'),
    route('/:id/re-delivery/signature', 'redelivery_signature', 'RedeliveryFilePage'),
    route('/:id/re-delivery/file', 'redelivery_file', 'RedeliveryFilePage'),
    {
      path: aboutPath,
      name: `reassign.routes.${type}.about`,
      access,
      layout: 'shell',
      parent: base,
      load: load('AboutSignaturePage'),
    },
  ];
}

/** Re-assign and lock orders (spec 001 §2 "Re-assign", "Re-assign (further)", "Lock"). */
export const reassignRoutes: ScreenRoute[] = [
  ...typeRoutes('reassign', '/re-assign-orders', '/about-signature', 60),
  ...typeRoutes('lock', '/lock-orders', '/lock/about-signature', 61),
];
