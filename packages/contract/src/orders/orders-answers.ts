/** What the orders routes answer besides their lists and details (issue 27 §3). */
import { z } from 'zod';
import { AttachmentSchema } from '../attachments';
import {
  LooseListResponseSchema,
  LooseRecordAnswerSchema,
  LooseRecordSchema,
  MessageResponseSchema,
  messageResponse,
} from '../endpoint';
import { id } from '../fields';
import { TimelineEventSchema, text } from '../records';
import { OrderDetailsSchema, ReportSchema } from './orders-records';

/** A write on an order (store, update, a lifecycle action, specialists, parties, inputs): the order after it. */
export const OrderWriteAnswerSchema = messageResponse(OrderDetailsSchema);

/** A write answered with its notice only (a delete). */
export const OrderNoticeSchema = MessageResponseSchema;

/** `general/order_log/{id}`: the order's timeline. */
export const OrderLogAnswerSchema = z.object({ data: z.array(TimelineEventSchema) });

/** `specialist-order/{id}`, `specialist-with-attach/{id}`: the order's services with a specialist slot. */
export const OrderSpecialistsAnswerSchema = z.object({ data: OrderDetailsSchema.shape.services });

/** `getRejectedAttachment/{id}`: the rejected current files, each with its slot in words. */
export const OrderRejectedFilesSchema = z.object({
  data: z.array(AttachmentSchema.partial().extend({ slot_text: text })),
});

/** `getRequiredPledgesCount/{id}`: the pledges required, missing, pending and rejected. */
export const OrderPledgeCountsSchema = z.object({
  data: z.object({ required: z.number(), missing: z.number(), pending: z.number(), rejected: z.number() }),
});

/**
 * Reads answered `{ data: { … } }` whose fields are not declared one by one yet: the order form's
 * options, a camp's square, the file counts by kind, the signing state.
 */
export const OrderRecordAnswerSchema = LooseRecordAnswerSchema;

/** `getOrderPledges/{id}` and `required-pledges`: pledges (not declared field by field yet). */
export const OrderPledgesAnswerSchema = z.object({ data: z.array(LooseRecordSchema) });

/** `order_sign/sign|unsign/{id}`: the signing state after it. */
export const OrderSignAnswerSchema = messageResponse(LooseRecordSchema);

/** `getOrderPledges/{id}`: the order's pledges, as its details carry them. */
export const OrderPledgeListSchema = z.object({ data: OrderDetailsSchema.shape.pledges });

/** The report and cancel-request lists (rows not declared field by field yet). */
export const OrderRecordListSchema = LooseListResponseSchema;

/** `change_report_status`, `achive_reports/store`: the report after it. */
export const ReportWriteSchema = messageResponse(ReportSchema);

/** A cancel request stored or decided: the request, its state and timeline. */
export const CancelRequestWriteSchema = messageResponse(
  LooseRecordSchema.extend({
    id,
    type_text: text,
    status: text,
    status_text: text,
    allowed_actions: z.array(text),
    timeline: z.array(TimelineEventSchema),
  }),
);

/** `find-safty/{id}`: the order's handover checklist. */
export const OrderSafetyAnswerSchema = z.object({
  data: z.object({ order_id: id, status: text, checks: z.array(LooseRecordSchema) }),
});
