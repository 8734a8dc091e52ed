import type {
  AnsweredQuestion,
  ReadinessListRow as ContractReadinessRow,
  MessageResponse,
  ReadinessCreateData,
  ReadinessDetails,
  ReadinessQuestionAnswerSchema,
  ReadinessStatus,
} from '@mashaer/contract';
import type { z } from 'zod';
import { api } from '../../api/client';
import { dataQuery } from '../../api/data-query';

const B = 'general/simple-readiness-license';
/** The API paths of readiness licences (spec 001 §7, under simple-readiness-license). */
export const PATHS = {
  index: `${B}/index`,
  details: (id: string | number) => `${B}/details/${id}`,
  create: `${B}/create`,
  questionAnswer: (id: string | number) => `${B}/question-answer/${id}`,
  answerQuestions: `${B}/answer-questions`,
  updateAllAnswers: `${B}/update-all-answers`,
  store: `${B}/store`,
  action: (a: string) => `${B}/${a}`,
  kroky: (id: string | number) => `${B}/update-kroky?id=${id}`,
  attachments: (id: string | number) => `${B}/attachments/${id}`,
  pledge: `${B}/get-simple-readiness-license-pladge`,
} as const;

/** After submit, approve, disapprove, reject or update the screen returns to the list (spec §4, §9). */
export const REDIRECT_MS = 1000;

/** A readiness list row, as the API answers it (the contract's response schema). */
export type ReadinessRow = ContractReadinessRow & Record<string, unknown>;

/** The answers as the API sends them (the contract's response schemas). */
export type ReadinessView = ReadinessDetails;
type CreateData = ReadinessCreateData;
export type { AnsweredQuestion };
type QuestionAnswer = z.infer<typeof ReadinessQuestionAnswerSchema>['data'];

export const detailsQuery = (id: string) =>
  dataQuery<ReadinessView>(['readiness', 'details', id], PATHS.details(id), { fresh: true });
export const createQuery = () => dataQuery<CreateData>(['readiness', 'create'], PATHS.create);
export const questionsQuery = (id: string | number) =>
  dataQuery<QuestionAnswer>(['readiness', 'questions', String(id)], PATHS.questionAnswer(id), {
    fresh: true,
  });
export const pledgeQuery = () =>
  dataQuery<{ text: string }>(['readiness', 'pledge'], PATHS.pledge, { post: true });

export const storeReadiness = (body: { assign_camp_id?: number; is_committed: number }) =>
  api.post<MessageResponse & { data: { id: number; form_id: number } }>(PATHS.store, body, { silent: true });
export const saveAnswers = (
  update: boolean,
  body: { order_id: number; form_id: number; answers: { question_id: number; value: unknown }[] },
) =>
  api.post<MessageResponse & { data: { status: ReadinessStatus } }>(
    update ? PATHS.updateAllAnswers : PATHS.answerQuestions,
    body,
    { silent: true },
  );
