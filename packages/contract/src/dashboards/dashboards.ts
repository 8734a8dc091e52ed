import type { PermissionName } from '../permissions';

/**
 * The native dashboards (spec 000 §2 "Dashboards", issue 35): one declaration each. A dashboard is
 * a list of charts; a chart is one aggregate query on the server (its `id`), how it is drawn
 * (`kind`) and the list its figures open (`link`: the list's path, the list filter a point's key
 * fills, and which of the dashboard's filters the list also understands). The API answers every
 * dashboard on one route pattern (`GET dashboards/<key>`) and the web draws any of them with one
 * screen. Paths are ours (the spec embedded outside reports and shows no call). Declarations only
 * here (no zod: the web's dashboard chunk reads them); the schemas are in dashboards-endpoints.ts.
 */
export const CHART_KINDS = ['bar', 'pie', 'line', 'figure'] as const;
type ChartKind = (typeof CHART_KINDS)[number];

/** The dashboard filters that live in the URL and reach the server. */
export const DASHBOARD_FILTERS = ['from', 'to', 'square_id', 'company_id'] as const;
type ListFilter = 'square_id' | 'company_id';

export type ChartLink = {
  /** The list screen's path. */
  path: string;
  /** The list filter a point's key fills (none for a figure: the list unfiltered). */
  param?: string;
  /** The dashboard's filters the list also takes (passed on as they are). */
  keep?: readonly ListFilter[];
  /** Fixed filters of the list (e.g. a status). */
  fixed?: Readonly<Record<string, string>>;
};

export type ChartDef = {
  id: string;
  kind: ChartKind;
  link?: ChartLink;
  /** The list permission behind the figure: a caller without it is not sent the chart. */
  needs?: PermissionName;
};

type DashboardDef = {
  path: string;
  permission: PermissionName;
  charts: readonly ChartDef[];
  /** Figures read from the sibling sites (`SIBLING_API_URLS`), not this site's database. */
  sibling?: boolean;
};

const ORDERS_BY_STATUS: ChartDef = {
  id: 'orders_by_status',
  kind: 'pie',
  link: { path: '/orders', param: 'status', keep: ['company_id'] },
  needs: 'order-index',
};
const ASSIGNMENTS_BY_STATUS: ChartDef = {
  id: 'assignments_by_status',
  kind: 'pie',
  link: { path: '/assign', param: 'status', keep: ['square_id', 'company_id'] },
  needs: 'delivery-assign-index',
};
const VIOLATIONS_BY_LEVEL: ChartDef = {
  id: 'violations_by_level',
  kind: 'bar',
  link: { path: '/violations', param: 'violation_form_level_id', keep: ['square_id', 'company_id'] },
  needs: 'view-violations',
};
const SEASON_CHARTS: readonly ChartDef[] = [
  { id: 'orders_total', kind: 'figure', link: { path: '/orders' }, needs: 'order-index' },
  {
    id: 'assignments_delivered',
    kind: 'figure',
    link: { path: '/assign', fixed: { status: 'deliverd' } },
    needs: 'delivery-assign-index',
  },
  {
    id: 'bills_by_status',
    kind: 'pie',
    link: { path: '/sadad', param: 'status' },
    needs: 'clearance-sadad-index',
  },
  { id: 'bills_amount', kind: 'bar', needs: 'clearance-sadad-index' },
  ASSIGNMENTS_BY_STATUS,
];

