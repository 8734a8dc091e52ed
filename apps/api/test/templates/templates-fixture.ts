import { expect } from 'vitest';
import { suiteApp, userId } from '../helpers';
import { PNG } from '../multipart';
import { EXACT_ANSWERS } from '../test-env';

const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;

/**
 * The templates tests' app with a token per demo account, started in the calling file's
 * beforeAll and closed in its afterAll; `app()` is read at call time.
 */
export function templatesApp() {
  const s = suiteApp(
    [
      'admin',
      'kdana',
      'gov',
      'raft_company',
      'raft_office',
      'service_provider',
      'design_office',
      'employee@demo.mashaer.sa',
    ],
    { env: EXACT_ANSWERS },
  );
  const tok = s.tok;

  const { call } = s;

  async function createQuestion(body: object) {
    const res = await call('POST', 'general/questions/store', tok.admin, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }

  async function createForm(body: object) {
    const res = await call('POST', 'general/forms/store', tok.admin, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; current_version: number };
  }

  async function sendTo(formId: number, email: string) {
    const uid = await userId(s.app, email);
    const res = await call('POST', 'general/forms/send-notification', tok.admin, {
      form_id: formId,
      user_ids: [uid],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data[0].filling_id as number;
  }

  const saveSignature = async (token: string) => {
    const res = await call('POST', 'profile/signature', token, { signature: SIGNATURE });
    expect(res.statusCode, res.body).toBe(200);
  };

  return { app: () => s.app, tok, call, createQuestion, createForm, sendTo, saveSignature };
}

type Templates = ReturnType<typeof templatesApp>;

/**
 * The engine's general form: a required text, a required choice, a priced item and a file
 * question, signed by the company (turn 1) then kdana (turn 2), sent to the company as a filling.
 */
export async function createEngineForm(t: Templates) {
  const text = await t.createQuestion({
    title: 'اسم المستلم',
    title_en: 'Receiver name',
    type: 'short_text',
    is_required: 1,
  });
  const choice = await t.createQuestion({
    title: 'الحالة',
    title_en: 'Condition',
    type: 'single_choice',
    is_required: 1,
    options: [
      { value: 'ok', label: 'سليم', label_en: 'OK' },
      { value: 'bad', label: 'تالف', label_en: 'Bad' },
    ],
  });
  const priced = await t.createQuestion({
    title: 'خيمة',
    title_en: 'Tent',
    type: 'priced_item',
    unit_price_halalas: 12345,
  });
  const file = await t.createQuestion({ title: 'مرفق', title_en: 'Attachment', type: 'file' });
  const formId = (
    await t.createForm({
      name: 'محضر',
      name_en: 'Record',
      type: 'general',
      question_ids: [text, choice, priced, file],
      signers: [
        { type_id: 3, signer_num: 1 },
        { type_id: 5, signer_num: 2 },
      ],
    })
  ).id;
  const filling = await t.sendTo(formId, 'raft_company@demo.mashaer.sa');
  return { text, choice, priced, file, formId, filling };
}

/** The engine's form answered by the company (the file question is optional), ready to sign. */
export async function createAnsweredFilling(t: Templates) {
  const form = await createEngineForm(t);
  const res = await t.call('POST', 'general/forms/form-update-answer', t.tok.raft_company, {
    filling_id: form.filling,
    answers: [
      { question_id: form.text, value: 'أحمد' },
      { question_id: form.choice, value: 'ok' },
      { question_id: form.priced, value: { quantity: 3 } },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return form;
}
