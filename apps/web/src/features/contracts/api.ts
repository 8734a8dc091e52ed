import type {
  AppointmentFormsAnswerSchema,
  AssignmentRow,
  ContractRow as ContractRowRecord,
  ContractStatus,
  ContractView as ContractViewRecord,
  MessageResponse,
} from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';
import { fetchListPage } from '../../api/list';
import { withId } from '../../api/paths';

/** The API paths of contracts and delivery forms (spec §7 "Appointments and contracts", verbatim). */
export const PATHS = {
  contracts: 'general/contracts',
  store: 'general/contracts/store',
  bulkStore: 'general/contracts/bulk-store',
  signContract: withId('general/contracts/sign-contract'),
  bulkSign: 'general/contracts/bulk-sign',
  assignments: 'general/camps/index',
  appointmentForms: withId('general/appointments/forms'),
  appointment: withId('general/appointments/edit'),
} as const;

/** The list row and the document, as the contract declares them (statuses typed, not strings). */
export type ContractRow = ContractRowRecord & Record<string, unknown>;
/** The document with the workflow kernel's answer (the actions open to the caller, the timeline). */
export type ContractView = ContractViewRecord;

const fetchContract = (id: string | number) => api.get<{ data: ContractView }>(PATHS.signContract(id));
export const contractQuery = (id: string) =>
  queryOptions({ queryKey: ['contracts', 'contract', id], queryFn: () => fetchContract(id), gcTime: 0 });

/** The contracts the user may sign now, a page of 50 (bulk signature). */
export const signableQuery = (page: number) =>
  queryOptions({
    queryKey: ['contracts', 'signable', page],
    queryFn: () => fetchListPage<ContractRow>(PATHS.contracts, { signable: 1, paginate: 50 }, page),
    gcTime: 0,
  });

/** The assignments a contract can be created for, searched (the create dialog). */
export const assignOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['contracts', 'assign-options', search],
    queryFn: () => fetchListPage<AssignmentRow>(PATHS.assignments, { search, paginate: 30 }, 1),
  });
export const signContract = (id: string | number, password: string) =>
  api.post<MessageResponse & { data: { contract_status: ContractStatus } }>(PATHS.signContract(id), {
    password,
  });
export const bulkSign = (contract_ids: number[], password: string) =>
  api.post<MessageResponse>(PATHS.bulkSign, { contract_ids, password });
export const bulkStore = (assign_camps_ids: number[]) =>
  api.post<MessageResponse>(PATHS.bulkStore, { assign_camps_ids });

const fetchDeliveryForms = (id: string | number) =>
  api.get<z.infer<typeof AppointmentFormsAnswerSchema>>(PATHS.appointmentForms(id));
export const deliveryFormsQuery = (id: string) =>
  queryOptions({ queryKey: ['contracts', 'forms', id], queryFn: () => fetchDeliveryForms(id), gcTime: 0 });
