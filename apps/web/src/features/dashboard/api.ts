import { dataQuery } from '../../api/data-query';

type DashboardCard = { key: string; value: number | string };

export const dashboardQuery = () => dataQuery<{ cards: DashboardCard[] }>(['dashboard'], 'dashboard');
