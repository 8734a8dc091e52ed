import type { ScreenRoute } from '../../routing/route-types';
import { named, screenRows } from '../../routing/screen-routes';
import { benefitsResource, levelsResource } from './resources';

const list = () => import('./violation-list');
const orders = () => import('./orders');
const camps = () => import('./benefit-camps');
const group = screenRows('violations');

/** Violations, regulatory violation orders and public benefits (spec 001 §2, paths verbatim). */
export const violationsRoutes: ScreenRoute[] = [
  ...group('violations', '/violations', 'view-violations', [
    [
      'list',
      named(list, 'ViolationListPage'),
      { menu: ['violations', 1, 'violations'], list: 'general/violation_forms' },
    ],
    [
      'new',
      named(() => import('./violation-create'), 'ViolationCreatePage'),
      { path: '/new', permission: 'view-violation-form' },
    ],
    ['view', named(() => import('./violation-details'), 'ViolationDetailsPage')],
    [
      'assign_list',
      named(list, 'AssignListPage'),
      { path: '/assign', permission: 'view-violation-form', menu: ['violations', 2, 'violations_assign'] },
    ],
    [
      'assign',
      named(() => import('./violation-details'), 'ViolationDetailsPage'),
      { permission: 'view-violation-form' },
    ],
    [
      'assignments',
      named(list, 'AssignmentListPage'),
      { path: '/assignments', menu: ['violations', 3, 'violations_assignments'] },
    ],
  ]),
  ...levelsResource.routes,
  ...group('orders', '/regulatory-violation-order', 'violationorder-index', [
    ['list', named(orders, 'OrderListPage'), { menu: ['violations', 5, 'regulatory_violations'] }],
    ['details', named(orders, 'OrderDetailsPage'), { path: '/:id' }],
    ['ready', named(() => import('./order-ready'), 'OrderReadyPage')],
  ]),
  ...benefitsResource.routes,
  ...group('benefit_camps', '/publicBenefits/camps', 'view-public-benefits-assignments', [
    ['list', named(camps, 'BenefitCampsPage'), { menu: ['benefits', 2, 'public_benefits_camps'] }],
    ['assign', named(camps, 'BenefitAssignPage'), { base: '/publicBenefits', name: 'benefits_assign' }],
  ]),
];
