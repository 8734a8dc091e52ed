import { expect } from 'vitest';
import { suiteApp } from '../helpers';

/**
 * Questionnaires (issue 30): the app with a token per demo account (and the raft company's
 * employee), started in the calling file's beforeAll and closed in its afterAll; `app()` is read at
 * call time.
 */
export function questionnairesApp() {
  const s = suiteApp(['admin', 'kdana', 'raft_company', 'raft_office', 'gov', 'employee@demo.mashaer.sa'], {
    timeout: 180_000,
  });
  const tok = s.tok;
  const { call, rows } = s;

  /** The questions, groups and questionnaire of the builder's tests, made and published. */
  async function publishedQuestionnaire() {
    const store = async (url: string, body: object) => {
      const res = await call('POST', url, tok.admin, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const q1 = await store('general/poll-questions/store', question());
    const q2 = await store(
      'general/poll-questions/store',
      question({
        type: 'multiple',
        title: 'ما الخدمات التي استخدمتها؟',
        title_en: 'Which services did you use?',
      }),
    );
    const q3 = await store(
      'general/poll-questions/store',
      question({ type: 'text', options: [], is_required: 0, title_en: 'Comments' }),
    );
    const g1 = await store('general/poll-question-groups/store', {
      title: 'الخدمة',
      title_en: 'Service',
      question_ids: [q1, q2],
    });
    const g2 = await store('general/poll-question-groups/store', {
      title: 'ملاحظات',
      title_en: 'Notes',
      question_ids: [q3],
    });
    const qn = await store('general/questionnaires/store', questionnaireBody([g1, g2]));
    const res = await call('POST', `general/questionnaires/publish/${qn}`, tok.admin);
    expect(res.statusCode, res.body).toBe(200);
    return { q1, q2, q3, g1, g2, qn };
  }

  return { app: () => s.app, tok, call, rows, publishedQuestionnaire };
}

export const question = (over: object = {}) => ({
  type: 'single',
  title: 'ما مدى رضاك عن الخدمة؟',
  title_en: 'How satisfied are you with the service?',
  options: [
    { ar: 'راض', en: 'Satisfied' },
    { ar: 'غير راض', en: 'Not satisfied' },
  ],
  is_required: 1,
  ...over,
});

/** A questionnaire's body over the groups `groupIds`. */
export const questionnaireBody = (groupIds: number[], over: object = {}) => ({
  title: 'استبيان جاهزية الموسم',
  title_en: 'Season readiness survey',
  description: 'Tell us how ready you are',
  group_ids: groupIds,
  user_type_ids: [3],
  is_required: 1,
  opens_at: '2020-01-01',
  closes_at: '2099-12-31',
  ...over,
});
