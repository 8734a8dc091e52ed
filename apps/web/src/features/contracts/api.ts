import type { MessageResponse } from '@mashaer/contract';
import { api } from '../../api/client';

/** The API paths of contracts and delivery forms (spec §7 "Appointments and contracts", verbatim). */
export const PATHS = {
  contracts: 'general/contracts',
  store: 'general/contracts/store',
  bulkStore: 'general/contracts/bulk-store',
  signContract: (id: string | number) => `general/contracts/sign-contract/${id}`,
  bulkSign: 'general/contracts/bulk-sign',
  assignments: 'general/camps/index',
  appointmentForms: (id: string | number) => `general/appointments/forms/${id}`,
  startForm: (id: string | number) => `general/appointments/start-form/${id}`,
  appointment: (id: string | number) => `general/appointments/edit/${id}`,
} as const;

export type ContractRow = {
  id: number;
  assign_camps_id: number;
  company_id: number;
  contract_status: string;
  contract_status_text: string;
  camp_number: string;
  square_name: string;
  company_name: string;
  created_at: string;
  signed_at: string | null;
  can_sign: 0 | 1;
} & Record<string, unknown>;

export type PartySignature = {
  party: 'authority' | 'company';
  party_text: string;
  signature: {
    user_name: string;
    signed_at: string;
    content_hash: string;
    signature_image: string | null;
    stamp_image: string | null;
  } | null;
};

export type ContractView = {
  id: number;
  assign_camps_id: number;
  contract_status: string;
  contract_status_text: string;
  title: string;
  content: string;
  content_hash: string;
  created_at: string;
  signed_at: string | null;
  camp_number: string;
  square_name: string;
  company_name: string;
  receiver_cr: string | null;
  assign_status: string;
  verify_url: string;
  my_party: 'authority' | 'company';
  can_sign: 0 | 1;
  parties: PartySignature[];
};

export const fetchContract = (id: string | number) => api.get<{ data: ContractView }>(PATHS.signContract(id));
export const signContract = (id: string | number, password: string) =>
  api.post<MessageResponse & { data: { contract_status: string } }>(PATHS.signContract(id), { password });
export const bulkSign = (contract_ids: number[], password: string) =>
  api.post<MessageResponse>(PATHS.bulkSign, { contract_ids, password });
export const bulkStore = (assign_camps_ids: number[]) =>
  api.post<MessageResponse>(PATHS.bulkStore, { assign_camps_ids });

export type DeliveryForms = {
  appointment: { id: number; assign_camp_id: number; status: string; appointment: string };
  forms: {
    id: number;
    name: string;
    filling_id: number | null;
    status: string | null;
    status_text: string | null;
  }[];
};
export const fetchDeliveryForms = (id: string | number) =>
  api.get<{ data: DeliveryForms }>(PATHS.appointmentForms(id));
export const startForm = (id: string | number, formId: string | number) =>
  api.post<{ data: { filling_id: number; status: string } }>(PATHS.startForm(id), {
    form_id: Number(formId),
  });
