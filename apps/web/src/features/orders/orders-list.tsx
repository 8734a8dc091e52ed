import { useNavigate } from 'react-router';
import { OrderList, ownerActions } from './order-list-base';
import { orderScreens } from './orders.workflow';

/** `/orders`: the orders in the caller's scope. */
export function OrdersListPage() {
  const navigate = useNavigate();
  return <OrderList area={orderScreens} rowActions={ownerActions(navigate)} />;
}
