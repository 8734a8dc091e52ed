import { type DashboardKey, dashboardCompaniesEndpoint, dashboardEndpoint } from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { dataQuery } from '../../api/data-query';

type DashboardCard = { key: string; value: number | string };

export const dashboardQuery = () => dataQuery<{ cards: DashboardCard[] }>(['dashboard'], 'dashboard');

/** A declared dashboard's charts under the filters of the URL (`GET dashboards/<key>`). */
export const dashboardChartsQuery = (key: DashboardKey, filters: Record<string, string>) =>
  queryOptions({
    queryKey: ['dashboards', key, filters],
    queryFn: () => call(dashboardEndpoint(key), { query: filters }),
  });

/** The company filter's options, searched as typed (authority only). */
export const COMPANIES_PATH = dashboardCompaniesEndpoint.path;
