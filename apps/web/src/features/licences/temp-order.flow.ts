// The contract's workflow on its own, loaded lazily by the screens (see temp-order.workflow.ts).
export { TEMP_ORDER_WORKFLOW as workflow } from '@mashaer/contract';
