import { z } from 'zod';
import { dataResponse, defineEndpoint, MessageResponseSchema } from '../endpoint';
import { ListQuerySchema, listResponseSchema } from '../list';
import { PublicBenefitCampListBodySchema, PublicBenefitCampStoreSchema } from './public-benefits';
import {
  ViolationAssignSchema,
  ViolationListBodySchema,
  ViolationOrderListBodySchema,
  ViolationOrderStoreSchema,
  ViolationStoreSchema,
  ViolationUpdateSchema,
} from './violations';
import {
  PublicBenefitCampRowSchema,
  PublicBenefitCampWriteSchema,
  ViolationAssignAnswerSchema,
  ViolationDetailsSchema,
  ViolationFormDataSchema,
  ViolationOrderDetailsSchema,
  ViolationOrderRowSchema,
  ViolationOrderWriteSchema,
  ViolationRowSchema,
  ViolationWriteSchema,
} from './violations-records';

const FORMS = 'general/violation_forms';
const ASSIGNS = 'general/violation_forms_assigns';
const ORDERS = 'general/regulatory-violation-order';
const BENEFIT_CAMPS = 'general/public-benefits/camps';

/** An action's input travels as its body (the reason, the answer); the workflow checks it. */
const ActionBodySchema = z.looseObject({}).optional();
const act = <const P extends string>(action: P) =>
  defineEndpoint({
    method: 'POST',
    path: `${FORMS}/${action}/{id}`,
    body: ActionBodySchema,
    response: ViolationWriteSchema,
  });

/** Spec 001 §7 "Violations", "Regulatory violations", "Public benefits": paths verbatim. */
export const violationsEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: FORMS,
    query: ListQuerySchema,
    body: ViolationListBodySchema,
    response: listResponseSchema(ViolationRowSchema),
  }),
  createData: defineEndpoint({
    method: 'GET',
    path: `${FORMS}/create`,
    response: dataResponse(ViolationFormDataSchema),
  }),
  store: defineEndpoint({
    method: 'POST',
    path: `${FORMS}/store`,
    body: ViolationStoreSchema,
    status: 201,
    response: ViolationWriteSchema,
  }),
  edit: defineEndpoint({
    method: 'GET',
    path: `${FORMS}/edit/{id}`,
    response: dataResponse(ViolationDetailsSchema),
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${FORMS}/update/{id}`,
    body: ViolationUpdateSchema,
    response: ViolationWriteSchema,
  }),
  delete: defineEndpoint({ method: 'DELETE', path: `${FORMS}/{id}`, response: MessageResponseSchema }),
  object: act('object'),
  acceptObjection: act('accept_objection'),
  refuseObjection: act('refuse_objection'),
  answer: act('answer'),
  complete: act('complete'),
  cancel: act('cancel'),
  assignList: defineEndpoint({
    method: 'POST',
    path: ASSIGNS,
    query: ListQuerySchema,
    body: ViolationListBodySchema,
    response: listResponseSchema(ViolationRowSchema),
  }),
  assignStore: defineEndpoint({
    method: 'POST',
    path: `${ASSIGNS}/store`,
    body: ViolationAssignSchema,
    response: ViolationAssignAnswerSchema,
  }),
  assignDelete: defineEndpoint({ method: 'DELETE', path: `${ASSIGNS}/{id}`, response: ViolationWriteSchema }),
  orderList: defineEndpoint({
    method: 'POST',
    path: ORDERS,
    query: ListQuerySchema,
    body: ViolationOrderListBodySchema,
    response: listResponseSchema(ViolationOrderRowSchema),
  }),
  orderShow: defineEndpoint({
    method: 'GET',
    path: `${ORDERS}/{id}`,
    response: dataResponse(ViolationOrderDetailsSchema),
  }),
  orderStore: defineEndpoint({
    method: 'POST',
    path: `${ORDERS}/store`,
    body: ViolationOrderStoreSchema,
    status: 201,
    response: ViolationOrderWriteSchema,
  }),
  benefitCampList: defineEndpoint({
    method: 'POST',
    path: BENEFIT_CAMPS,
    query: ListQuerySchema,
    body: PublicBenefitCampListBodySchema,
    response: listResponseSchema(PublicBenefitCampRowSchema),
  }),
  benefitCampStore: defineEndpoint({
    method: 'POST',
    path: `${BENEFIT_CAMPS}/store`,
    body: PublicBenefitCampStoreSchema,
    status: 201,
    response: PublicBenefitCampWriteSchema,
  }),
  benefitCampDelete: defineEndpoint({
    method: 'DELETE',
    path: `${BENEFIT_CAMPS}/{id}`,
    response: MessageResponseSchema,
  }),
};
