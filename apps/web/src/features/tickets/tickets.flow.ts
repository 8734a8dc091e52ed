// The contract's workflow on its own, loaded lazily by the screens (see tickets.workflow.ts).
export { TICKET_WORKFLOW as workflow } from '@mashaer/contract';
