import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, auth, userId } from '../helpers';
import { multipart, PDF } from '../multipart';
import { createEngineForm, templatesApp } from './templates-fixture';

const t = templatesApp();
const { tok, call, createQuestion, sendTo } = t;
const app = t.app;

describe('answering and signing engine', () => {
  let text: number;
  let choice: number;
  let priced: number;
  let file: number;
  let formId: number;
  let filling: number;

  beforeAll(async () => {
    ({ text, choice, priced, file, formId, filling } = await createEngineForm(t));
  });

  it('send-notification starts a general filling and notifies the user; only general forms; 403/422', async () => {
    const [n] = await query<{ link: string }>(
      app().ctx.db,
      sql`select link from notifications where user_id = (select id from users where email = 'raft_company@demo.mashaer.sa') order by id desc limit 1`,
    );
    expect(n.link).toBe(`/forms/fill/${filling}`);
    expect(await sendTo(formId, 'raft_company@demo.mashaer.sa')).toBe(filling);
    const lock = await call('POST', 'general/forms/send-notification', tok.admin, {
      form_id: 4,
      user_ids: [1],
    });
    expect(lock.json().errors).toEqual({ form_id: ['Only general forms can be sent'] });
    expect(
      (
        await call('POST', 'general/forms/send-notification', tok.raft_company, {
          form_id: formId,
          user_ids: [1],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', 'general/forms/send-notification', tok.admin, { form_id: formId, user_ids: [] }))
        .statusCode,
    ).toBe(422);
  });

  it('the filling is read by its organisation (employee too) and authorities; 404 for another company', async () => {
    const mine = await call('POST', 'general/forms/questions-with-answer-ids', tok.raft_company, {
      filling_id: filling,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.questions.map((q: { question_id: number }) => q.question_id)).toEqual([
      text,
      choice,
      priced,
      file,
    ]);
    expect(mine.json().data.filling).toMatchObject({ status: 'draft', version: 1 });
    expect(
      (await call('POST', 'general/forms/questions-with-answer-ids', tok.employee, { filling_id: filling }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', 'general/forms/questions-with-answer-ids', tok.kdana, { filling_id: filling }))
        .statusCode,
    ).toBe(200);
    const other = await call('POST', 'general/forms/questions-with-answer-ids', tok.raft_office, {
      filling_id: filling,
    });
    expect(other.statusCode).toBe(404);
    const bySubject = await call('POST', 'general/forms/form-with-answerd-q', tok.raft_company, {
      form_id: formId,
      subject_type: 'general',
      subject_id: await userId(app(), 'raft_company@demo.mashaer.sa'),
    });
    expect(bySubject.json().data.filling.id).toBe(filling);
    expect(
      (await call('POST', 'general/forms/questions-with-answer-ids', tok.raft_company, {})).statusCode,
    ).toBe(422);
    expect(
      (await call('POST', 'general/forms/questions-with-answer-ids', null, { filling_id: filling }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call('POST', 'general/forms/form-update-answer', tok.raft_office, {
          filling_id: filling,
          answers: [],
        })
      ).statusCode,
    ).toBe(404);
    const list = await call('POST', 'general/forms/fillings?page=1', tok.raft_office, { paginate: 100 });
    expect(list.json().data.data.some((f: { id: number }) => f.id === filling)).toBe(false);
    const own = await call('POST', 'general/forms/fillings?page=1', tok.raft_company, { paginate: 100 });
    expect(own.json().data.data.some((f: { id: number }) => f.id === filling)).toBe(true);
  });

  it('required answers and value rules are enforced, nothing written on 422', async () => {
    const r = await call('POST', 'general/forms/form-update-answer', tok.raft_company, {
      filling_id: filling,
      answers: [
        { question_id: choice, value: 'purple' },
        { question_id: priced, value: { quantity: -1 } },
        { question_id: 2147483000, value: 'x' },
      ],
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({
      [`answers.${text}`]: ['This field is required'],
      [`answers.${choice}`]: ['The value is invalid'],
      [`answers.${priced}`]: ['The value is invalid'],
      'answers.2147483000': ['The question is not part of this form'],
    });
    const [{ n }] = await query<{ n: number }>(
      app().ctx.db,
      sql`select count(*)::int as n from form_answers where filling_id = ${filling}`,
    );
    expect(n).toBe(0);
  });

  it('file answers go through the upload (magic bytes checked) and belong to the filling', async () => {
    const bad = await multipart(
      { filling_id: String(filling), question_id: String(file) },
      { file: { name: 'x.pdf', data: Buffer.from('not a pdf at all'), type: 'application/pdf' } },
    );
    const b = await app().inject({
      method: 'POST',
      url: '/api/general/forms/upload-answer-attach',
      headers: { ...auth(tok.raft_company), ...bad.headers },
      payload: bad.payload,
    });
    expect(b.statusCode).toBe(422);
    expect(Object.keys(b.json().errors)).toEqual(['file']);
    const wrongQ = await multipart(
      { filling_id: String(filling), question_id: String(text) },
      { file: { name: 'a.pdf', data: PDF } },
    );
    expect(
      (
        await app().inject({
          method: 'POST',
          url: '/api/general/forms/upload-answer-attach',
          headers: { ...auth(tok.raft_company), ...wrongQ.headers },
          payload: wrongQ.payload,
        })
      ).statusCode,
    ).toBe(422);
    const other = await multipart(
      { filling_id: String(filling), question_id: String(file) },
      { file: { name: 'a.pdf', data: PDF } },
    );
    expect(
      (
        await app().inject({
          method: 'POST',
          url: '/api/general/forms/upload-answer-attach',
          headers: { ...auth(tok.raft_office), ...other.headers },
          payload: other.payload,
        })
      ).statusCode,
    ).toBe(404);
    const good = await multipart(
      { filling_id: String(filling), question_id: String(file) },
      { file: { name: 'محضر.pdf', data: PDF } },
    );
    const g = await app().inject({
      method: 'POST',
      url: '/api/general/forms/upload-answer-attach',
      headers: { ...auth(tok.raft_company), ...good.headers },
      payload: good.payload,
    });
    expect(g.statusCode, g.body).toBe(200);
    const fileId = g.json().data.file_id;
    const dl = await call(
      'GET',
      `general/forms/answer-file?filling_id=${filling}&file_id=${fileId}`,
      tok.kdana,
    );
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toMatch(/^attachment/);
    expect(
      (
        await call(
          'GET',
          `general/forms/answer-file?filling_id=${filling}&file_id=${fileId}`,
          tok.raft_office,
        )
      ).statusCode,
    ).toBe(404);
    // A file that is not this filling's upload for this question is refused as an answer.
    const [foreign] = await query<{ id: number }>(
      app().ctx.db,
      sql`insert into files (entity, entity_id, field, original_name, mime, size, sha256, storage_key)
          values ('user', 1, 'stamp', 'x.png', 'image/png', 1, 'x', 'foreign-key-1') returning id`,
    );
    const stray = await call('POST', 'general/forms/form-update-answer', tok.raft_company, {
      filling_id: filling,
      answers: [
        { question_id: text, value: 'أحمد' },
        { question_id: choice, value: 'ok' },
        { question_id: file, value: foreign.id },
      ],
    });
    expect(stray.json().errors).toEqual({
      [`answers.${file}`]: ['The file was not found, please upload it again'],
    });
    const ok = await call('POST', 'general/forms/form-update-answer', tok.raft_company, {
      filling_id: filling,
      answers: [
        { question_id: text, value: '  أحمد  ' },
        { question_id: choice, value: 'ok' },
        { question_id: priced, value: { quantity: 3, unit_price_halalas: 1 } },
        { question_id: file, value: { file_id: fileId } },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // The client's price is ignored: 3 × 123.45 SAR.
    expect(ok.json().data).toMatchObject({
      status: 'answered',
      total_halalas: 37035,
      invalidated_signatures: 0,
    });
    expect(ok.json().data.answers_hash).toMatch(/^[0-9a-f]{64}$/);
    const view = (
      await call('POST', 'general/forms/questions-with-answer-ids', tok.raft_company, { filling_id: filling })
    ).json().data;
    expect(view.questions.find((q: { question_id: number }) => q.question_id === text)).toMatchObject({
      value: 'أحمد',
    });
    expect(view.questions.find((q: { question_id: number }) => q.question_id === priced)).toMatchObject({
      quantity: 3,
      line_total_halalas: 37035,
    });
    expect(view.questions.every((q: { answer_id: number | null }) => q.answer_id !== null)).toBe(true);
    const audits = await auditRows(app(), { table: 'form_fillings' });
    expect(audits.at(-1)).toMatchObject({
      event: 'answered',
      record_id: String(filling),
      new_value: { status: 'answered', total_halalas: 37035 },
    });
  });

  it('editing the form makes a new version and never changes the answered filling', async () => {
    const extra = await createQuestion({
      title: 'سؤال جديد',
      title_en: 'New question',
      type: 'date',
      is_required: 1,
    });
    const u = await call('POST', `general/forms/update/${formId}`, tok.admin, {
      name: 'محضر معدل',
      name_en: 'Record (edited)',
      type: 'general',
      question_ids: [text, extra],
      signers: [{ type_id: 5, signer_num: 1 }],
    });
    expect(u.statusCode).toBe(200);
    expect(u.json().data.current_version).toBe(2);
    await call('POST', `general/questions/update/${text}`, tok.admin, {
      title: 'اسم آخر',
      title_en: 'Another title',
      type: 'short_text',
      is_required: 1,
    });
    const view = (
      await call('POST', 'general/forms/form-with-answerd-q', tok.raft_company, { filling_id: filling })
    ).json().data;
    expect(view.form.name_en).toBe('Record');
    expect(view.filling.version).toBe(1);
    expect(view.questions.map((q: { question_id: number }) => q.question_id)).toEqual([
      text,
      choice,
      priced,
      file,
    ]);
    expect(view.questions[0].title_en).toBe('Receiver name');
    expect(view.signers.map((s: { type_id: number }) => s.type_id)).toEqual([3, 5]);
    // A filling started now pins the newest definition (version 3: the question's title changed too).
    const fresh = await sendTo(formId, 'service_provider@demo.mashaer.sa');
    const fv = (
      await call('POST', 'general/forms/questions-with-answer-ids', tok.service_provider, {
        filling_id: fresh,
      })
    ).json().data;
    expect(fv.filling.version).toBe(3);
    expect(fv.questions.map((q: { title_en: string }) => q.title_en)).toEqual([
      'Another title',
      'New question',
    ]);
    const destroy = await call('DELETE', `general/forms/destroy/${formId}`, tok.admin);
    expect(destroy.statusCode).toBe(422);
  });
});
