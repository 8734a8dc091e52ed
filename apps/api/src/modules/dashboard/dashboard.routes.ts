import { DashboardAnswerSchema } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answers } from '../../lib/route';
import { currentUser } from '../../plugins/access';
import { dashboard } from './dashboard.service';

/** `GET dashboard`: the /dashboard cards (richer dashboards have their own permissions, later). */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/dashboard',
    {
      config: { access: { permission: 'dashboard' } },
      schema: { response: answers({ 200: DashboardAnswerSchema }), tags: ['dashboard'] },
    },
    (req) => dashboard(ctx, currentUser(req)),
  );
}
