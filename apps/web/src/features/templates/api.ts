import type {
  CategoryFormDataSchema,
  FillingViewSchema,
  FilterOption,
  FormBuilderDataSchema,
  MessageResponse,
  PricedQuestionsSchema,
  SignerState,
} from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, request } from '../../api/client';
import { dataQuery } from '../../api/data-query';
import { withId } from '../../api/paths';

export const PATHS = {
  questions: 'general/questions',
  questionStore: 'general/questions/store',
  questionEdit: withId('general/questions/edit'),
  questionUpdate: withId('general/questions/update'),
  questionDelete: withId('general/questions/delete'),
  forms: 'general/forms',
  formStore: 'general/forms/store',
  formEdit: withId('general/forms/edit'),
  formUpdate: withId('general/forms/update'),
  formDelete: withId('general/forms/destroy'),
  fillings: 'general/forms/fillings',
} as const;

export type BuilderData = z.infer<typeof FormBuilderDataSchema>['data'];

const fetchBuilderData = () => api.get<{ data: BuilderData }>('general/forms/get-data');
export const builderDataQuery = () =>
  queryOptions({ queryKey: ['templates', 'builder-data'], queryFn: fetchBuilderData });

type CategoryFormData = z.infer<typeof CategoryFormDataSchema>['data'];
export const categoryFormDataQuery = () =>
  dataQuery<CategoryFormData>(['templates', 'category-data'], 'general/question_category/get-data');

/** The category options of the question form come with the questions list's filters. */
const fetchQuestionFilters = () =>
  api.post<{ filters: Record<string, FilterOption[]> }>(PATHS.questions, { paginate: 1 });
export const questionFiltersQuery = () =>
  queryOptions({ queryKey: ['templates', 'question-filters'], queryFn: fetchQuestionFilters });

/** One signer slot of a filling: the contract's schema. */
export type { SignerState };

export type FillingView = z.infer<typeof FillingViewSchema>['data'];
export type FillingQuestion = FillingView['questions'][number];

const fetchFilling = (id: string | number) =>
  api.post<{ data: FillingView }>('general/forms/questions-with-answer-ids', { filling_id: Number(id) });
/** A filling to answer (`fill`) or to sign (`sign`): the same answer, cached apart, never kept. */
export const fillingQuery = (id: string, use: 'filling' | 'sign') =>
  queryOptions({ queryKey: ['templates', use, id], queryFn: () => fetchFilling(id), gcTime: 0 });

const fetchPrintable = (id: string | number) =>
  api.post<{ data: FillingView }>('general/forms/form-with-answerd-q', { filling_id: Number(id) });
export const printableQuery = (id: string) =>
  queryOptions({ queryKey: ['templates', 'print', id], queryFn: () => fetchPrintable(id), gcTime: 0 });

export const saveAnswers = (fillingId: number, answers: { question_id: number; value: unknown }[]) =>
  api.post<MessageResponse<{ status: string; total_halalas: number; invalidated_signatures: number }>>(
    'general/forms/form-update-answer',
    { filling_id: fillingId, answers },
  );

export function uploadAnswerFile(fillingId: number, questionId: number, file: File) {
  const body = new FormData();
  body.append('filling_id', String(fillingId));
  body.append('question_id', String(questionId));
  body.append('file', file);
  return request<MessageResponse<{ file_id: number; name: string }>>('general/forms/upload-answer-attach', {
    method: 'POST',
    body,
  });
}

export const signFilling = (fillingId: number, password: string, signerNum?: number | null) =>
  api.post<MessageResponse<{ status: string; signed: number }>>('general/forms/sign-form', {
    filling_id: fillingId,
    password,
    ...(signerNum ? { signer_num: signerNum } : {}),
  });

export const sendForm = (formId: number, userIds: number[]) =>
  api.post<MessageResponse>('general/forms/send-notification', { form_id: formId, user_ids: userIds });

type PricedForm = z.infer<typeof PricedQuestionsSchema>['data'];
const fetchPricedForm = (id: string | number) =>
  api.get<{ data: PricedForm }>(`general/reassign_form/get-questions-form/${id}`);
export const pricedFormQuery = (id: string) =>
  queryOptions({ queryKey: ['templates', 'prices', id], queryFn: () => fetchPricedForm(id) });
export const updatePrice = (formId: number, questionId: number, halalas: number) =>
  api.post<MessageResponse>('general/reassign_form/update-single-price-form', {
    form_id: formId,
    question_id: questionId,
    unit_price_halalas: halalas,
  });

/**
 * `POST general/appointments/start-form/{id}`: the appointment's filling of a delivery form, started
 * on first use (the same filling on every later call).
 */
export const startAppointmentFormQuery = (appointment: string, form: string) =>
  queryOptions({
    queryKey: ['templates', 'appointment-filling', appointment, form],
    queryFn: () =>
      api.post<{ data: { filling_id: number; status: string } }>(
        `general/appointments/start-form/${appointment}`,
        {
          form_id: Number(form),
        },
      ),
    retry: false,
    gcTime: 0,
  });
