import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';

type DashboardCard = { key: string; value: number | string };

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: () => api.get<{ data: { cards: DashboardCard[] } }>('dashboard'),
  });
