// The contract's workflow on its own, loaded lazily by the screens (see reassign.workflow.ts).
export { REASSIGN_WORKFLOW as workflow } from '@mashaer/contract';
