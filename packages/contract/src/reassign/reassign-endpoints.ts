import { z } from 'zod';
import { AttachmentListSchema, AttachmentReviewSchema, AttachmentWriteSchema } from '../attachments';
import { defineEndpoint, FileResponseSchema, MessageResponseSchema } from '../endpoint';
import { ListQuerySchema, listResponseSchema } from '../list';
import {
  ReassignDocumentQuerySchema,
  ReassignFlowSchema,
  ReassignHandoverRejectSchema,
  ReassignListBodySchema,
  ReassignReappointmentSchema,
  ReassignRedeliverySignSchema,
  ReassignRejectSchema,
  ReassignStoreSchema,
  ReassignUpdateSchema,
} from './reassign';
import {
  ReassignDetailsSchema,
  ReassignRowSchema,
  ReassignWriteSchema,
  UsersOfTypeAnswerSchema,
} from './reassign-records';

const ORDER = 'general/reassign_order';
const FLOW = 'general/reassign_order_flow';

/** A write on one order (or one group row) by its `{id}`, with no body. */
const onOrder = <const P extends string>(path: P) =>
  defineEndpoint({ method: 'POST', path: `${ORDER}/${path}/{id}`, response: ReassignWriteSchema });

/** A workflow move whose body names the order (`reassign_order_id`). */
const flow = <const P extends string, B extends z.ZodType>(path: P, body: B) =>
  defineEndpoint({ method: 'POST', path: `${FLOW}/${path}`, body, response: ReassignWriteSchema });

/**
 * An order's documents of one kind through the attachments mechanism: store (201) and update
 * (`?reassign_order_id=`, multipart), the list, download, delete and review of one file.
 */
const documents = <const B extends string, const L extends string>(base: B, listPath: L) => ({
  store: defineEndpoint({
    method: 'POST',
    path: `${base}/store`,
    query: ReassignDocumentQuerySchema,
    multipart: true,
    status: 201,
    response: AttachmentWriteSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${base}/update`,
    query: ReassignDocumentQuerySchema,
    multipart: true,
    response: AttachmentWriteSchema,
  }),
  list: defineEndpoint({ method: 'GET', path: `${base}/${listPath}/{id}`, response: AttachmentListSchema }),
  download: defineEndpoint({ method: 'GET', path: `${base}/download/{id}`, response: FileResponseSchema }),
  delete: defineEndpoint({ method: 'DELETE', path: `${base}/delete/{id}`, response: MessageResponseSchema }),
  review: defineEndpoint({
    method: 'POST',
    path: `${base}/review/{id}`,
    body: AttachmentReviewSchema,
    response: AttachmentWriteSchema,
  }),
});

/** Spec 001 §7 "Re-assign and lock orders", paths verbatim. */
export const reassignEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: `${ORDER}/list`,
    query: ListQuerySchema,
    body: ReassignListBodySchema,
    response: listResponseSchema(ReassignRowSchema),
  }),
  store: defineEndpoint({
    method: 'POST',
    path: `${ORDER}/store`,
    body: ReassignStoreSchema,
    status: 201,
    response: ReassignWriteSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${ORDER}/update`,
    body: ReassignUpdateSchema,
    response: ReassignWriteSchema,
  }),
  show: defineEndpoint({
    method: 'GET',
    path: `${ORDER}/show/{id}`,
    response: z.object({ data: ReassignDetailsSchema }),
  }),
  removeOrderFromGroup: onOrder('removeOrderFromGroup'),
  cancelCamp: onOrder('cancel-camp'),
  submit: onOrder('submit'),
  sign: onOrder('sign'),
  submitPayment: onOrder('submit-payment'),
  cancel: onOrder('cancel'),
  flowApprove: flow('approve', ReassignFlowSchema),
  flowReject: flow('reject', ReassignRejectSchema),
  flowCancel: flow('cancel-order', ReassignFlowSchema),
  reappointment: defineEndpoint({
    method: 'POST',
    path: `${ORDER}/re-appointment`,
    body: ReassignReappointmentSchema,
    response: ReassignWriteSchema,
  }),
  rejectedByHandover: defineEndpoint({
    method: 'POST',
    path: `${ORDER}/rejected-by-handover/{id}`,
    body: ReassignHandoverRejectSchema,
    response: ReassignWriteSchema,
  }),
  redeliverySign: defineEndpoint({
    method: 'POST',
    path: `${ORDER}/re-delivery/sign/{id}`,
    body: ReassignRedeliverySignSchema,
    response: ReassignWriteSchema,
  }),
  usersOfType: defineEndpoint({
    method: 'GET',
    path: 'general/reassign_form/get-user-of-type/{type_id}',
    params: z.object({ type_id: z.coerce.number().int().positive().max(1000) }),
    response: UsersOfTypeAnswerSchema,
  }),
  krokyDocuments: documents('general/reassign_kroky_documents', 'index'),
  paymentDocuments: documents('general/reassign_payment_documents', 'view'),
  redeliveryFile: documents(`${ORDER}/re-delivery/file`, 'index'),
};
