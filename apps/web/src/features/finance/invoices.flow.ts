// The contract's workflow on its own, loaded lazily by the screens (see invoices.workflow.ts).
export { INVOICE_WORKFLOW as workflow } from '@mashaer/contract';
