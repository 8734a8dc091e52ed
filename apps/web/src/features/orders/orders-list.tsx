import { OrderList, ownerActions } from './order-list-base';
import { orderScreens } from './orders.workflow';

/** `/orders`: the orders in the caller's scope. */
export function OrdersListPage() {
  return <OrderList area={orderScreens} rowActions={ownerActions} />;
}
