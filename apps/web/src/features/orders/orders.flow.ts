// The contract's workflow on its own, loaded lazily by the screens (see orders.workflow.ts).
export { ORDER_WORKFLOW as workflow } from '@mashaer/contract';