export const DASHBOARDS = {
  home: {
    path: '/dashboard',
    permission: 'dashboard',
    charts: [ORDERS_BY_STATUS, ASSIGNMENTS_BY_STATUS],
  },
  'delivery-business': {
    path: '/delivery-business',
    permission: 'dashboard-power-bi-1',
    charts: [
      ASSIGNMENTS_BY_STATUS,
      {
        id: 'assignments_by_square',
        kind: 'bar',
        link: { path: '/assign', param: 'square_id', keep: ['company_id'] },
        needs: 'delivery-assign-index',
      },
      { id: 'appointments_per_day', kind: 'line', needs: 'delivery-appointment-index' },
      { id: 'absences_per_day', kind: 'line', needs: 'absence-history' },
      { id: 'contracts_signed', kind: 'figure', needs: 'delivery-signature-index' },
    ],
  },
  'orders-status': {
    path: '/orders-status',
    permission: 'dashboard-additions-stage',
    charts: [
      ORDERS_BY_STATUS,
      { id: 'orders_by_service', kind: 'bar', needs: 'order-index' },
      { id: 'orders_days_in_status', kind: 'bar', needs: 'order-index' },
      {
        id: 'licences_issued',
        kind: 'figure',
        link: { path: '/orders', fixed: { status: 'licensed' } },
        needs: 'order-index',
      },
      { id: 'licences_expiring', kind: 'figure', needs: 'order-index' },
      {
        id: 'reports_pending',
        kind: 'figure',
        link: { path: '/reports', fixed: { status: 'pending' } },
        needs: 'order-report-index',
      },
    ],
  },
  'civil-defense': {
    path: '/civil-defense',
    permission: 'dashboard-civil-defense',
    charts: [
      {
        id: 'readiness_by_status',
        kind: 'pie',
        link: { path: '/readiness-license', param: 'status', keep: ['company_id'] },
        needs: 'readiness-license-index',
      },
      VIOLATIONS_BY_LEVEL,
      { id: 'camps_unlicensed', kind: 'figure', needs: 'delivery-assign-index' },
    ],
  },
  'power-bi-2': { path: '/dashboard-power-bi-2', permission: 'dashboard-power-bi-1', charts: SEASON_CHARTS },
  'power-bi-arafat': {
    path: '/dashboard-power-bi-arafat',
    permission: 'dashboard-power-bi-1',
    // The sibling's figures: its lists are not ours, so no links.
    charts: SEASON_CHARTS.map(({ link: _, ...c }) => c),
    sibling: true,
  },
  'report-violations': {
    path: '/dashboard-report-violations',
    permission: 'dashboard-report-violations',
    charts: [
      {
        id: 'violations_by_status',
        kind: 'pie',
        link: { path: '/violations', param: 'status', keep: ['square_id', 'company_id'] },
        needs: 'view-violations',
      },
      VIOLATIONS_BY_LEVEL,
      {
        id: 'violations_by_square',
        kind: 'bar',
        link: { path: '/violations', param: 'square_id', keep: ['company_id'] },
        needs: 'view-violations',
      },
      { id: 'violations_per_day', kind: 'line', needs: 'view-violations' },
    ],
  },
  reassign: {
    path: '/dashboard-reassign',
    permission: 'dashboard-reassign',
    charts: [
      {
        id: 'reassign_by_status',
        kind: 'pie',
        link: { path: '/re-assign-orders', param: 'status' },
        needs: 'order-re-assign-index',
      },
      {
        id: 'lock_by_status',
        kind: 'pie',
        link: { path: '/lock-orders', param: 'status' },
        needs: 'order-lock-index',
      },
      { id: 'reassign_fees', kind: 'bar', needs: 'order-re-assign-index' },
      { id: 'redeliveries_per_day', kind: 'line', needs: 'order-re-assign-index' },
    ],
  },
} as const satisfies Record<string, DashboardDef>;

export type DashboardKey = keyof typeof DASHBOARDS;
export const DASHBOARD_KEYS = Object.keys(DASHBOARDS) as DashboardKey[];

/** The API path of a dashboard's charts, relative to `/api`. */
export const dashboardPath = (key: DashboardKey) => `dashboards/${key}` as const;
/** The authority's company filter options (`?search=&id=`). */
export const DASHBOARD_COMPANIES_PATH = 'dashboards/companies';
/** `/dashboard`'s pending actions: the records waiting for the caller, by list and state. */
export const DASHBOARD_PENDING_PATH = 'dashboard/pending';
