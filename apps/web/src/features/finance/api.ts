import type { Attachment, FilterOption } from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { TimelineEvent } from '../../components/timeline/timeline';

/** The API paths of sadad orders (spec 001 §7 "Sadad and invoices", verbatim). */
export const SADAD = {
  list: 'general/sadad',
  create: 'general/sadad/create',
  store: 'general/sadad/store',
  details: (id: string | number) => `general/sadad/details/${id}`,
  upload: (id: string | number) => `general/sadad/upload_docs?sadad_order_id=${id}`,
  changeState: 'general/sadad/change_state',
  cancel: (id: string | number) => `general/sadad/cancel/${id}`,
} as const;

/** What every sadad order and invoice answers about its state (spec §3 `get_status`). */
export type WorkflowState = {
  status: string;
  status_text: string;
  status_id: number;
  get_status: { id: number; status: string };
  allowed_actions: string[];
};

export type SadadRow = WorkflowState & {
  id: number;
  bill_number: string;
  company_id: number;
  company_name?: string;
  amount: number;
  amount_sar: string;
  due_date: string;
  reason: string;
  reason_text: string;
  description: string | null;
  rejection_reason: string | null;
  paid_at: string | null;
  created_at: string;
};

export type ReceiptSlots = {
  slots: { slot: string; slot_text: string; current: Attachment | null }[];
  history: Attachment[];
};

export type SadadView = SadadRow & { timeline: TimelineEvent[]; attachments: ReceiptSlots };

export const sadadKey = (id: string) => ['finance', 'sadad', id] as const;
export const sadadQuery = (id: string) =>
  queryOptions({
    queryKey: sadadKey(id),
    queryFn: () => api.get<{ data: SadadView }>(SADAD.details(id)),
    gcTime: 0,
  });
export const sadadFormQuery = () =>
  queryOptions({
    queryKey: ['finance', 'sadad', 'create'],
    queryFn: () => api.get<{ data: { companies: FilterOption[]; reasons: FilterOption[] } }>(SADAD.create),
  });
