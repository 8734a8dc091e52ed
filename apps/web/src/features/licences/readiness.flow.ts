// The contract's workflow on its own, loaded lazily by the screens (see readiness.workflow.ts).
export { READINESS_WORKFLOW as workflow } from '@mashaer/contract';
