import {
  DASHBOARD_COMPANIES_PATH,
  DASHBOARD_PENDING_PATH,
  type DashboardData,
  type DashboardKey,
  dashboardPath,
  type PendingItem,
} from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { dataQuery } from '../../api/data-query';

type DashboardCard = { key: string; value: number | string };

export const dashboardQuery = () => dataQuery<{ cards: DashboardCard[] }>(['dashboard'], 'dashboard');

/** What waits for the caller in every workflow (`GET dashboard/pending`). */
export const dashboardPendingQuery = () =>
  dataQuery<PendingItem[]>(['dashboard', 'pending'], DASHBOARD_PENDING_PATH);

/**
 * A declared dashboard's charts under the filters of the URL (`GET dashboards/<key>`). Read with
 * the client and the contract's answer type rather than `call(endpoint)`: the endpoint's zod
 * schemas would bring zod into this lazy chunk and, shared with the lists' chunks, onto every list.
 */
export const dashboardChartsQuery = (key: DashboardKey, filters: Record<string, string>) =>
  queryOptions({
    queryKey: ['dashboards', key, filters],
    queryFn: () => api.get<{ data: DashboardData }>(`${dashboardPath(key)}?${new URLSearchParams(filters)}`),
  });

/** The company filter's options, searched as typed (authority only). */
export const COMPANIES_PATH = DASHBOARD_COMPANIES_PATH;
