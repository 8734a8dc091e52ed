// The contract's workflow on its own, loaded lazily by the screens (see car.workflow.ts).
export { CAR_LICENCE_WORKFLOW as workflow } from '@mashaer/contract';
