/**
 * The answers' rules, checked on the server (issue 30 §5): each question's value has its type's
 * shape; on submitting, every required question is answered and a multiple-choice question has at
 * least one checked answer. Field errors are named `answers.<question id>`.
 */
import type { MessageKey, PollAnswerValue, QuestionnaireContent } from '@mashaer/contract';
import { AppError, type FieldErrors } from '../../lib/app-error';

type Question = QuestionnaireContent[number]['questions'][number];
type Answers = Record<string, PollAnswerValue>;

const empty = (v: PollAnswerValue | undefined) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The message of a value that does not fit its question, or null. */
function misfit(q: Question, v: PollAnswerValue): MessageKey | null {
  const option = (n: unknown) =>
    typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < q.options.length;
  switch (q.type) {
    case 'single':
      return option(v) ? null : 'questionnaire.answer_invalid';
    case 'multiple':
      return Array.isArray(v) && v.every(option) && new Set(v).size === v.length
        ? null
        : 'questionnaire.answer_invalid';
    case 'rating':
      return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5
        ? null
        : 'questionnaire.answer_invalid';
    case 'yes_no':
      return v === 1 || v === 0 ? null : 'questionnaire.answer_invalid';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? null : 'questionnaire.answer_invalid';
    case 'date':
      return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? null : 'questionnaire.answer_invalid';
    default:
      return typeof v === 'string' ? null : 'questionnaire.answer_invalid';
  }
}

/**
 * The answers kept (only the questionnaire's questions, empty ones left out); throws 422 with the
 * fields that do not fit, and on `submit` the required ones left empty.
 */
export function checkedAnswers(content: QuestionnaireContent, answers: Answers, submit: boolean): Answers {
  const fields: FieldErrors = {};
  const kept: Answers = {};
  for (const q of content.flatMap((g) => g.questions)) {
    const v = answers[String(q.id)];
    if (empty(v)) {
      if (submit && q.is_required)
        fields[`answers.${q.id}`] =
          q.type === 'multiple' ? 'questionnaire.check_one_required' : 'questionnaire.answer_required';
      continue;
    }
    const bad = misfit(q, v as PollAnswerValue);
    if (bad) fields[`answers.${q.id}`] = bad;
    else kept[String(q.id)] = typeof v === 'string' ? v.trim() : (v as PollAnswerValue);
  }
  if (Object.keys(fields).length) throw AppError.invalid(fields);
  return kept;
}
