/** What the orders area answers (issue 13 §3): list rows, the order's details, reports and licence prints. */
import { z } from 'zod';
import { id } from '../fields';
import {
  DocumentLinkSchema,
  instant,
  int,
  maybe,
  type StatusColor,
  TimelineEventSchema,
  text,
  workflowState,
} from '../records';
import { ORDER_STATUSES, type OrderStatus } from './orders';
import {
  type CancelRequestStatus,
  LICENCE_STATES,
  type LicenceState,
  REPORT_STATUSES,
  type ReportStatus,
} from './orders-licence';

/** Who signs an order, in this order (its printable document). */
export const ORDER_SIGNERS = ['owner', 'consultant', 'contractor'] as const;
export type OrderSigner = (typeof ORDER_SIGNERS)[number];

/** A row of `POST general/orders/list` (and `consulting-list`). */
export const OrderRowSchema = z.object({
  id,
  number: text,
  season: int,
  company_id: id,
  filed_by: id,
  consultant_id: id.nullable(),
  contractor_id: id.nullable(),
  camp_id: id,
  camp_number: text,
  square_name: text,
  square_name_en: text,
  number_of_hijaj: int,
  planed_achive_date: text,
  created_at: instant,
  company_name: text,
  company_name_en: text,
  ...workflowState(ORDER_STATUSES),
});
export type OrderRow = z.infer<typeof OrderRowSchema>;

/** A consultant or contractor named on an order. */
const PartySchema = z.object({ id, name: text, name_en: text }).nullable();

/** A service of an order, its inputs with their answers, and the slots of its files. */
const OrderInputSchema = z.object({
  order_service_id: id,
  input_id: id,
  label: text,
  label_en: text,
  type: text,
  required: int,
  options: maybe(text),
  value: maybe(text),
});

const OrderServiceSchema = z.object({
  id,
  service_id: id,
  name: text,
  name_en: text,
  days_count: int,
  price: maybe(int),
  needs_attachment: int,
  is_req: int,
  specialist_name: maybe(text),
  specialist_license: maybe(text),
  specialist_approved: z.boolean(),
  inputs: z.array(OrderInputSchema),
  attachment_slot: maybe(text),
  specialist_slot: maybe(text),
});
export type OrderService = z.infer<typeof OrderServiceSchema>;

const slotCounts = z.object({ required: int, missing: int, pending: int, rejected: int });

/** The works licence of an order: its current version, its validity and every version. */
export const LicenceSchema = z.object({
  license_number: text,
  license_add_date: maybe(text),
  expiry: maybe(text),
  state: maybe(z.enum(LICENCE_STATES)),
  state_text: maybe(text),
  versions: z.array(
    z.object({
      version: int,
      license_number: text,
      license_add_date: text,
      expiry: text,
      reason: maybe(text),
      created_at: instant,
    }),
  ),
});
export type Licence = z.infer<typeof LicenceSchema>;

/** `GET general/orders/details/{id}` (and `get-order`, `edit`): the order as every screen reads it. */
export const OrderDetailsSchema = z.object({
  id,
  number: text,
  season: int,
  company_id: id,
  filed_by: id,
  camp_id: id,
  number_of_hijaj: int,
  camp_size: int,
  count_day: int,
  planed_achive_date: text,
  achive_date: maybe(text),
  consultant_id: maybe(id),
  contractor_id: maybe(id),
  notes: maybe(text),
  reason: maybe(text),
  approved_at: maybe(instant),
  license_number: maybe(text),
  license_add_date: maybe(text),
  expiry: maybe(text),
  completed_at: maybe(instant),
  created_by: maybe(id),
  created_at: instant,
  updated_at: instant,
  company_name: text,
  company_name_en: text,
  camp_number: text,
  square_id: id,
  square_name: text,
  square_name_en: text,
  consultant: PartySchema,
  contractor: PartySchema,
  services: z.array(OrderServiceSchema),
  pledges: z.array(
    z.object({
      id,
      service_id: id,
      title: text,
      title_en: text,
      body: text,
      required: int,
      created_at: instant,
      updated_at: instant,
      slot: text,
      file: maybe(z.object({ id, slot: text, status: text })),
    }),
  ),
  counts: z.object({ pledge: slotCounts, attachment: slotCounts, specialist: slotCounts }),
  is_owner: z.boolean(),
  licence: LicenceSchema.nullable(),
  ...workflowState(ORDER_STATUSES),
  timeline: z.array(TimelineEventSchema),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

/** An achievement report (`GET general/orders/achive_reports/show/{id}`). */
export const ReportSchema = z.object({
  id,
  order_id: id,
  company_id: id,
  consultant_id: id,
  created_by: maybe(id),
  number: text,
  camp_number: text,
  license_number: maybe(text),
  company_name: text,
  company_name_en: text,
  consultant_name: text,
  consultant_name_en: text,
  progress: int,
  notes: maybe(text),
  reason: maybe(text),
  lat: maybe(z.number()),
  lng: maybe(z.number()),
  created_at: instant,
  updated_at: instant,
  ...workflowState(REPORT_STATUSES),
  timeline: z.array(TimelineEventSchema),
});
export type Report = z.infer<typeof ReportSchema>;

/** Who has signed an order, and whether the caller may sign now (`order_sign/check-sign/{id}`). */
export const OrderSignStateSchema = z.object({
  party: maybe(z.enum(ORDER_SIGNERS)),
  signed: z.boolean(),
  can_sign: z.boolean(),
  complete: z.boolean(),
  parties: z.array(
    z.object({
      party: z.enum(ORDER_SIGNERS),
      signed: z.boolean(),
      user_name: maybe(text),
      signed_at: maybe(instant),
    }),
  ),
});

/** `POST general/order_sign/{id}`: the order as printed for signature. */
export const PrintableSchema = z.object({
  order: OrderDetailsSchema,
  signatures: z.array(
    z.object({
      party: z.enum(ORDER_SIGNERS),
      user_name: text,
      signed_at: instant,
      content_hash: text,
      signature_image: maybe(text),
      stamp_image: maybe(text),
    }),
  ),
  sign: OrderSignStateSchema,
  qr_url: DocumentLinkSchema.nullable(),
});
export type Printable = z.infer<typeof PrintableSchema>;

/** `POST general/orders/ready-license/{id}`: the works licence as printed. */
export const ReadyLicenceSchema = PrintableSchema.extend({
  licence: LicenceSchema,
  licence_qr: DocumentLinkSchema.nullable(),
});
export type ReadyLicence = z.infer<typeof ReadyLicenceSchema>;

// ---- status colours (exhaustive: a new status does not compile without its colour) ----

export const ORDER_STATUS_COLORS: Record<OrderStatus, StatusColor> = {
  draft: 'default',
  sent: 'processing',
  consultant_accepted: 'cyan',
  contractor_accepted: 'cyan',
  under_review: 'gold',
  returned: 'orange',
  approved: 'green',
  cancelled: 'red',
  licensed: 'blue',
  completed: 'green',
  handover_cancelled: 'red',
};

export const REPORT_STATUS_COLORS: Record<ReportStatus, StatusColor> = {
  pending: 'gold',
  approve: 'green',
  disapproved: 'red',
  old: 'default',
};

export const CANCEL_REQUEST_STATUS_COLORS: Record<CancelRequestStatus, StatusColor> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

export const LICENCE_STATE_COLORS: Record<LicenceState, StatusColor> = {
  valid: 'green',
  extended: 'cyan',
  expired: 'orange',
  cancelled: 'red',
};
