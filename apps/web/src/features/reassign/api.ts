import type {
  AssignmentRow,
  AttachmentList,
  MessageResponse,
  ReassignDetails,
  ReassignRow,
  ReassignType,
} from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../api/client';
import { dataQuery } from '../../api/data-query';
import { toFormData } from '../../api/form-data';
import { fetchListPage } from '../../api/list';
import { withId } from '../../api/paths';

/** The API paths of re-assign and lock orders (spec 001 §7, verbatim). */
export const PATHS = {
  list: 'general/reassign_order/list',
  store: 'general/reassign_order/store',
  update: 'general/reassign_order/update',
  show: withId('general/reassign_order/show'),
  removeCamp: (id: number) => `general/reassign_order/removeOrderFromGroup/${id}`,
  action: (action: string, id: string | number) =>
    ({
      approve: 'general/reassign_order_flow/approve',
      reject: 'general/reassign_order_flow/reject',
      cancel: 'general/reassign_order_flow/cancel-order',
      submit_payment: `general/reassign_order/submit-payment/${id}`,
      reject_by_handover: `general/reassign_order/rejected-by-handover/${id}`,
    })[action] ?? `general/reassign_order/${action}/${id}`,
  docs: {
    kroky: {
      store: 'general/reassign_kroky_documents/store',
      list: withId('general/reassign_kroky_documents/index'),
      review: (id: number) => `general/reassign_kroky_documents/review/${id}`,
    },
    payment: {
      store: 'general/reassign_payment_documents/store',
      list: withId('general/reassign_payment_documents/view'),
      review: (id: number) => `general/reassign_payment_documents/review/${id}`,
    },
    redelivery: {
      store: 'general/reassign_order/re-delivery/file/store',
      list: withId('general/reassign_order/re-delivery/file/index'),
      review: (id: number) => `general/reassign_order/re-delivery/file/review/${id}`,
    },
  },
  reappoint: 'general/reassign_order/re-appointment',
  signRedelivery: withId('general/reassign_order/re-delivery/sign'),
  heldCamps: 'general/camps/index',
} as const;

export type DocKind = keyof typeof PATHS.docs;

/** The list route and the details route of a type (spec 001 §2). */
export const BASE: Record<ReassignType, string> = { reassign: '/re-assign-orders', lock: '/lock-orders' };

/** A list row and the details, as the contract declares them (statuses typed, dates as ISO text). */
export type OrderRow = ReassignRow & Record<string, unknown>;
export type OrderDetails = ReassignDetails;

export const orderQuery = (id: string) =>
  dataQuery<OrderDetails>(['reassign', 'order', id], PATHS.show(id), { fresh: true });

/** A re-assign or lock order's files, as the contract declares them (every slot, the history, what lacks). */
type DocList = AttachmentList;
export const docsQuery = (kind: DocKind, id: string) =>
  dataQuery<DocList>(['reassign', 'docs', kind, id], PATHS.docs[kind].list(id), { fresh: true });

export const uploadDoc = (kind: DocKind, orderId: number, file: File) =>
  request<MessageResponse>(PATHS.docs[kind].store, {
    method: 'POST',
    query: { reassign_order_id: orderId },
    body: toFormData({}, { file }),
  });
export const reviewDoc = (kind: DocKind, id: number, status: 'approved' | 'rejected', reason?: string) =>
  api.post<MessageResponse>(PATHS.docs[kind].review(id), { status, reason });

export const heldCampsQuery = (search: string) =>
  queryOptions({
    queryKey: ['reassign', 'held-camps', search],
    queryFn: () =>
      fetchListPage<AssignmentRow>(PATHS.heldCamps, { search, status: 'deliverd', paginate: 50 }, 1),
  });
export const storeOrder = (type: ReassignType, camp_ids: number[]) =>
  api.post<MessageResponse & { data: { id: number } }>(PATHS.store, { type, camp_ids });
export const removeCamp = (id: number) => api.post<MessageResponse>(PATHS.removeCamp(id));
export const reappoint = (order_id: number, appointment: string, minutes: number) =>
  api.post<MessageResponse>(PATHS.reappoint, { order_id, appointment, minutes });
export const signRedelivery = (id: number, password: string) =>
  api.post<MessageResponse>(PATHS.signRedelivery(id), { password });
