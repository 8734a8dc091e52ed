import { PERMISSION_NAMES } from '@mashaer/contract';
import { describe, expect, it } from 'vitest';
import type { ScreenRoute } from '../../routing/route-types';
import { SCREENS } from '../screens';
import { MENU, menuOf, menuProblems, visibleMenu } from './menu-config';

const all = [...PERMISSION_NAMES];
const paths = (groups: ReturnType<typeof visibleMenu>) => groups.flatMap((g) => g.entries.map((e) => e.path));

/** Signed-in screens every active user may open (spec §2; the server scopes what they show). */
const OPEN = [
  '/profile',
  '/alliances',
  '/forms/fillings',
  '/forms/fill/:id',
  '/forms/sign/:id',
  '/forms/print/:id',
  // The bell's "see more": every bell user's own notifications (issue 15 item 11).
  '/notifications/mine',
  // Spec 000 §2: /tsleem needs a login only (the API scopes and permits its list).
  '/tsleem',
  // Issue 32 §2: the latest news and guides, and a news item, for every logged-in user.
  '/news',
  '/news/:id',
];

const load = async () => ({ default: () => null });
const route = (over: Partial<ScreenRoute>): ScreenRoute => ({
  path: '/x',
  name: 'routes.x',
  access: { kind: 'auth', permission: 'dashboard' },
  layout: 'shell',
  load,
  ...over,
});

describe('sidebar menu from the routes', () => {
  it('every menu entry is a route, and every signed-in route has a permission (or is listed as open)', () => {
    expect(menuProblems(SCREENS, OPEN)).toEqual([]);
  });

  it('a company without the notifications permission finds its own notifications in the menu', () => {
    const company = visibleMenu({ permissions: ['dashboard', 'order-index'], typeCode: 'raft_company' });
    expect(paths(company)).toContain('/notifications/mine');
    expect(paths(company)).not.toContain('/notifications');
  });

  it('the check fails on a route without a permission and on an entry without its route', () => {
    const bare = route({
      path: '/bare',
      access: { kind: 'auth' },
      menu: { group: 'users', position: 1, key: 'x' },
    });
    const param = route({ path: '/p/:id', menu: { group: 'users', position: 2, key: 'p' } });
    expect(menuProblems([bare, param], [])).toEqual([
      'menu entry x: no permission',
      'menu entry p: no route /p/:id',
      'route /bare: no permission',
    ]);
  });

  it('every permission key is one of the catalogue', () => {
    const used = MENU.flatMap((g) => [g.permission, ...g.entries.map((e) => e.permission)]).filter(Boolean);
    expect(used.filter((p) => !all.includes(p as (typeof all)[number]))).toEqual([]);
  });

  it('shows the entries of the routes, in their sections and positions, each behind its permission', () => {
    const shown = paths(visibleMenu({ permissions: all, typeCode: 'kdana' }));
    expect(shown).toEqual([
      '/dashboard',
      '/delivery-business',
      '/orders-status',
      '/civil-defense',
      '/dashboard-power-bi-2',
      '/dashboard-power-bi-arafat',
      '/dashboard-report-violations',
      '/map-gis',
      '/map-gis-2',
      '/map-gis-3',
      '/dashboard-reassign',
      '/db-archive',
      '/users',
      '/users/request',
      '/user-contacts',
      '/employees',
      '/roles',
      '/type',
      '/alliances',
      '/categories',
      '/camps-tafweej',
      '/camps',
      '/squares',
      '/city',
      '/countries',
      '/assign',
      '/appointments',
      '/appointment/bulk-signature',
      '/absence-history',
      '/contructs',
      '/deliveries',
      '/map',
      '/zones',
      '/locations',
      '/kitchens',
      '/tents',
      '/containers',
      '/plots',
      '/establishments',
      '/water-tapes',
      '/washrooms',
      '/electrical-meters',
      '/questions',
      '/question-category',
      '/forms',
      '/specialties',
      '/services',
      '/services/inputs',
      '/pledges',
      '/guides',
      '/orders',
      '/orders/consulting',
      '/reports',
      '/cancel-requests',
      '/tsleem',
      '/re-assign-orders',
      '/lock-orders',
      '/request-licenses/list',
      '/temp-licenses-order',
      '/licenses',
      '/temp-licenses-forms',
      '/readiness-license',
      '/readiness-license/create',
      '/readiness-license/pladge',
      '/sadad',
      '/invoices',
      '/clearance',
      '/violations',
      '/violations/assign',
      '/violations/assignments',
      '/violations/levels',
      '/regulatory-violation-order',
      '/questionnaires/pendingQuestionnaires',
      '/questionnaires/answeredQuestionnaires',
      '/questionnaires',
      '/questionnaires/questions',
      '/questionnaires/groups',
      '/questionnaires/usersQuestionnaires',
      '/publicBenefits',
      '/publicBenefits/camps',
      '/tickets',
      '/tickets/ticket-subject',
      '/tickets/ticket-groups',
      '/cms/news-center',
      '/cms/newsbar',
      '/cms/eng-guide',
      '/cms/settings',
      '/term-conditions',
      '/log-system',
      '/logs',
      '/sms',
      '/notifications',
      '/notifications/mine',
    ]);
    // Their own notifications are every signed-in user's, whatever the permissions.
    expect(paths(visibleMenu({ permissions: ['dashboard'], typeCode: 'kdana' }))).toEqual([
      '/dashboard',
      '/notifications/mine',
    ]);
    expect(paths(visibleMenu({ permissions: [], typeCode: 'kdana' }))).toEqual(['/notifications/mine']);
  });

  it('/countries is a route with its list, create and update screens', () => {
    const countries = SCREENS.filter((s) => s.path.startsWith('/countries')).map((s) => s.path);
    expect(countries).toEqual(['/countries', '/countries/create', '/countries/update/:id']);
  });

  it('hides the /users and employees entries from admin-type users', () => {
    const admin = paths(visibleMenu({ permissions: all, typeCode: 'admin' }));
    const other = paths(visibleMenu({ permissions: all, typeCode: 'kdana' }));
    expect(other).toEqual(expect.arrayContaining(['/users', '/employees']));
    expect(admin).not.toContain('/users');
    expect(admin).not.toContain('/employees');
  });

  it('paths are unique and positions distinct within a section', () => {
    const every = MENU.flatMap((g) => g.entries.map((e) => e.path));
    expect(new Set(every).size).toBe(every.length);
    for (const g of menuOf(SCREENS)) {
      const at = SCREENS.filter((s) => s.menu?.group === g.key).map((s) => s.menu?.position);
      expect(new Set(at).size).toBe(at.length);
    }
  });
});
