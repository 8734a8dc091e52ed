/** Uploads (issue 7 §2). */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { type TestApp, tokenFor } from '../helpers';
import { storedKeys } from '../test-storage';
import { apiRoutes, fillUrl, isMultipart } from './harness';
import {
  multipart,
  PDF,
  PNG,
  registerCompany,
  registrationFields,
  registrationFiles,
} from './harness-uploads';
import { listeningApp } from './uploads-fixture';

const f = listeningApp();
const { streamUpload } = f;
let app: TestApp;
let base: string;
beforeAll(() => {
  app = f.app();
  base = f.base();
});

describe('uploads', () => {
  it('an over-size document is refused with 413 before the body has been received', async () => {
    const total = 40 * 1024 * 1024;
    const r = await streamUpload(`${base}/api/auth/register`, {
      fields: Object.entries(registrationFields()),
      field: 'vat_file',
      total,
    });
    expect(r.status).toBe(413);
    expect(r.sentAtAnswer).toBeLessThan(total / 2);
    console.info(
      `413 after ${(r.sentAtAnswer / 1048576).toFixed(1)} MiB of ${total / 1048576} MiB sent (limit 2 MiB)`,
    );
  });

  it('a refused upload does not leave its connection open on the server', async () => {
    const connections = () =>
      new Promise<number>((resolve) => app.server.getConnections((_e, n) => resolve(n)));
    app.server.closeAllConnections();
    const r = await streamUpload(`${base}/api/auth/register`, {
      fields: Object.entries(registrationFields()),
      field: 'vat_file',
      total: 20 * 1024 * 1024,
    });
    expect(r.status).toBe(413);
    // The client has gone; a server that stopped reading the body never notices unless it closes
    // the connection itself (`Connection: close` on the 413), and so keeps one socket per refusal.
    const deadline = Date.now() + 2000;
    while ((await connections()) > 0 && Date.now() < deadline)
      await new Promise((res) => setTimeout(res, 50));
    expect(await connections()).toBe(0);
  });

  it('an upload to a non-public route is refused (401) before its body is read', async () => {
    const routes = apiRoutes(app).filter((r) => isMultipart(r) && r.access !== 'public');
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) {
      const total = 20 * 1024 * 1024;
      const res = await streamUpload(base + fillUrl(r.url), { fields: [], field: 'file', total });
      expect(res.status, r.url).toBe(401);
      expect(res.sentAtAnswer, r.url).toBeLessThan(total / 4);
    }
  });

  it('content that is not of an allowed type is refused with 422, whatever its name and declared type', async () => {
    const bad: [string, Buffer][] = [
      ['vat_file', Buffer.from('MZ\x90\x00\x03 this is a program, not a pdf')],
      ['stamp', PDF], // a PDF where only images are allowed
    ];
    for (const [field, content] of bad) {
      const files = registrationFiles().map((f) => (f.field === field ? { ...f, content } : f));
      const { res, email } = await registerCompany(app, {}, files);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toBeDefined();
      expect(await query(app.ctx.db, sql`select 1 from users where lower(email) = ${email}`)).toHaveLength(0);
    }
    const html = registrationFiles().map((f) =>
      f.field === 'nda_document'
        ? { ...f, content: Buffer.from('<html><script>alert(1)</script></html>') }
        : f,
    );
    const r2 = await registerCompany(app, {}, html);
    expect(r2.res.statusCode).toBe(422);
    expect(r2.res.json().errors.nda_document).toBeDefined();
  });

  it('file names are never used as paths, and come back only as an encoded download name', async () => {
    const evil = `harness-evil-${process.pid}`;
    const names = [
      `../../../../../../tmp/${evil}.pdf`,
      `..\\..\\..\\${evil}.pdf`,
      `/etc/${evil}.pdf`,
      `a"; filename="x.exe`,
      `r\r\nX-Injected: 1.pdf`,
    ];
    const files = registrationFiles().map((f, i) => (i < names.length ? { ...f, filename: names[i] } : f));
    const { res, email } = await registerCompany(app, {}, files);
    expect(res.statusCode, res.body).toBe(201);
    expect(fs.existsSync(`/tmp/${evil}.pdf`)).toBe(false);
    expect(fs.existsSync(path.resolve(app.ctx.config.uploadDir, `../../../../../../tmp/${evil}.pdf`))).toBe(
      false,
    );
    const stored = await query<{ id: number; storage_key: string; original_name: string }>(
      app.ctx.db,
      sql`select f.id, f.storage_key, f.original_name from files f join users u on u.id = f.owner_id where lower(u.email) = ${email}`,
    );
    expect(stored).toHaveLength(5);
    for (const f of stored) {
      expect(f.storage_key).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(f.storage_key).not.toContain(evil);
    }
    // Every stored object is named by its random key.
    const keys = await storedKeys(app);
    expect(keys.some((k) => k.includes(evil) || k.includes('..'))).toBe(false);
    const token = await tokenFor(app, email);
    for (const f of stored) {
      const dl = await app.inject({
        method: 'GET',
        url: `/api/auth/registration/file/${f.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(dl.statusCode).toBe(200);
      const cd = String(dl.headers['content-disposition']);
      expect(cd).toMatch(/^attachment; filename\*=UTF-8''[^"\r\n;]+$/);
      expect(dl.headers['x-injected']).toBeUndefined();
      expect(dl.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("downloads only for the file's owner, as an attachment with nosniff and the sniffed type", async () => {
    const { res, email } = await registerCompany(app);
    expect(res.statusCode).toBe(201);
    const [f] = await query<{ id: number; field: string }>(
      app.ctx.db,
      sql`select f.id, f.field from files f join users u on u.id = f.owner_id where lower(u.email) = ${email} and f.field = 'stamp'`,
    );
    const url = `/api/auth/registration/file/${f.id}`;
    const own = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await tokenFor(app, email)}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    for (const who of ['admin', 'kdana', 'raft_company', 'employee@demo.mashaer.sa']) {
      const other = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${await tokenFor(app, who)}` },
      });
      expect(other.statusCode, who).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('profile images are served inline only as images, with nosniff, to their owner', async () => {
    const token = await tokenFor(app, 'raft_company');
    const body = multipart([], [{ field: 'stamp', filename: 'stamp.png', content: PNG, type: 'image/png' }]);
    const up = await app.inject({
      method: 'POST',
      url: '/api/profile/stamp',
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      payload: body.payload,
    });
    if (up.statusCode === 404) return; // the profile area is not there
    expect(up.statusCode, up.body).toBeLessThan(300);
    const own = await app.inject({
      method: 'GET',
      url: '/api/profile/stamp',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/^image\//);
    expect(own.headers['content-disposition']).toMatch(/^inline;/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    const other = await app.inject({
      method: 'GET',
      url: '/api/profile/stamp',
      headers: { authorization: `Bearer ${await tokenFor(app, 'service_provider')}` },
    });
    expect(other.rawPayload.equals(own.rawPayload)).toBe(false);
  });
});
