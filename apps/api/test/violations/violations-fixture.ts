import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { auth, suiteApp, userId } from '../helpers';
import { multipart, PNG } from '../multipart';

/**
 * Violations (issue 31): the app with a token per demo account and a test level, started in the
 * calling file's beforeAll and closed in its afterAll, and the helpers that record, assign and act
 * on violations. `me()` (the raft company), `kdana()` (its id), `level()` and `camps()` (the
 * company's) are read after that beforeAll.
 */
export function violationsApp() {
  const s = suiteApp(['kdana', 'gov', 'raft_company', 'raft_office'], { timeout: 180_000 });
  const tok = s.tok;
  let me: number;
  let kdana: number;
  let level: number;
  let camps: number[];
  const { call, rows } = s;

  beforeAll(async () => {
    me = await userId(s.app, 'raft_company@demo.mashaer.sa');
    kdana = await userId(s.app, 'kdana@demo.mashaer.sa');
    camps = (
      await rows<{ camp_id: number }>(
        sql`select camp_id from assign_camps where company_id = ${me} and status <> 'returned' order by camp_id limit 3`,
      )
    ).map((r) => r.camp_id);
    expect(camps.length).toBeGreaterThan(0);
    const res = await call('POST', 'general/violation_form_levels/store', tok.kdana, {
      name: 'اختبار',
      name_en: 'Test level',
      severity: 7,
      color: '#aa3300',
      fix_hours: 48,
      fine: 50_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    level = res.json().data.id;
  }, 180_000);

  const valid = (o: Record<string, unknown> = {}) => ({
    camp_id: camps[0],
    violation_form_level_id: level,
    body: 'Blocked exit',
    ...o,
  });
  async function upload(token: string, id: number, slot: string, data = PNG, name = 'photo.png') {
    const body = await multipart({}, { file: { name, data } });
    return s.app.inject({
      method: 'POST',
      url: `/api/general/violation_forms/attachments/${id}/${slot}`,
      payload: body.payload,
      headers: { ...auth(token), ...body.headers },
    });
  }
  async function recorded(withPhoto = true) {
    const res = await call('POST', 'general/violation_forms/store', tok.gov, valid());
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    if (withPhoto) expect((await upload(tok.gov, id, 'image_1')).statusCode).toBe(201);
    return id;
  }
  async function assigned() {
    const id = await recorded();
    const res = await call('POST', 'general/violation_forms_assigns/store', tok.kdana, {
      violation_form_ids: [id],
    });
    expect(res.statusCode, res.body).toBe(200);
    return id;
  }
  const statusOf = async (id: number) =>
    (await rows<{ status: string }>(sql`select status from violations where id = ${id}`))[0].status;
  const act = (token: string, id: number, action: string, body: Record<string, unknown> = {}) =>
    call('POST', `general/violation_forms/${action}/${id}`, token, body);
  return {
    app: () => s.app,
    me: () => me,
    kdana: () => kdana,
    level: () => level,
    camps: () => camps,
    tok,
    call,
    rows,
    valid,
    upload,
    recorded,
    assigned,
    statusOf,
    act,
  };
}
