import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, auth, createTestApp, type TestApp, tokenFor } from '../helpers';
import { EXACT_ANSWERS } from '../test-env';

// Countries are the first resource declared with the generic CRUD builder (lib/crud.ts);
// these tests hold for every resource declared with it.
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp(EXACT_ANSWERS);
  admin = await tokenFor(app, 'admin');
});
afterAll(() => app.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
  lang: 'ar' | 'en' = 'en',
) =>
  app.inject({
    method,
    url: `/api/general/countries${url}`,
    payload,
    headers: token ? auth(token, lang) : {},
  });

describe('countries (generic CRUD)', () => {
  let id: number;

  it('stores, with an audit row, and drops unknown fields', async () => {
    const res = await call('POST', '/store', admin, {
      name: 'مصر',
      name_en: 'Egypt',
      id: 999,
      created_at: '2000-01-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Added successfully',
      data: { name: 'مصر', name_en: 'Egypt' },
    });
    id = res.json().data.id;
    expect(id).not.toBe(999);
    const rows = await auditRows(app, { table: 'countries' });
    expect(rows.at(-1)).toMatchObject({
      event: 'created',
      record_id: String(id),
      new_value: { name_en: 'Egypt' },
    });
  });

  it('refuses a duplicate country (case-insensitive) with the spec message, in both languages, and writes nothing', async () => {
    const before = (await auditRows(app, { table: 'countries' })).length;
    const en = await call('POST', '/store', admin, { name: 'مصر', name_en: 'EGYPT' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      name: ['The country already exists'],
      name_en: ['The country already exists'],
    });
    const ar = await call('POST', '/store', admin, { name: 'مصر', name_en: 'Misr' }, 'ar');
    expect(ar.json().errors.name).toEqual(['الدولة موجودة مسبقاً']);
    expect((await auditRows(app, { table: 'countries' })).length).toBe(before);
  });

  it('stores a lone surrogate and NUL as well-formed text, never a 500', async () => {
    const res = await call('POST', '/store', admin, { name: 'بلد\ud800\u0000', name_en: 'Land\udc00' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'بلد\ufffd', name_en: 'Land\ufffd' });
    await call('DELETE', `/delete/${res.json().data.id}`, admin);
  });

  it('422 per field for missing values', async () => {
    const res = await call('POST', '/store', admin, { name: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['This field is required'],
      name_en: ['This field is required'],
    });
  });

  it('reads and updates with old and new values audited', async () => {
    const edit = await call('GET', `/edit/${id}`, admin);
    expect(edit.json().data).toMatchObject({ id, name_en: 'Egypt' });
    const up = await call('POST', `/update/${id}`, admin, { name: 'جمهورية مصر العربية', name_en: 'Egypt' });
    expect(up.statusCode).toBe(200);
    expect(up.json().message).toBe('Updated successfully');
    const rows = await auditRows(app, { table: 'countries' });
    expect(rows.at(-1)).toMatchObject({
      event: 'updated',
      old_value: { name: 'مصر' },
      new_value: { name: 'جمهورية مصر العربية' },
    });
    // Updating a row to its own name is not a duplicate.
    expect(
      (await call('POST', `/update/${id}`, admin, { name: 'جمهورية مصر العربية', name_en: 'Egypt' }))
        .statusCode,
    ).toBe(200);
  });

  it('lists with search, paging and sorting', async () => {
    for (const [name, name_en] of [
      ['الهند', 'India'],
      ['إندونيسيا', 'Indonesia'],
      ['باكستان', 'Pakistan'],
    ]) {
      await call('POST', '/store', admin, { name, name_en });
    }
    const res = await call('POST', '?page=1', admin, {
      search: 'ind',
      paginate: 1,
      sort_by: 'name_en',
      sort_dir: 'desc',
    });
    expect(res.json().data).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(res.json().data.data[0].name_en).toBe('Indonesia');
  });

  it('401, 403 and 404', async () => {
    expect((await call('POST', '?page=1', null, {})).statusCode).toBe(401);
    const company = await tokenFor(app, 'contractor');
    expect((await call('POST', '/store', company, { name: 'x', name_en: 'x' })).statusCode).toBe(403);
    expect((await call('GET', '/edit/999999', admin)).statusCode).toBe(404);
    expect((await call('POST', '/update/999999', admin, { name: 'a', name_en: 'b' })).statusCode).toBe(404);
    expect((await call('DELETE', '/delete/999999', admin)).statusCode).toBe(404);
  });

  it('deletes with an audit row holding the old value', async () => {
    const res = await call('DELETE', `/delete/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Deleted successfully');
    expect(await query(app.ctx.db, sql`select 1 from countries where id = ${id}`)).toHaveLength(0);
    expect((await auditRows(app, { table: 'countries' })).at(-1)).toMatchObject({
      event: 'deleted',
      old_value: { id },
    });
  });
});
