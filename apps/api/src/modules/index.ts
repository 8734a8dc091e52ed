import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { alliancesRoutes } from './accounts/alliances/alliances.routes';
import { categoriesRoutes } from './accounts/categories/categories.routes';
import { rolesRoutes } from './accounts/roles/roles.routes';
import { typesRoutes } from './accounts/types/types.routes';
import { usersRoutes } from './accounts/users/users.routes';
import { authRoutes } from './auth/auth.routes';
import { campsRoutes } from './camps/camps.routes';
import { countriesRoutes } from './camps/countries.routes';
import { webSettingsRoutes } from './cms/cms.routes';
import { contentRoutes } from './cms/content.routes';
import { newsBarRoutes } from './cms/news-bar.routes';
import { termsRoutes } from './cms/terms.routes';
import { contractsRoutes } from './contracts/contracts.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { documentsRoutes } from './documents/documents.routes';
import { financeRoutes } from './finance/finance.routes';
import { gisRoutes } from './gis/gis.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { licencesRoutes } from './licences/licences.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { ordersRoutes } from './orders/orders.routes';
import { profileRoutes } from './profile/profile.routes';
import { questionnairesRoutes } from './questionnaires/questionnaires.routes';
import { reassignRoutes } from './reassign/reassign.routes';
import { reportsRoutes } from './reports/reports.routes';
import { searchRoutes } from './search/search.routes';
import { templatesRoutes } from './templates/templates.routes';
import { ticketsRoutes } from './tickets/tickets.routes';
import { violationsRoutes } from './violations/violations.routes';

/** Every area's routes, registered under /api. A new area adds one line here. */
export const modules: ((app: FastifyInstance, ctx: AppContext) => Promise<void>)[] = [
  authRoutes,
  usersRoutes,
  notificationsRoutes,
  profileRoutes,
  dashboardRoutes,
  countriesRoutes,
  rolesRoutes,
  typesRoutes,
  categoriesRoutes,
  webSettingsRoutes,
  alliancesRoutes,
  campsRoutes,
  templatesRoutes,
  contractsRoutes,
  jobsRoutes,
  documentsRoutes,
  ordersRoutes,
  licencesRoutes,
  reassignRoutes,
  financeRoutes,
  gisRoutes,
  searchRoutes,
  violationsRoutes,
  ticketsRoutes,
  newsBarRoutes,
  contentRoutes,
  termsRoutes,
  questionnairesRoutes,
  reportsRoutes,
];
