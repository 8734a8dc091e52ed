import { dataResponse, defineEndpoint } from '../endpoint';
import { ListQuerySchema, listResponseSchema } from '../list';
import {
  ContractBulkSignSchema,
  ContractBulkStoreSchema,
  ContractListBodySchema,
  ContractSignSchema,
  ContractStoreSchema,
  StartDeliveryFormSchema,
} from './contracts';
import {
  AppointmentFormsAnswerSchema,
  ContractRowSchema,
  ContractSignedSchema,
  ContractStoredSchema,
  ContractsSignedSchema,
  ContractsStoredSchema,
  ContractViewSchema,
  DeliveryFormStartedSchema,
} from './contracts-records';

const BASE = 'general/contracts';

/**
 * Spec §7 "Appointments and contracts", paths verbatim: the list, store, bulk-store,
 * sign-contract/{id} (GET the contract, POST the signature), bulk-sign; and the delivery forms of
 * an appointment.
 */
export const contractsEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: BASE,
    query: ListQuerySchema,
    body: ContractListBodySchema,
    response: listResponseSchema(ContractRowSchema),
  }),
  store: defineEndpoint({
    method: 'POST',
    path: `${BASE}/store`,
    body: ContractStoreSchema,
    status: 201,
    response: ContractStoredSchema,
  }),
  bulkStore: defineEndpoint({
    method: 'POST',
    path: `${BASE}/bulk-store`,
    body: ContractBulkStoreSchema,
    status: 201,
    response: ContractsStoredSchema,
  }),
  show: defineEndpoint({
    method: 'GET',
    path: `${BASE}/sign-contract/{id}`,
    response: dataResponse(ContractViewSchema),
  }),
  sign: defineEndpoint({
    method: 'POST',
    path: `${BASE}/sign-contract/{id}`,
    body: ContractSignSchema,
    response: ContractSignedSchema,
  }),
  bulkSign: defineEndpoint({
    method: 'POST',
    path: `${BASE}/bulk-sign`,
    body: ContractBulkSignSchema,
    response: ContractsSignedSchema,
  }),
  appointmentForms: defineEndpoint({
    method: 'GET',
    path: 'general/appointments/forms/{id}',
    response: AppointmentFormsAnswerSchema,
  }),
  startDeliveryForm: defineEndpoint({
    method: 'POST',
    path: 'general/appointments/start-form/{id}',
    body: StartDeliveryFormSchema,
    response: DeliveryFormStartedSchema,
  }),
};
