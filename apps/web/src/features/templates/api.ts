import type {
  FilterOption,
  FormVersionQuestion,
  MessageResponse,
  QuestionType,
  SignerState,
} from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
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

type UserOption = FilterOption & { type_id: number };

export type BuilderData = {
  types: FilterOption[];
  user_types: (FilterOption & { code: string })[];
  question_types: FilterOption[];
  questions: {
    id: number;
    title: string;
    title_en: string;
    type: QuestionType;
    is_required: number;
    category_id: number | null;
    unit_price_halalas: number | null;
  }[];
  categories: { id: number; name: string; name_en: string }[];
  users: UserOption[];
};

const fetchBuilderData = () => api.get<{ data: BuilderData }>('general/forms/get-data');
export const builderDataQuery = () =>
  queryOptions({ queryKey: ['templates', 'builder-data'], queryFn: fetchBuilderData });

type CategoryFormData = { audiences: FilterOption[]; user_types: FilterOption[]; users: UserOption[] };
export const categoryFormDataQuery = () =>
  dataQuery<CategoryFormData>(['templates', 'category-data'], 'general/question_category/get-data');

/** The category options of the question form come with the questions list's filters. */
const fetchQuestionFilters = () =>
  api.post<{ filters: Record<string, FilterOption[]> }>(PATHS.questions, { paginate: 1 });
export const questionFiltersQuery = () =>
  queryOptions({ queryKey: ['templates', 'question-filters'], queryFn: fetchQuestionFilters });

/** One signer slot of a filling: the contract's schema. */
export type { SignerState };

export type FillingQuestion = FormVersionQuestion & {
  can_answer: boolean;
  answer_id: number | null;
  value: unknown;
  quantity: number | null;
  line_total_halalas: number | null;
  file: { id: number; name: string; size: number; mime: string } | null;
};

export type FillingView = {
  filling: {
    id: number;
    form_id: number;
    version: number;
    subject_type: string;
    subject_id: number;
    status: 'draft' | 'answered' | 'signing' | 'signed';
    status_text: string;
    total_halalas: number;
    answers_hash: string | null;
    answered_at: string | null;
    signed_at: string | null;
    verify_code: string;
    verify_url: string | null;
    company: { id: number; name: string } | null;
  };
  form: { id: number; name: string; name_en: string; type: string; withCategory: number };
  questions: FillingQuestion[];
  signers: SignerState[];
  current_signer_num: number | null;
  can_sign: boolean;
};

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

type PricedForm = {
  form: { id: number; name: string; name_en: string; type_text: string; current_version: number };
  questions: FormVersionQuestion[];
};
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
