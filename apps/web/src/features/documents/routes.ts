import type { ScreenRoute } from '../../routing/route-types';
import { named } from '../../routing/screen-routes';

const check = () => import('./check-page');

/** Spec 000 §2 "Minimal or public pages": a printed document's QR code opens one of these. */
export const documentsRoutes: ScreenRoute[] = [
  {
    path: '/qr/:qr',
    name: 'documents.routes.check',
    access: { kind: 'public' },
    layout: 'bare',
    plain: true,
    load: named(check, 'DocumentCheckPage'),
  },
  {
    path: '/orders/qr/:qr',
    name: 'documents.routes.check',
    access: { kind: 'public' },
    layout: 'bare',
    plain: true,
    load: named(check, 'OrderCheckPage'),
  },
];
