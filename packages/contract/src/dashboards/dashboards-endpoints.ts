import { z } from 'zod';
import { dataResponse, defineEndpoint } from '../endpoint';
import { filterId } from '../fields';
import { CompanyOptionsQuerySchema } from '../finance/finance';
import { FilterOptionSchema } from '../list';
import { dateField } from '../validation';
import {
  CHART_KINDS,
  DASHBOARD_COMPANIES_PATH,
  DASHBOARD_PENDING_PATH,
  type DashboardKey,
  dashboardPath,
} from './dashboards';

// The contract's one date rule (a real day within the years it accepts: 422, never a 500 from the database).
const day = dateField;
/** `?from=&to=&square_id=&company_id=`: the dashboard's filters (dates inclusive, Riyadh days). */
const DashboardFiltersSchema = z
  .object({
    from: z.union([day, z.literal('')]).optional(),
    to: z.union([day, z.literal('')]).optional(),
    square_id: filterId,
    company_id: filterId,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], message: 'dashboards.range_invalid' });
export type DashboardFilters = z.output<typeof DashboardFiltersSchema>;

/** One point of a chart: the key its link fills, its label in the caller's language, its value. */
const PointSchema = z.object({ key: z.string(), label: z.string(), value: z.number() });
const ChartDataSchema = z.object({
  id: z.string(),
  kind: z.enum(CHART_KINDS),
  points: z.array(PointSchema),
});
export type ChartData = z.output<typeof ChartDataSchema>;

/** A sibling site's figures: configured or not, and each site's charts (or why it did not answer). */
const SiblingSchema = z.object({
  configured: z.boolean(),
  sites: z.array(
    z.object({
      url: z.string(),
      ok: z.boolean(),
      charts: z.array(ChartDataSchema),
      error: z.string().optional(),
    }),
  ),
});

const DashboardDataSchema = dataResponse(
  z.object({
    charts: z.array(ChartDataSchema),
    sibling: SiblingSchema.optional(),
    /** The square filter's options (the company's are searched as typed: `dashboards/companies`). */
    filters: z.object({ square_id: z.array(FilterOptionSchema) }),
  }),
);
export type DashboardData = z.output<typeof DashboardDataSchema>['data'];

/** `GET dashboards/<key>`: one route per dashboard (each has its own permission), one shape. */
export const dashboardEndpoint = (key: DashboardKey) =>
  defineEndpoint({
    method: 'GET',
    path: dashboardPath(key),
    query: DashboardFiltersSchema,
    response: DashboardDataSchema,
  });

/**
 * `GET dashboards/site-figures`: this site's season figures for a sibling site's dashboard, answered
 * only to a call signed with the shared secret (`x-mashaer-time`, `x-mashaer-signature`).
 */
export const siteFiguresEndpoint = defineEndpoint({
  method: 'GET',
  path: 'dashboards/site-figures',
  response: dataResponse(z.object({ charts: z.array(ChartDataSchema) })),
});

/** `GET dashboards/companies?search=&id=`: the authority's company filter, searched as typed. */
export const dashboardCompaniesEndpoint = defineEndpoint({
  method: 'GET',
  path: DASHBOARD_COMPANIES_PATH,
  query: CompanyOptionsQuerySchema,
  response: dataResponse(z.array(FilterOptionSchema)),
});

/**
 * One pending task of `/dashboard`: `count` records of a workflow (`title`) in a state
 * (`status_text`) where the caller may take one of the task actions (`actions`, their labels),
 * and the list that opens them filtered by that state (`link`). Labels in the caller's language.
 */
const PendingItemSchema = z.object({
  workflow: z.string(),
  title: z.string(),
  status: z.string(),
  status_text: z.string(),
  actions: z.array(z.string()),
  count: z.number().int(),
  link: z.string(),
});
export type PendingItem = z.output<typeof PendingItemSchema>;

/** `GET dashboard/pending`: what waits for the caller, from every workflow's allowed actions. */
export const dashboardPendingEndpoint = defineEndpoint({
  method: 'GET',
  path: DASHBOARD_PENDING_PATH,
  response: dataResponse(z.array(PendingItemSchema)),
});
