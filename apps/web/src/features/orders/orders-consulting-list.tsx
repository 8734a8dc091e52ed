import { OrderList } from './order-list-base';
import { consultingScreens } from './orders.workflow';

/** `/orders/consulting`: the consultant's and the contractor's inbox (the orders naming them). */
export function ConsultingPage() {
  return <OrderList area={consultingScreens} />;
}
