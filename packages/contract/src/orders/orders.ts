import { z } from 'zod';
import type { AttachmentSlot, AttachmentSlots } from '../attachments';
import { filterId, id, nullishText } from '../fields';
import { ListBodyBaseSchema } from '../list';
import { flag01, upcomingDateField } from '../validation';

// ---------------------------------------------------------------------------------------------
// Orders for additional works (doc 001 §2 "Orders", §3 "Order", §7 general/orders/*, §8) and
// their catalogue (doc 000 §3 "Specialist", §7 "Specialists", "Guide offices").
// ---------------------------------------------------------------------------------------------

/**
 * The order's states. The consultant and the contractor accept independently, so "one of them has
 * accepted" is a state of its own: the second acceptance moves the order to review. After approval
 * (issue 17): the authority issues the works licence (`licensed`; whether it has expired is
 * computed from its dates, never stored), the handover completes the order (`completed`) or
 * cancels it (`handover_cancelled`); an approved cancel request cancels it (`cancelled`).
 */
export const ORDER_STATUSES = [
  'draft',
  'sent',
  'consultant_accepted',
  'contractor_accepted',
  'under_review',
  'returned',
  'approved',
  'cancelled',
  'licensed',
  'completed',
  'handover_cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The states in which the owner still edits the order (services, inputs, files, parties). */
export const ORDER_EDITABLE: readonly OrderStatus[] = ['draft', 'returned'];
/** The states in which a rejected file may be replaced by the owner. */
export const ORDER_FILES_OPEN: readonly OrderStatus[] = ['draft', 'returned', 'under_review'];

// --------------------------------------------------------------------------------------------
// Attachment slots: an order's slots follow its services (a pledge each required pledge of its
// services asks for; a drawing for each service that asks for one; a specialist's certificate
// for each service's specialist). Slot names: pledge_<pledge id>, attachment_<order service id>,
// specialist_<order service id>.
// --------------------------------------------------------------------------------------------

const ORDER_SLOT_KINDS = {
  pledge: {
    kind: 'document',
    required: true,
    types: ['pdf', 'png', 'jpeg'],
    label: { ar: 'تعهد', en: 'Pledge' },
  },
  attachment: {
    kind: 'drawing',
    required: true,
    types: ['pdf', 'png', 'jpeg', 'dwg', 'zip'],
    label: { ar: 'مرفق', en: 'Attachment' },
  },
  specialist: {
    kind: 'document',
    required: true,
    types: ['pdf', 'png', 'jpeg'],
    label: { ar: 'شهادة المختص', en: "Specialist's certificate" },
  },
} as const satisfies Record<string, AttachmentSlot>;
export type OrderSlotKind = keyof typeof ORDER_SLOT_KINDS;

export const orderSlotName = (kind: OrderSlotKind, refId: number) => `${kind}_${refId}`;
export const orderSlotKind = (slot: string): OrderSlotKind | null => {
  const k = slot.split('_')[0];
  return k in ORDER_SLOT_KINDS ? (k as OrderSlotKind) : null;
};

/** The slots of one order, from what its services ask for. */
export function orderSlots(need: {
  pledges: { id: number; title_ar: string; title_en: string; required: boolean }[];
  attachments: { order_service_id: number; name_ar: string; name_en: string }[];
  specialists: { order_service_id: number; name_ar: string; name_en: string }[];
}): AttachmentSlots {
  const slots: AttachmentSlots = {};
  for (const p of need.pledges)
    slots[orderSlotName('pledge', p.id)] = {
      ...ORDER_SLOT_KINDS.pledge,
      required: p.required,
      label: { ar: `تعهد: ${p.title_ar}`, en: `Pledge: ${p.title_en}` },
    };
  for (const a of need.attachments)
    slots[orderSlotName('attachment', a.order_service_id)] = {
      ...ORDER_SLOT_KINDS.attachment,
      label: { ar: `مرفق: ${a.name_ar}`, en: `Attachment: ${a.name_en}` },
    };
  for (const s of need.specialists)
    slots[orderSlotName('specialist', s.order_service_id)] = {
      ...ORDER_SLOT_KINDS.specialist,
      label: { ar: `شهادة المختص: ${s.name_ar}`, en: `Specialist's certificate: ${s.name_en}` },
    };
  return slots;
}

// --------------------------------------------------------------------------------------------
// Catalogue (authority).
// --------------------------------------------------------------------------------------------

const name = z.string().trim().min(1).max(150);

/** Doc 000 §3 "Specialist": a specialty of the catalogue (name, note, is_req, active, cat_id). */
export const SpecialistSchema = z.object({
  name,
  name_en: name,
  note: nullishText(1000),
  /** 1: a service of this specialty needs a named, certified specialist. */
  is_req: flag01.default(0),
  active: flag01.default(1),
  cat_id: z.preprocess((v) => (v === '' ? null : v), id.nullish()),
});

/** A service of a specialty: days it takes, its price in halalas where it has one. */
export const ServiceSchema = z.object({
  specialist_id: id,
  name,
  name_en: name,
  days_count: z.coerce.number().int().min(1).max(365),
  price: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce.number().int().min(0).max(1_000_000_000).nullish(),
  ),
  /** 1: the order must carry a drawing or calculation for this service. */
  needs_attachment: flag01.default(0),
  active: flag01.default(1),
});

