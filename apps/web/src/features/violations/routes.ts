import type { ScreenRoute } from '../../routing/route-types';
import { named, screenRows } from '../../routing/screen-routes';
import { FIELD_ACCESS } from './field/field-access';
import { benefitsResource, levelsResource } from './resources';

const screens = () => import('./screens');
// The phone's screen apart from the desk's module: no antd. A phone opens it as its own page
// (field.html, src/field-main.tsx: no router, no desk code); the desk keeps the route for its own
// links to it (the violations list's button), which open it inside the desk at once. Its list and
// details (/violations/field/list, /violations/field/:id) have no desk route: the desk links to them
// with plain links, and the API answers them with field.html (each route costs every desk screen's
// entry; /users and /orders were 0.1 KB over their ceilings with them). Its route loads the form
// alone, as before: the screens' switch in the desk's build went over those ceilings by 12–37 bytes.
const field = () => import('./field/field-page');
const group = screenRows('violations');

/** Violations, regulatory violation orders and public benefits (spec 001 §2, paths verbatim). */
export const violationsRoutes: ScreenRoute[] = [
  ...group('violations', '/violations', 'view-violations', [
    [
      'list',
      named(screens, 'ViolationListPage'),
      { menu: ['violations', 1, 'violations'], list: 'general/violation_forms' },
    ],
    ['new', named(screens, 'ViolationCreatePage'), { path: '/new', permission: 'view-violation-form' }],
    ['view', named(screens, 'ViolationDetailsPage')],
    [
      'assign_list',
      named(screens, 'AssignListPage'),
      { path: '/assign', permission: 'view-violation-form', menu: ['violations', 2, 'violations_assign'] },
    ],
    ['assign', named(screens, 'ViolationDetailsPage'), { permission: 'view-violation-form' }],
    [
      'assignments',
      named(screens, 'AssignmentListPage'),
      { path: '/assignments', menu: ['violations', 3, 'violations_assignments'] },
    ],
  ]),
  {
    path: '/violations/field',
    name: 'violations.routes.field',
    access: FIELD_ACCESS,
    layout: 'bare',
    plain: true,
    parent: '/violations',
    load: named(field, 'FieldPage'),
  },
  ...levelsResource.routes,
  ...group('orders', '/regulatory-violation-order', 'violationorder-index', [
    ['list', named(screens, 'OrderListPage'), { menu: ['violations', 5, 'regulatory_violations'] }],
    ['details', named(screens, 'OrderDetailsPage'), { path: '/:id' }],
    ['ready', named(screens, 'OrderReadyPage')],
  ]),
  ...benefitsResource.routes,
  ...group('benefit_camps', '/publicBenefits/camps', 'view-public-benefits-assignments', [
    // The assign screen is `/publicBenefits/assign/:id` (spec), not under the list's path.
    [
      'list',
      named(screens, 'BenefitCampsPage'),
      { menu: ['benefits', 2, 'public_benefits_camps'], base: '/publicBenefits' },
    ],
    ['assign', named(screens, 'BenefitAssignPage'), { name: 'benefits_assign' }],
  ]),
];
