import {
  dataResponse,
  defineEndpoint,
  FileResponseSchema,
  MessageResponseSchema,
  messageResponse,
} from '../endpoint';
import { ListQuerySchema, listResponseSchema } from '../list';
import {
  MyQuestionnairesBodySchema,
  PollAnswersSchema,
  QuestionnaireListBodySchema,
  QuestionnaireSchema,
  QuestionnaireUsersBodySchema,
} from './questionnaires';
import {
  QuestionnaireAssignmentDetailsSchema,
  QuestionnaireAssignmentRowSchema,
  QuestionnaireDetailsSchema,
  QuestionnaireFormDataSchema,
  QuestionnaireResultsSchema,
  QuestionnaireRowSchema,
} from './questionnaires-records';

/**
 * Spec 001 §7 "Questionnaires" (paths verbatim: the list, edit/{id}, DELETE {id},
 * questionnaires-users); the calls it leaves out (store, update, publish, results, export, and the
 * user's own questionnaires) follow ARCHITECTURE §3. Questions and groups are plain resources
 * (`defineCrud`, apps/api/src/modules/questionnaires/questions.routes.ts).
 */
export const questionnairesEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: 'general/questionnaires',
    query: ListQuerySchema,
    body: QuestionnaireListBodySchema,
    response: listResponseSchema(QuestionnaireRowSchema),
  }),
  create: defineEndpoint({
    method: 'GET',
    path: 'general/questionnaires/create',
    response: dataResponse(QuestionnaireFormDataSchema),
  }),
  edit: defineEndpoint({
    method: 'GET',
    path: 'general/questionnaires/edit/{id}',
    response: dataResponse(QuestionnaireDetailsSchema),
  }),
  store: defineEndpoint({
    method: 'POST',
    path: 'general/questionnaires/store',
    body: QuestionnaireSchema,
    status: 201,
    response: messageResponse(QuestionnaireRowSchema),
  }),
  update: defineEndpoint({
    method: 'POST',
    path: 'general/questionnaires/update/{id}',
    body: QuestionnaireSchema,
    response: messageResponse(QuestionnaireRowSchema),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: 'general/questionnaires/{id}',
    response: MessageResponseSchema,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: 'general/questionnaires/publish/{id}',
    response: messageResponse(QuestionnaireRowSchema),
  }),
  results: defineEndpoint({
    method: 'GET',
    path: 'general/questionnaires/results/{id}',
    response: dataResponse(QuestionnaireResultsSchema),
  }),
  exportAnswers: defineEndpoint({
    method: 'GET',
    path: 'general/questionnaires/export/{id}',
    response: FileResponseSchema,
  }),
  usersList: defineEndpoint({
    method: 'POST',
    path: 'general/questionnaires-users',
    query: ListQuerySchema,
    body: QuestionnaireUsersBodySchema,
    response: listResponseSchema(QuestionnaireAssignmentRowSchema),
  }),
  usersDetails: defineEndpoint({
    method: 'GET',
    path: 'general/questionnaires-users/{id}',
    response: dataResponse(QuestionnaireAssignmentDetailsSchema),
  }),
  myList: defineEndpoint({
    method: 'POST',
    path: 'general/my-questionnaires',
    query: ListQuerySchema,
    body: MyQuestionnairesBodySchema,
    response: listResponseSchema(QuestionnaireAssignmentRowSchema),
  }),
  /** By the questionnaire's id (the screen's path `/questionnaires/myQuestionnaires/{questionnaire_id}`). */
  myDetails: defineEndpoint({
    method: 'GET',
    path: 'general/my-questionnaires/{id}',
    response: dataResponse(QuestionnaireAssignmentDetailsSchema),
  }),
  myDraft: defineEndpoint({
    method: 'POST',
    path: 'general/my-questionnaires/draft/{id}',
    body: PollAnswersSchema,
    response: messageResponse(QuestionnaireAssignmentRowSchema),
  }),
  mySubmit: defineEndpoint({
    method: 'POST',
    path: 'general/my-questionnaires/submit/{id}',
    body: PollAnswersSchema,
    response: messageResponse(QuestionnaireAssignmentRowSchema),
  }),
};
