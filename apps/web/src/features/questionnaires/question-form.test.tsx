import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ResourceFormScreen } from '../../resources/resource-screens';
import { server } from '../../test/msw-server';
import { fastUser } from '../../test/open-screen';
import { langs, renderScreen } from '../../test/render';
import { byLang } from '../../test/texts';
import { questionsView } from './questions.view';
import { questions } from './resources';

const TEXT = byLang({
  single: ['اختيار واحد', 'Single choice'],
  two: ['أضف خيارين على الأقل', 'Add at least two options'],
  type: ['نوع السؤال مطلوب', 'The question type is required'],
});

/** The question builder (spec 001 §2 /questionnaires/questions/new): its type, titles and options. */
describe.each(langs)('question form (%s)', (lang) => {
  const open = async () => {
    await renderScreen(<ResourceFormScreen resource={questions} view={questionsView} />, {
      lang,
      at: '/questionnaires/questions/new',
    });
    return fastUser();
  };

  it('sends the chosen type, both titles and the options', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post('*/api/general/poll-questions/store', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'ok', data: { id: 5 } }, { status: 201 });
      }),
    );
    const user = await open();
    const type = await screen.findByTestId('type');
    await user.click(type.getAttribute('role') === 'combobox' ? type : within(type).getByRole('combobox'));
    await user.click(await screen.findByTitle(TEXT[lang].single));
    await user.type(screen.getByTestId('title'), 'ما رأيك؟');
    await user.type(screen.getByTestId('title-en'), 'Your opinion?');
    await user.click(screen.getByTestId('option-add'));
    await user.click(screen.getByTestId('option-add'));
    await user.type(screen.getByTestId('option-ar-0'), 'جيد');
    await user.type(screen.getByTestId('option-en-0'), 'Good');
    await user.type(screen.getByTestId('option-ar-1'), 'سيئ');
    await user.type(screen.getByTestId('option-en-1'), 'Bad');
    await user.click(screen.getByTestId('form-submit'));
    await expect
      .poll(() => sent)
      .toMatchObject({
        type: 'single',
        title: 'ما رأيك؟',
        title_en: 'Your opinion?',
        is_required: 1,
        options: [
          { ar: 'جيد', en: 'Good' },
          { ar: 'سيئ', en: 'Bad' },
        ],
      });
  });

  it('asks for the type, then for two options of a choice, under the options, before any call', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/general/poll-questions/store', () => {
        calls += 1;
        return HttpResponse.json(
          { message: 'invalid', errors: { options: [TEXT[lang].two] } },
          { status: 422 },
        );
      }),
    );
    const user = await open();
    await user.type(await screen.findByTestId('title'), 'س');
    await user.type(screen.getByTestId('title-en'), 'Q');
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText(TEXT[lang].type)).toBeInTheDocument();
    expect(calls).toBe(0);
    const type = screen.getByTestId('type');
    await user.click(type.getAttribute('role') === 'combobox' ? type : within(type).getByRole('combobox'));
    await user.click(await screen.findByTitle(TEXT[lang].single));
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText(TEXT[lang].two)).toBeInTheDocument();
    expect(calls).toBe(0);
  });
});
