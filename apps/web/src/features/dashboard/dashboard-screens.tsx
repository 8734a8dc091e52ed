import type { DashboardKey } from '@mashaer/contract';
import { DashboardView } from './dashboard-view';

const screen = (key: DashboardKey) =>
  function DashboardScreen() {
    return <DashboardView dashKey={key} />;
  };

/** Each declared dashboard's screen (the routes load them by name): one component draws them all. */
export const DeliveryBusinessPage = screen('delivery-business');
export const OrdersStatusPage = screen('orders-status');
export const CivilDefensePage = screen('civil-defense');
export const PowerBi2Page = screen('power-bi-2');
export const PowerBiArafatPage = screen('power-bi-arafat');
export const ReportViolationsPage = screen('report-violations');
export const ReassignDashboardPage = screen('reassign');
