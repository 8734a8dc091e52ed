/** What the orders routes answer besides their lists and details (issue 27 §3). */
import { z } from 'zod';
import { AttachmentSchema } from '../attachments';
import { MessageResponseSchema, messageResponse } from '../endpoint';
import { id } from '../fields';
import { listResponseSchema } from '../list';
import { instant, int, maybe, TimelineEventSchema, text, workflowState } from '../records';
import { PledgeRowSchema } from './catalogue-records';
import { CANCEL_REQUEST_STATUSES, CANCEL_REQUEST_TYPES, REPORT_STATUSES } from './orders-licence';
import { LicenceSchema, OrderDetailsSchema, OrderSignStateSchema, ReportSchema } from './orders-records';

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

const NamedSchema = z.object({ id, name: text, name_en: text });

/** `general/orders/create`: the order form's options. */
export const OrderFormOptionsSchema = z.object({
  data: z.object({
    camps: z.array(z.object({ id, camp_number: text, square_id: id, company_id: id })),
    consultants: z.array(NamedSchema),
    contractors: z.array(NamedSchema),
    services: z.array(NamedSchema.extend({ specialist_id: id, is_req: int })),
    receiver_fixed: z.boolean(),
  }),
});

/** `square-by-camp`: the camp's square. */
export const SquareOfCampSchema = z.object({
  data: z.object({ camp_id: id, square_id: id, name: text, name_en: text }),
});

/** `getAttachmentCount/{id}`: the order's file counts by kind. */
export const OrderFileCountsSchema = z.object({ data: OrderDetailsSchema.shape.counts });

/** `required-pledges`: the pledges the chosen services require. */
export const OrderPledgesAnswerSchema = z.object({ data: z.array(PledgeRowSchema) });

/** `order_sign/check-sign/{id}`: who has signed, and whether the caller may sign now. */
export const OrderSignStateAnswerSchema = z.object({ data: OrderSignStateSchema });

/** `order_sign/sign|unsign/{id}`: the signing state after it. */
export const OrderSignAnswerSchema = messageResponse(OrderSignStateSchema);

/** `getOrderPledges/{id}`: the order's pledges, as its details carry them. */
export const OrderPledgeListSchema = z.object({ data: OrderDetailsSchema.shape.pledges });

/** What a row of the report and cancel-request lists shares: its order, camp and company. */
const orderChild = {
  id,
  order_id: id,
  number: text,
  camp_number: text,
  company_id: id,
  company_name: text,
  company_name_en: text,
  created_at: instant,
};

/** A row of `achive_reports?page` and `achive_reports/{id}`: an achievement report. */
const ReportRowSchema = z.object({
  ...orderChild,
  progress: int,
  consultant_id: id,
  consultant_name: text,
  consultant_name_en: text,
  ...workflowState(REPORT_STATUSES),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;
export const ReportListSchema = listResponseSchema(ReportRowSchema);

/** `canceled_requests?page`: cancel and replacement requests. */
export const CancelRequestListSchema = listResponseSchema(
  z.object({
    ...orderChild,
    type: z.enum(CANCEL_REQUEST_TYPES),
    type_text: text,
    reason: text,
    decision_reason: maybe(text),
    new_party_name: maybe(text),
    new_party_name_en: maybe(text),
    ...workflowState(CANCEL_REQUEST_STATUSES),
  }),
);

/** `get_available_report`: whether the caller may file a report on the order now, and its next number. */
export const ReportAvailabilitySchema = z.object({
  data: z.object({
    order_id: id,
    available: z.boolean(),
    reason: maybe(text),
    next_number: int,
    expected_progress: maybe(int),
    last_report: maybe(z.object({ id, status: z.enum(REPORT_STATUSES) })),
  }),
});

/** `tracking/{id}`: the order's whole journey. */
export const OrderTrackingSchema = z.object({
  data: z.object({
    order: OrderDetailsSchema,
    licence: LicenceSchema.nullable(),
    reports: z.array(
      z.object({
        id,
        status: z.enum(REPORT_STATUSES),
        progress: int,
        notes: maybe(text),
        reason: maybe(text),
        created_at: instant,
      }),
    ),
    cancel_requests: z.array(
      z.object({
        id,
        type: z.enum(CANCEL_REQUEST_TYPES),
        status: z.enum(CANCEL_REQUEST_STATUSES),
        reason: text,
        decision_reason: maybe(text),
        created_at: instant,
      }),
    ),
  }),
});

/** `change_report_status`, `achive_reports/store`: the report after it. */
export const ReportWriteSchema = messageResponse(ReportSchema);

/** A cancel request stored or decided: the request, its state and timeline. */
export const CancelRequestWriteSchema = messageResponse(
  z.object({
    id,
    order_id: id,
    company_id: id,
    type: z.enum(CANCEL_REQUEST_TYPES),
    type_text: text,
    new_party_id: maybe(id),
    reason: text,
    decision_reason: maybe(text),
    created_by: maybe(id),
    created_at: instant,
    updated_at: instant,
    ...workflowState(CANCEL_REQUEST_STATUSES),
    timeline: z.array(TimelineEventSchema),
  }),
);

/** `find-safty/{id}`: the order's handover checklist. */
export const OrderSafetyAnswerSchema = z.object({
  data: z.object({
    order_id: id,
    status: text,
    checks: z.array(z.object({ key: text, label: text, label_en: text })),
  }),
});
