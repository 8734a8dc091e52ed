/**
 * The sidebar: every menu entry of both specification documents, each with its permission key.
 * `built: false` entries belong to screens of later issues and stay hidden (never dead links);
 * a later issue flips its entries to `built: true` when it adds the screens.
 */
export type MenuEntry = {
  key: string;
  path: string;
  permission?: string;
  built: boolean;
  /** Spec: the /users entries and the employees entry are hidden from admin-type users. */
  hideForAdmin?: boolean;
};

export type MenuGroup = {
  key: string;
  icon: MenuIcon;
  /** The section permission (e.g. `order`), when the spec names one. */
  permission?: string;
  entries: MenuEntry[];
};

export type MenuIcon =
  | 'dashboard'
  | 'users'
  | 'delivery'
  | 'gis'
  | 'templates'
  | 'tickets'
  | 'cms'
  | 'reports'
  | 'orders'
  | 'licences'
  | 'readiness'
  | 'reassign'
  | 'finance'
  | 'violations'
  | 'questionnaires'
  | 'benefits'
  | 'notifications';

const e = (
  key: string,
  path: string,
  permission: string | undefined,
  built = false,
  extra: Partial<MenuEntry> = {},
) => ({ key, path, permission, built, ...extra }) satisfies MenuEntry;

