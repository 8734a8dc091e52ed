import { useNavigate } from 'react-router';
import { notice } from '../../components/notice/notice';
import { REDIRECT_MS, saveAnswers } from './api';

/**
 * Answers (create) or corrects (edit: update-all-answers resubmits) a readiness order's form, then
 * goes back to the list after the spec's delay (1000 ms).
 */
export function useAnswerAndBack(order: { id: number; form_id: number }, update: boolean) {
  const navigate = useNavigate();
  return async (answers: { question_id: number; value: unknown }[]) => {
    const answer = await saveAnswers(update, { order_id: order.id, form_id: order.form_id, answers });
    notice('success', answer.message);
    window.setTimeout(() => void navigate('/readiness-license'), REDIRECT_MS);
  };
}
