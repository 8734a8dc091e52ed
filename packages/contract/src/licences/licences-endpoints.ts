import { z } from 'zod';
import { AttachmentWriteSchema } from '../attachments';
import { dataResponse, defineEndpoint } from '../endpoint';
import { ListQuerySchema, listResponseSchema } from '../list';
import {
  CarLicenceListBodySchema,
  CarLicenceSchema,
  ReadinessActionSchema,
  ReadinessAnswersSchema,
  ReadinessKrokyQuerySchema,
  ReadinessListBodySchema,
  ReadinessStoreSchema,
} from './licences';
import {
  CarLicenceMovedSchema,
  ReadinessAnsweredSchema,
  ReadinessMovedSchema,
  ReadinessQuestionAnswerSchema,
  ReadinessStoredSchema,
} from './licences-answers';
import {
  CarLicenceListRowSchema,
  CarLicenceViewSchema,
  ReadinessCreateDataSchema,
  ReadinessDetailsSchema,
  ReadinessListRowSchema,
} from './licences-records';

const READINESS = 'general/simple-readiness-license';
const CAR = 'general/licenseCarOrder';

const readinessAction = (action: 'approve' | 'disapprove' | 'reject' | 'cancel') =>
  defineEndpoint({
    method: 'POST',
    path: `${READINESS}/${action}`,
    body: ReadinessActionSchema,
    response: ReadinessMovedSchema,
  });
const carAction = (action: 'approve' | 'reject') =>
  defineEndpoint({ method: 'POST', path: `${CAR}/${action}/{id}`, response: CarLicenceMovedSchema });

/**
 * Spec 001 §7 "Readiness licence" (under simple-readiness-license, prefix inferred) and spec 000
 * §7 entry (car) licences, paths verbatim.
 */
export const licencesEndpoints = {
  readinessList: defineEndpoint({
    method: 'POST',
    path: `${READINESS}/index`,
    query: ListQuerySchema,
    body: ReadinessListBodySchema,
    response: listResponseSchema(ReadinessListRowSchema),
  }),
  readinessDetails: defineEndpoint({
    method: 'GET',
    path: `${READINESS}/details/{id}`,
    response: dataResponse(ReadinessDetailsSchema),
  }),
  readinessCreate: defineEndpoint({
    method: 'GET',
    path: `${READINESS}/create`,
    response: dataResponse(ReadinessCreateDataSchema),
  }),
  /** The licence's questionnaire with its answers (the template engine's filling view). */
  readinessQuestionAnswer: defineEndpoint({
    method: 'GET',
    path: `${READINESS}/question-answer/{id}`,
    response: ReadinessQuestionAnswerSchema,
  }),
  readinessStore: defineEndpoint({
    method: 'POST',
    path: `${READINESS}/store`,
    body: ReadinessStoreSchema,
    status: 201,
    response: ReadinessStoredSchema,
  }),
  readinessAnswerQuestions: defineEndpoint({
    method: 'POST',
    path: `${READINESS}/answer-questions`,
    body: ReadinessAnswersSchema,
    response: ReadinessAnsweredSchema,
  }),
  readinessUpdateAllAnswers: defineEndpoint({
    method: 'POST',
    path: `${READINESS}/update-all-answers`,
    body: ReadinessAnswersSchema,
    response: ReadinessAnsweredSchema,
  }),
  readinessApprove: readinessAction('approve'),
  readinessDisapprove: readinessAction('disapprove'),
  readinessReject: readinessAction('reject'),
  readinessCancel: readinessAction('cancel'),
  readinessPledge: defineEndpoint({
    method: 'POST',
    path: `${READINESS}/get-simple-readiness-license-pladge`,
    response: dataResponse(z.object({ text: z.string() })),
  }),
  /** The drawing (kroky, `full_path`): multipart `file`, the licence's id in the query. */
  readinessUpdateKroky: defineEndpoint({
    method: 'POST',
    path: `${READINESS}/update-kroky`,
    query: ReadinessKrokyQuerySchema,
    multipart: true,
    status: 201,
    response: AttachmentWriteSchema,
  }),

  carList: defineEndpoint({
    method: 'POST',
    path: CAR,
    query: ListQuerySchema,
    body: CarLicenceListBodySchema,
    response: listResponseSchema(CarLicenceListRowSchema),
  }),
  carStore: defineEndpoint({
    method: 'POST',
    path: `${CAR}/store`,
    body: CarLicenceSchema,
    status: 201,
    response: CarLicenceMovedSchema,
  }),
  carView: defineEndpoint({
    method: 'GET',
    path: `${CAR}/view/{id}`,
    response: dataResponse(CarLicenceViewSchema),
  }),
  carEdit: defineEndpoint({
    method: 'GET',
    path: `${CAR}/edit/{id}`,
    response: dataResponse(CarLicenceViewSchema),
  }),
  carUpdate: defineEndpoint({
    method: 'POST',
    path: `${CAR}/update/{id}`,
    body: CarLicenceSchema,
    response: CarLicenceMovedSchema,
  }),
  carApprove: carAction('approve'),
  carReject: carAction('reject'),
};