export const MENU: MenuGroup[] = [
  {
    key: 'dashboards',
    icon: 'dashboard',
    entries: [
      e('dashboard', '/dashboard', 'dashboard', true),
      e('delivery_business', '/delivery-business', 'dashboard-power-bi-1'),
      e('orders_status', '/orders-status', 'dashboard-additions-stage'),
      e('civil_defense', '/civil-defense', 'dashboard-civil-defense'),
      e('power_bi_2', '/dashboard-power-bi-2', 'dashboard-power-bi-1'),
      e('power_bi_arafat', '/dashboard-power-bi-arafat', 'dashboard-power-bi-1'),
      e('report_violations', '/dashboard-report-violations', 'dashboard-report-violations'),
      e('map_gis', '/map-gis', 'dashboard-gis-1'),
      e('map_gis_2', '/map-gis-2', 'dashboard-gis-1'),
      e('map_gis_3', '/map-gis-3', 'dashboard-map-3'),
      e('dashboard_reassign', '/dashboard-reassign', 'dashboard-reassign'),
      e('db_archive', '/db-archive', 'archive-index'),
    ],
  },
  {
    key: 'users',
    icon: 'users',
    permission: 'user',
    entries: [
      e('users', '/users', 'user-index', true, { hideForAdmin: true }),
      e('users_request', '/users/request', 'user-request', true),
      e('user_contacts', '/user-contacts', 'user-contact-index', true),
      e('employees', '/employees', 'user-employee-index', true, { hideForAdmin: true }),
      e('roles', '/roles', 'user-role-index', true),
      e('types', '/type', 'user-type-index', true),
      e('alliances', '/alliances', 'alliance-index', true),
      e('categories', '/categories', 'user-category-index', true),
    ],
  },
  {
    key: 'delivery',
    icon: 'delivery',
    permission: 'delivery',
    entries: [
      e('camps_tafweej', '/camps-tafweej', 'delivery-camp-tafweej', true),
      e('camps', '/camps', 'delivery-camp-index', true),
      e('squares', '/squares', 'delivery-square-index', true),
      e('cities', '/city', 'delivery-camp-index', true),
      e('countries', '/countries', 'delivery-countries-index', true),
      e('assign', '/assign', 'delivery-assign-index', true),
      e('appointments', '/appointments', 'delivery-appointment-index', true),
      e('bulk_signature', '/appointment/bulk-signature', 'delivery-signature-index', true),
      e('absence_history', '/absence-history', 'absence-history', true),
      e('contracts', '/contructs', 'delivery-signature-index', true),
      e('deliveries', '/deliveries', 'delivery', true),
      e('electrical_meters', '/electrical-meters', 'gis-electrical-meter-index'),
    ],
  },
  {
    key: 'gis',
    icon: 'gis',
    permission: 'dashboard-gis-1',
    entries: [
      e('locations', '/locations', 'dashboard-gis-1'),
      e('kitchens', '/kitchens', 'dashboard-gis-1'),
      e('tents', '/tents', 'dashboard-gis-1'),
      e('containers', '/containers', 'dashboard-gis-1'),
      e('plots', '/plots', 'dashboard-gis-1'),
      e('establishments', '/establishments', 'dashboard-gis-1'),
      e('water_tapes', '/water-tapes', 'dashboard-gis-1'),
      e('washrooms', '/washrooms', 'dashboard-gis-1'),
      e('zones', '/zones', 'dashboard-gis-1'),
      e('map', '/map', 'dashboard-gis-1'),
    ],
  },
  {
    key: 'templates',
    icon: 'templates',
    permission: 'tamplate-form',
    entries: [
      e('questions', '/questions', 'tamplate-question-index', true),
      e('question_category', '/question-category', 'tamplate-question_category-index', true),
      e('forms', '/forms', 'tamplate-form-index', true),
    ],
  },
  {
    key: 'orders',
    icon: 'orders',
    permission: 'order',
    entries: [
      e('specialties', '/specialties', 'order-specialists-index'),
      e('services', '/services', 'order-service-index'),
      e('service_inputs', '/services/inputs', 'order-service-input-index'),
      e('pledges', '/pledges', 'order-pledge-index'),
      e('guides', '/guides', 'order-eng-guides-index'),
      e('orders', '/orders', 'order-index'),
      e('orders_consulting', '/orders/consulting', 'order-consulting-index'),
      e('achievement_reports', '/reports', 'order-report-index'),
      e('cancel_requests', '/cancel-requests', 'order-cancel-request-index'),
    ],
  },
  {
    key: 'licences',
    icon: 'licences',
    entries: [
      e('request_licenses', '/request-licenses', 'carLicense-index'),
      e('temp_licenses_forms', '/temp-licenses-forms', 'temp-tamplate-form-index'),
      e('temp_licenses_order', '/temp-licenses-order', 'temp-licenses-order-index'),
      e('licenses', '/licenses', 'order-tmp-license-index'),
    ],
  },
  {
    key: 'readiness',
    icon: 'readiness',
    permission: 'readiness-license',
    entries: [
      e('readiness_license', '/readiness-license', 'readiness-license-index'),
      e('readiness_create', '/readiness-license/create', 'readiness-license-create'),
      e('readiness_pledge', '/readiness-license/pladge', 'readiness-license-pledge'),
    ],
  },
  {
    key: 'reassign',
    icon: 'reassign',
    entries: [
      e('reassign_orders', '/re-assign-orders', 'order-re-assign-index'),
      e('reassign_signature', '/about-signature', 'order-re-assign-signature'),
      e('lock_orders', '/lock-orders', 'order-lock-index'),
      e('lock_signature', '/lock/about-signature', 'order-lock-signature'),
    ],
  },
  {
    key: 'finance',
    icon: 'finance',
    permission: 'clearance',
    entries: [
      e('sadad', '/sadad', 'clearance-sadad-index'),
      e('invoices', '/invoices', 'clearance-invoices-index'),
      e('clearance', '/clearance', 'clearance-sharer-index'),
    ],
  },
  {
    key: 'violations',
    icon: 'violations',
    entries: [
      e('regulatory_violations', '/regulatory-violation-order', 'violationorder-index'),
      e('violations', '/violations', 'view-violations'),
      e('violations_assign', '/violations/assign', 'view-violation-form'),
      e('violations_assignments', '/violations/assignments', 'view-violation-form'),
      e('violation_levels', '/violations/levels', 'view-violation-levels'),
    ],
  },
  {
    key: 'questionnaires',
    icon: 'questionnaires',
    entries: [
      e('pending_questionnaires', '/questionnaires/pendingQuestionnaires', 'view-my-questionnaires'),
      e('answered_questionnaires', '/questionnaires/answeredQuestionnaires', 'view-my-questionnaires'),
      e('questionnaires', '/questionnaires', 'view-questionnaires'),
      e('questionnaire_questions', '/questionnaires/questions', 'view-questionnaire-question'),
      e('questionnaire_groups', '/questionnaires/groups', 'view-questionnaire-group'),
      e('users_questionnaires', '/questionnaires/usersQuestionnaires', 'view-users-questionnaire'),
    ],
  },
  {
    key: 'benefits',
    icon: 'benefits',
    entries: [
      e('public_benefits', '/publicBenefits', 'view-public-benefits'),
      e('public_benefits_camps', '/publicBenefits/camps', 'view-public-benefits-assignments'),
    ],
  },
  {
    key: 'tickets',
    icon: 'tickets',
    permission: 'ticket',
    entries: [
      e('tickets', '/tickets', 'ticket-index'),
      e('ticket_subjects', '/tickets/ticket-subject', 'ticket-subject-index'),
    ],
  },
  {
    key: 'cms',
    icon: 'cms',
    entries: [
      e('news_center', '/cms/news-center', 'cms-newscenter-index'),
      e('newsbar', '/cms/newsbar', 'cms-newsbar-index'),
      e('eng_guide', '/cms/eng-guide', 'cms-EngGuide-index'),
      e('cms_settings', '/cms/settings', 'cms-settings'),
      e('terms', '/term-conditions', 'terms-index'),
    ],
  },
  {
    key: 'reports',
    icon: 'reports',
    entries: [
      e('log_system', '/log-system', 'reports-system-log'),
      e('logs', '/logs', 'reports-log'),
      e('sms', '/sms', 'reports-sms'),
    ],
  },
  {
    key: 'notifications',
    icon: 'notifications',
    entries: [e('notifications', '/notifications', 'notification-index', true)],
  },
];

type Viewer = { permissions: readonly string[]; typeCode?: string | null };

/** The entries one user sees: built, permitted, not hidden from their type; empty groups dropped. */
export function visibleMenu(viewer: Viewer, menu: MenuGroup[] = MENU): MenuGroup[] {
  const has = (p?: string) => !p || viewer.permissions.includes(p);
  const isAdmin = viewer.typeCode === 'admin';
  return menu
    .filter((g) => has(g.permission))
    .map((g) => ({
      ...g,
      entries: g.entries.filter((x) => x.built && has(x.permission) && !(x.hideForAdmin && isAdmin)),
    }))
    .filter((g) => g.entries.length > 0);
}
