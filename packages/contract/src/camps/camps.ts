import { z } from 'zod';
import { id, optionalId, optionalText } from '../fields';
import { ListBodyBaseSchema } from '../list';
import { flag01 } from '../validation';
import { defineWorkflow } from '../workflow';

const count = (max: number) => z.coerce.number().int().min(0).max(max);

/** Squares and cities: bilingual names (spec §3 "fields not shown beyond names and ids"). */
export const SquareSchema = z.object({
  name: z.string().trim().min(1).max(100),
  name_en: z.string().trim().min(1).max(100),
});
export const CitySchema = SquareSchema;

/** Spec §3 "Camp" status: ready or notready. */
export const CAMP_STATUSES = ['ready', 'notready'] as const;
export type CampStatus = (typeof CAMP_STATUSES)[number];

const readiness = (permission: 'delivery-camp-index' | 'delivery-camp-tafweej', how: string) =>
  ({
    ready: {
      label: { ar: 'جاهز', en: 'Mark ready' },
      from: ['notready'],
      to: 'ready',
      permission,
      party: 'authority',
      how,
    },
    not_ready: {
      label: { ar: 'غير جاهز', en: 'Mark not ready' },
      from: ['ready'],
      to: 'notready',
      permission,
      party: 'authority',
      how,
    },
  }) as const;

/** A camp's readiness (run by the workflow kernel): from the camps screen or the tafweej flow. */
export const CAMP_WORKFLOW = defineWorkflow({
  name: 'camp',
  title: { ar: 'جاهزية المخيم', en: 'Camp readiness' },
  statuses: CAMP_STATUSES,
  labels: { ready: 'camp.status.ready', notready: 'camp.status.notready' },
  refused: 'camp.transition_not_allowed',
  actions: {
    ...readiness('delivery-camp-index', 'updateCampStatus, or a camp update with status'),
    tafweej_ready: { ...readiness('delivery-camp-tafweej', 'tafweej/change-camp-status').ready },
    tafweej_not_ready: { ...readiness('delivery-camp-tafweej', 'tafweej/change-camp-status').not_ready },
  },
});

/** The action that sets each readiness, from the camps screen and from the tafweej flow. */
export const CAMP_STATUS_ACTIONS = {
  camps: { ready: 'ready', notready: 'not_ready' },
  tafweej: { ready: 'tafweej_ready', notready: 'tafweej_not_ready' },
} as const;

/** `POST general/camps/store` and `update/{id}`: spec §3 "Camp"; is_developed travels as 1/0 (§5). */
export const CampSchema = z.object({
  square_id: id,
  camp_number: z.string().trim().min(1).max(20),
  city_id: optionalId,
  status: z.enum(CAMP_STATUSES).default('notready'),
  is_developed: flag01.default(0),
  mina_label: optionalText(50),
  mina_plot_number: optionalText(50),
  tents_count: count(10_000).default(0),
  size: count(10_000_000).default(0),
});
export type CampInput = z.infer<typeof CampSchema>;

/** `POST general/camps/updateCampStatus/{id}`. */
export const CampStatusSchema = z.object({ status: z.enum(CAMP_STATUSES) });

/** `POST general/camps?page` (and `tafweej/get-camps?page`). */
export const CampListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  square_id: z.union([id, z.literal('')]).optional(),
  city_id: z.union([id, z.literal('')]).optional(),
  status: z.union([z.enum(CAMP_STATUSES), z.literal('')]).optional(),
  is_developed: z.union([flag01, z.literal('')]).optional(),
  /** 1: only camps with an active assignment, 0: only free camps. */
  assigned: z.union([flag01, z.literal('')]).optional(),
});

// ---- tafweej (spec §4: "send one-time code, change camp status, check assignment") ----

/** Minutes a `token_tafweej` stays valid after the officer's code is checked. */
export const TAFWEEJ_TOKEN_TTL_MINUTES = 30;

/** `POST tafweej/send-otp`: without `code` sends the code by SMS; with it, checks it and answers `token_tafweej`. */
export const TafweejSendOtpSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'auth.code_invalid' })
    .optional(),
});

const tafweejToken = z.string().trim().min(20, { error: 'tafweej.token_invalid' }).max(200);

export const TafweejListBodySchema = CampListBodySchema.extend({ token_tafweej: tafweejToken });
export const TafweejChangeStatusSchema = z.object({
  token_tafweej: tafweejToken,
  camp_id: id,
  status: z.enum(CAMP_STATUSES),
});
export const TafweejCheckAssignSchema = z.object({ token_tafweej: tafweejToken, camp_id: id });
