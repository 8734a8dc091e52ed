import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, auth, lastOutbox, type TestApp } from '../helpers';
import { multipart, PNG, validRegistration } from '../multipart';
import { registerApp } from './register-fixture';

const f = registerApp();
const { register, idOf } = f;
let app: TestApp;
beforeAll(() => {
  app = f.app();
});

describe('registration forms (pending or rejected applicant)', () => {
  it('shows the state and reason, takes a corrected resubmission, and audits it', async () => {
    const { fields, files } = validRegistration(8);
    await register(fields, files);
    const id = await idOf(fields.email);
    await app.ctx.db.execute(
      sql`update users set status = 'rejected', reject_reason = 'السجل التجاري منتهي' where id = ${id}`,
    );
    // The applicant logs in (pending and rejected accounts may) and reads the reason.
    await app.inject({
      method: 'POST',
      url: '/api/Check-user-with-sms',
      payload: { email: fields.email, password: fields.password },
    });
    const code = lastOutbox(app, (m) => m.email === fields.email)!.code!;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: fields.email, password: fields.password, code, platform: 'mena' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().permissions).toEqual([]);
    const token = login.json().access_token;
    const mine = await app.inject({ method: 'GET', url: '/api/auth/registration', headers: auth(token) });
    expect(mine.json().data).toMatchObject({
      status: 'rejected',
      reject_reason: 'السجل التجاري منتهي',
      can_resubmit: true,
    });
    expect(mine.json().data).not.toHaveProperty('password_hash');
    const fileId = mine.json().data.files[0].id;
    const dl = await app.inject({
      method: 'GET',
      url: `/api/auth/registration/file/${fileId}`,
      headers: auth(token),
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment/);
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    // Nobody else's files: another applicant's token gets 404.
    const { password: _p, password_confirmation: _c, ...rest } = fields;
    const body = await multipart(
      { ...rest, commercial_register_expiry: `${new Date().getFullYear() + 3}-06-30` },
      {
        stamp: { name: 's.png', data: PNG },
      },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/registration',
      payload: body.payload,
      headers: { ...body.headers, ...auth(token) },
    });
    expect(res.statusCode).toBe(200);
    const [u] = await query<{ status: string; reject_reason: string | null }>(
      app.ctx.db,
      sql`select status, reject_reason from users where id = ${id}`,
    );
    expect(u).toEqual({ status: 'review', reject_reason: null });
    expect((await auditRows(app, { method: 'auth/registration' })).at(-1)).toMatchObject({
      event: 'resubmitted',
      record_id: String(id),
      old_value: { status: 'rejected' },
      new_value: { status: 'review' },
    });
    // The user-status workflow's `resubmit`, on the account's timeline.
    expect(
      (
        await query<{ action: string; from_status: string; to_status: string }>(
          app.ctx.db,
          sql`select action, from_status, to_status from workflow_events
               where workflow = 'user_status' and record_id = ${id} order by id desc limit 1`,
        )
      )[0],
    ).toEqual({ action: 'resubmit', from_status: 'rejected', to_status: 'review' });
    // An active account cannot resubmit.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/registration',
      payload: body.payload,
      headers: { ...body.headers, ...auth(token) },
    });
    expect(again.statusCode).toBe(403);
  });

  it("does not serve another user's document", async () => {
    const { fields, files } = validRegistration(9);
    await register(fields, files);
    const id = await idOf(fields.email);
    const [f] = await query<{ id: number }>(
      app.ctx.db,
      sql`select id from files where entity_id = ${id} limit 1`,
    );
    const { tokenFor } = await import('../helpers');
    const other = await tokenFor(app, 'raft_office');
    const res = await app.inject({
      method: 'GET',
      url: `/api/auth/registration/file/${f.id}`,
      headers: auth(other),
    });
    expect(res.statusCode).toBe(404);
  });
});
