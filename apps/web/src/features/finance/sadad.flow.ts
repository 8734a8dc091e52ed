// The contract's workflow on its own, loaded lazily by the screens (see sadad.workflow.ts).
export { SADAD_WORKFLOW as workflow } from '@mashaer/contract';
