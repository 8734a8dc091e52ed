import { accountsRoutes } from '../features/accounts/routes';
import { authRoutes } from '../features/auth/routes';
import { campsRoutes } from '../features/camps/routes';
import { cmsRoutes } from '../features/cms/routes';
import { contractsRoutes } from '../features/contracts/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { documentsRoutes } from '../features/documents/routes';
import { errorRoutes } from '../features/errors/routes';
import { financeRoutes } from '../features/finance/routes';
import { gisRoutes } from '../features/gis/routes';
import { licencesRoutes } from '../features/licences/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { ordersRoutes } from '../features/orders/routes';
import { profileRoutes } from '../features/profile/routes';
import { questionnairesRoutes } from '../features/questionnaires/routes';
import { reassignRoutes } from '../features/reassign/routes';
import { reportsRoutes } from '../features/reports/routes';
import { templatesRoutes } from '../features/templates/routes';
import { ticketsRoutes } from '../features/tickets/routes';
import { violationsRoutes } from '../features/violations/routes';
import type { RouteHandle, ScreenRoute } from '../routing/route-types';

/** Every screen of the app, as the features declare them. */
export const SCREENS: ScreenRoute[] = [
  ...authRoutes,
  ...errorRoutes,
  ...documentsRoutes,
  // The home screen shows the CMS's latest news (its own chunk and strings, loaded with /dashboard).
  // i18n is imported when the panel loads: this module is read by Node too (the e2e axe sweep), where
  // the dictionaries' virtual module does not exist.
  ...dashboardRoutes({
    latestNews: () =>
      Promise.all([
        import('../features/cms/latest-news'),
        import('../i18n/i18n').then((i) => i.ensureFeatureStrings('cms')),
      ]).then(([m]) => m),
  }),
  ...profileRoutes,
  ...notificationRoutes,
  ...campsRoutes,
  ...contractsRoutes,
  ...templatesRoutes,
  ...accountsRoutes,
  ...ordersRoutes,
  ...licencesRoutes,
  ...reassignRoutes,
  ...financeRoutes,
  ...violationsRoutes,
  ...gisRoutes,
  ...ticketsRoutes,
  ...cmsRoutes,
  ...questionnairesRoutes,
  ...reportsRoutes,
];

export const ROUTE_HANDLES: Record<string, RouteHandle> = Object.fromEntries(
  SCREENS.map((s) => [s.path, { name: s.name, parent: s.parent, path: s.path }]),
);
