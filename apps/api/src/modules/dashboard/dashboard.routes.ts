import {
  DASHBOARD_KEYS,
  DASHBOARDS,
  DashboardAnswerSchema,
  dashboardCompaniesEndpoint,
  dashboardEndpoint,
  dashboardPendingEndpoint,
  siteFiguresEndpoint,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answers, route } from '../../lib/route';
import { currentUser } from '../../plugins/access';
import { companies, dashboardData, siteFigures } from './charts.service';
import { dashboard } from './dashboard.service';
import { pendingActions } from './pending.service';

const tags = ['dashboard'];
const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** `GET dashboard` (the cards) and `GET dashboards/<key>` (each declared dashboard's charts). */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/dashboard',
    {
      config: { access: { permission: 'dashboard' } },
      schema: { response: answers({ 200: DashboardAnswerSchema }), tags },
    },
    (req) => dashboard(ctx, currentUser(req)),
  );

  // What waits for the caller in every workflow (the home screen's pending actions).
  route(app, dashboardPendingEndpoint, { access: { permission: 'dashboard' }, tags }, (_input, actor) =>
    pendingActions(ctx, actor),
  );

  // One route per dashboard, each behind its own permission (spec 000 §6), one handler.
  for (const key of DASHBOARD_KEYS)
    route(
      app,
      dashboardEndpoint(key),
      { access: { permission: DASHBOARDS[key].permission }, tags },
      ({ query }, actor) => dashboardData(ctx, actor, key, query),
    );

  route(app, dashboardCompaniesEndpoint, { access: { permission: 'dashboard' }, tags }, ({ query }, actor) =>
    companies(ctx, actor, query),
  );

  // A sibling site's server asks for this site's figures (signed with the shared secret).
  route(app, siteFiguresEndpoint, { access: 'public', tags }, (_input, _actor, { req }) =>
    siteFigures(
      ctx,
      req.lang,
      header(req.headers['x-mashaer-time']),
      header(req.headers['x-mashaer-signature']),
    ),
  );
}
