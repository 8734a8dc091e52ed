// The contract's workflow on its own, loaded lazily by the screens (see violation.workflow.ts).
export { VIOLATION_WORKFLOW as workflow } from '@mashaer/contract';
