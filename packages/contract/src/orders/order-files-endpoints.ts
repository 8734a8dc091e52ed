import { z } from 'zod';
import { AttachmentListSchema, AttachmentWriteSchema } from '../attachments';
import { defineEndpoint, FileResponseSchema } from '../endpoint';
import { AddSpecialistSchema, AnswerInputsSchema, OrderFileReviewSchema } from './orders';
import {
  OrderFileCountsSchema,
  OrderNoticeSchema,
  OrderPledgeCountsSchema,
  OrderPledgeListSchema,
  OrderPledgesAnswerSchema,
  OrderRejectedFilesSchema,
  OrderSpecialistsAnswerSchema,
  OrderWriteAnswerSchema,
} from './orders-answers';

const B = 'general/orders';
const at = <const P extends string>(p: P) => `${B}/${p}` as `${typeof B}/${P}`;

/** Upload target: the order and what the file is for, in the query (the body is the file). */
const UploadQuerySchema = z.object({
  order_id: z.coerce.number().int().positive(),
  ref_id: z.coerce.number().int().positive(),
});

/** An upload into one of the order's slots (multipart; the file in `file`). */
const upload = <const P extends string>(path: P) =>
  defineEndpoint({
    method: 'POST',
    path: at(path),
    query: UploadQuerySchema,
    multipart: true,
    status: 201,
    response: AttachmentWriteSchema,
  });
/** The authority's review of one file. */
const review = <const P extends string>(path: P) =>
  defineEndpoint({
    method: 'POST',
    path: at(path),
    body: OrderFileReviewSchema,
    response: AttachmentWriteSchema,
  });
/** A read of the order `{id}`. */
const read = <const P extends string, R extends z.ZodType>(path: P, response: R) =>
  defineEndpoint({ method: 'GET', path: at(`${path}/{id}`), response });

/**
 * Spec 001 §7 "Orders": the order's files through the attachments mechanism (uploads, reviews,
 * lists, counts, delete, download), its specialists and its inputs' answers. Paths verbatim.
 */
export const orderFilesEndpoints = {
  uploadPledgesAttachments: upload('uploadPledgesAttachments'),
  uploadSpecialistsAttachments: upload('uploadSpecialistsAttachments'),
  uploadAttachments: upload('uploadAttachments'),
  disapprovePladgeAttachment: review('disapprovePladgeAttachment'),
  disapproveSpecialistsAttachment: review('disapproveSpecialistsAttachment'),
  disapproveAttachment: review('disapproveAttachment'),
  attachments: read('getOrderAttachments', AttachmentListSchema),
  pledges: read('getOrderPledges', OrderPledgeListSchema),
  rejectedAttachments: read('getRejectedAttachment', OrderRejectedFilesSchema),
  requiredPledgesCount: read('getRequiredPledgesCount', OrderPledgeCountsSchema),
  attachmentCount: read('getAttachmentCount', OrderFileCountsSchema),
  requiredPledges: defineEndpoint({
    method: 'GET',
    path: at('required-pledges'),
    query: z.object({ services: z.array(z.coerce.number().int().positive()).max(50).default([]) }),
    response: OrderPledgesAnswerSchema,
  }),
  deleteAttachment: defineEndpoint({
    method: 'DELETE',
    path: at('deleteOrderAttachment/{id}'),
    response: OrderNoticeSchema,
  }),
  download: read('attachments/download', FileResponseSchema),
  addSpecialist: defineEndpoint({
    method: 'POST',
    path: at('add-specialist/{id}'),
    body: AddSpecialistSchema,
    response: OrderWriteAnswerSchema,
  }),
  approveAddSpecialist: defineEndpoint({
    method: 'POST',
    path: at('approve-add-specialist/{id}'),
    response: OrderWriteAnswerSchema,
  }),
  specialistOrder: read('specialist-order', OrderSpecialistsAnswerSchema),
  specialistWithAttach: read('specialist-with-attach', OrderSpecialistsAnswerSchema),
  answerInputs: defineEndpoint({
    method: 'POST',
    path: at('answer-inputs'),
    body: AnswerInputsSchema,
    response: OrderWriteAnswerSchema,
  }),
  destroyService: defineEndpoint({
    method: 'DELETE',
    path: at('services/destroy/{id}'),
    response: OrderNoticeSchema,
  }),
};
