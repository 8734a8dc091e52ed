import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { answeredQuestion } from '../../../test/fixtures/questions';
import { fastUser as user } from '../../../test/open-screen';
import { langs, renderScreen } from '../../../test/render';
import { ReadinessAnswers } from './licence-answers';

const q = answeredQuestion;

const T = {
  ar: { manager: 'اسم مدير المخيم', submit: 'إرسال' },
  en: { manager: 'Camp manager name', submit: 'Submit' },
};

describe.each(langs)('ReadinessAnswers (%s)', (lang) => {
  it('shows only the questions the caller may answer and posts their answers', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderScreen(
      <ReadinessAnswers
        questions={[
          q({}),
          q({ question_id: 2, title: 'مكتب التصميم', title_en: 'Design office', can_answer: false }),
          q({ question_id: 3, title: 'عدد المخارج', title_en: 'Exits', type: 'number', is_required: false }),
        ]}
        submitLabel={T[lang].submit}
        onSubmit={onSubmit}
      />,
      { lang },
    );
    expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(screen.getByText(T[lang].manager)).toBeInTheDocument();
    expect(screen.queryByText('Design office')).toBeNull();
    await user().type(screen.getByTestId('answer-1'), 'Ali');
    await user().click(screen.getByTestId('answers-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([{ question_id: 1, value: 'Ali' }]));
  });

  it("shows the server's 422: under the question and the form's message (form not filled)", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, 'form not filled', {
        message: 'form not filled',
        errors: { 'answers.1': ['The value is invalid'], answers: ['form not filled'] },
      });
    });
    await renderScreen(
      <ReadinessAnswers
        questions={[q({ is_required: false })]}
        submitLabel={T[lang].submit}
        onSubmit={onSubmit}
      />,
      { lang },
    );
    await user().click(screen.getByTestId('answers-submit'));
    expect(await screen.findByTestId('answers-error')).toHaveTextContent('form not filled');
    expect(await screen.findByText('The value is invalid')).toBeInTheDocument();
  });
});
