// The contract's workflows on their own, loaded lazily by the screens (see order-licences.workflow.ts).
export {
  CANCEL_REQUEST_WORKFLOW as cancelRequestWorkflow,
  REPORT_WORKFLOW as reportWorkflow,
} from '@mashaer/contract';