export const SERVICE_INPUT_TYPES = ['text', 'number', 'date', 'textarea', 'select'] as const;
/** An input a service asks for (typed like a template question). */
export const ServiceInputSchema = z.object({
  service_id: id,
  label: name,
  label_en: name,
  type: z.enum(SERVICE_INPUT_TYPES),
  required: flag01.default(1),
  /** The choices of a `select`, one per line. */
  options: nullishText(2000),
});

/** A pledge text a service requires the company to sign and upload. */
export const PledgeSchema = z.object({
  service_id: id,
  title: name,
  title_en: name,
  body: z.string().trim().min(1).max(5000),
  required: flag01.default(1),
});

/** Doc 000 §7 "Guide offices". */
export const GuideOfficeSchema = z.object({
  name,
  name_en: name,
  phone: z.string().trim().max(20).nullish(),
  email: z.string().trim().max(150).nullish(),
  license_number: z.string().trim().max(50).nullish(),
  active: flag01.default(1),
});

// --------------------------------------------------------------------------------------------
// Orders.
// --------------------------------------------------------------------------------------------

/** `POST general/orders/store` and `update/{id}`. */
export const OrderStoreSchema = z.object({
  /** Receiver rule (doc 000 §6): ignored for service_provider and gov; defaults to the caller. */
  receiver_id: z.preprocess((v) => (v === '' ? null : v), id.nullish()),
  camp_id: id,
  number_of_hijaj: z.coerce.number().int().min(1).max(1_000_000),
  camp_size: z.coerce.number().int().min(1).max(10_000_000),
  count_day: z.coerce.number().int().min(1).max(365),
  planed_achive_date: upcomingDateField,
  consultant_id: z.preprocess((v) => (v === '' ? null : v), id.nullish()),
  contractor_id: z.preprocess((v) => (v === '' ? null : v), id.nullish()),
  notes: nullishText(2000),
  services: z.array(id).max(50).default([]),
});
export type OrderStore = z.infer<typeof OrderStoreSchema>;

/** `POST general/orders/update-receiver/{id}`. */
export const OrderReceiverSchema = z.object({ receiver_id: id });

/** `POST general/orders/square-by-camp`. */
export const SquareByCampSchema = z.object({ camp_id: id });

/** `POST general/orders/answer-inputs`: answers of one order's service inputs. */
export const AnswerInputsSchema = z.object({
  order_id: id,
  answers: z
    .array(z.object({ order_service_id: id, input_id: id, value: z.string().trim().max(2000) }))
    .min(1)
    .max(200),
});

/** `POST general/orders/add-specialist/{id}` (id: the order's service). */
export const AddSpecialistSchema = z.object({
  specialist_name: z.string().trim().min(1).max(150),
  specialist_license: z.string().trim().min(1).max(50),
});

/** The acting body of `approve`, `disapprove`, `consulting`, `contracting`. */
export const OrderDecisionSchema = z.object({
  order_id: id,
  /** For `consulting`/`contracting`: accept or decline. */
  action: z.enum(['accept', 'decline']).optional(),
  reason: z.string().trim().max(1000).optional(),
});

/** `disapprovePladgeAttachment`, `disapproveSpecialistsAttachment`, `disapproveAttachment`. */
export const OrderFileReviewSchema = z
  .object({
    attachment_id: id,
    status: z.enum(['approved', 'rejected']).default('rejected'),
    reason: z.string().trim().max(1000).optional(),
  })
  .refine((v) => v.status !== 'rejected' || !!v.reason, {
    path: ['reason'],
    error: 'attachment.reason_required',
  });

/** `updateConsulting`, `updateContracter`, `updateBoth`, `updateContractorsList`. */
export const OrderPartiesSchema = z.object({
  order_id: id,
  consultant_id: z.preprocess((v) => (v === '' ? null : v), id.nullish()),
  contractor_id: z.preprocess((v) => (v === '' ? null : v), id.nullish()),
});

/** `POST general/orders/list?page`. */
export const OrderListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  status: z.union([z.enum(ORDER_STATUSES), z.literal('')]).optional(),
  company_id: filterId,
  camp_id: filterId,
  season: filterId,
});

/** The order number shown everywhere: `ORD-<season>-<sequence of the season, 5 digits>`. */
export const orderNumber = (season: number, seq: number) => `ORD-${season}-${String(seq).padStart(5, '0')}`;

/** `POST general/order_sign/sign/{id}`: the signer's password, re-entered. */
export const OrderSignSchema = z.object({ password: z.string().min(1).max(128) });
