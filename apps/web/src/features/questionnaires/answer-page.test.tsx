import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../i18n/i18n';
import { server } from '../../test/msw-server';
import { type LoginAs, openScreenAs } from '../../test/open-screen';
import { langs } from '../../test/render';
import { byLang } from '../../test/texts';
import { AnswerPage } from './answer-page';

/** A company's user opening questionnaire 7 to answer it. */
const open = (lang: Lang) => openScreenAs(OWNER, <AnswerPage />, lang, '/questionnaires/myQuestionnaires/7');
const OWNER: LoginAs = ['raft_office', ['view-my-questionnaires']];

const TEXT = byLang({
  required: ['اختر إجابة واحدة على الأقل', 'Check at least one answer'],
  submit: ['إرسال', 'Submit'],
});

const record = (status: 'pending' | 'answered') => ({
  id: 3,
  questionnaire_id: 7,
  questionnaire_title: 'Season survey',
  user_id: 1,
  user_name: 'x',
  company_id: 1,
  company_name: 'x',
  type_id: 3,
  type_name: 'x',
  is_required: 1,
  closes_at: '2099-12-31',
  answered_at: null,
  created_at: '2026-11-20T08:00:00Z',
  status,
  status_text: status,
  allowed_actions: status === 'pending' ? ['submit'] : [],
  description: null,
  answers: {},
  timeline: [],
  content: [
    {
      id: 1,
      title: 'الخدمات',
      title_en: 'Services',
      questions: [
        {
          id: 11,
          type: 'multiple',
          title: 'الخدمات المستخدمة',
          title_en: 'Services used',
          options: [
            { ar: 'الكهرباء', en: 'Electricity' },
            { ar: 'المياه', en: 'Water' },
          ],
          is_required: 1,
        },
      ],
    },
  ],
});

describe.each(langs)('answering a questionnaire (%s)', (lang) => {
  it("shows the server's required-answer error under its question", async () => {
    server.use(
      http.get('*/api/general/my-questionnaires/7', () => HttpResponse.json({ data: record('pending') })),
      http.post('*/api/general/my-questionnaires/submit/7', () =>
        HttpResponse.json({ message: 'x', errors: { 'answers.11': [TEXT[lang].required] } }, { status: 422 }),
      ),
    );
    const { u } = await open(lang);
    expect(await screen.findByTestId('questionnaire-title')).toHaveTextContent('Season survey');
    await u.click(screen.getByTestId('questionnaire-submit'));
    expect(await screen.findByText(TEXT[lang].required)).toBeInTheDocument();
  });
});

describe.each(langs)('what is sent (%s)', (lang) => {
  it('sends the checked answers', async () => {
    let sent: unknown;
    server.use(
      http.get('*/api/general/my-questionnaires/7', () => HttpResponse.json({ data: record('pending') })),
      http.post('*/api/general/my-questionnaires/submit/7', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { u } = await open(lang);
    await u.click(await screen.findByLabelText(lang === 'en' ? 'Water' : 'المياه'));
    await u.click(screen.getByTestId('questionnaire-submit'));
    await expect.poll(() => sent).toEqual({ answers: { '11': [1] } });
  });

  it('shows a stored answer checked once answered', async () => {
    const answered = { ...record('answered'), answers: { '11': [0] } };
    server.use(http.get('*/api/general/my-questionnaires/7', () => HttpResponse.json({ data: answered })));
    await open(lang);
    expect(await screen.findByLabelText(lang === 'en' ? 'Electricity' : 'الكهرباء')).toBeChecked();
    expect(screen.getByLabelText(lang === 'en' ? 'Water' : 'المياه')).not.toBeChecked();
  });
});
