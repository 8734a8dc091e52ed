import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { localStorage } from '../../src/lib/storage';
import { FILE_REFERENCES } from '../../src/modules/reports/archive.season';
import { databaseDigests } from '../../src/modules/reports/archive-file';
import { restoreArchive } from '../../src/modules/reports/archive-restore';
import type { TestApp } from '../helpers';
import { type Archive, reportsApp, seasonArchive } from './reports-fixture';

// The season archive (/db-archive).
const r = reportsApp();
const { call, until } = r;
let app: TestApp;
let admin: string;
beforeAll(() => {
  app = r.app();
  admin = r.admin();
});

describe('the season archive (/db-archive)', () => {
  let archive: Archive;
  let file: string;
  const { tmp, sha, count, firstId, storedHash, fx, attach, rowOf, emptyDatabase, newArchive, keptCounts } =
    seasonArchive(r);

  it('knows the owner of every kind of file reference (a kind it does not know is never cleared)', async () => {
    for (const [table, ref] of Object.entries(FILE_REFERENCES)) {
      const kinds = await query<{ k: string }>(
        app.ctx.db,
        sql.raw(`select distinct ${ref.kind} as k from ${table}`),
      );
      expect(kinds.length).toBeGreaterThan(1);
      for (const { k } of kinds) expect(Object.keys(ref.owners), `${table} ${k}`).toContain(k);
      for (const owner of new Set(Object.values(ref.owners)))
        expect(await count('pg_tables', `schemaname = 'public' and tablename = '${owner}'`), owner).toBe(1);
    }
  });

  it('creates an archive as a job: creating, then ready with its hash', async () => {
    const res = await call('POST', 'db_archive/store', admin, { name: 'Season 1446' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'creating', name: 'Season 1446' });
    archive = await until(async () => {
      const rows = (await call('POST', 'db_archive', admin, {})).json().data.data as Archive[];
      const a = rows.find((r) => r.id === res.json().data.id);
      return a && a.status !== 'creating' ? a : undefined;
    });
    expect(archive).toMatchObject({ status: 'ready', status_text: 'Ready', progress: 100 });
    expect(archive.allowed_actions).toEqual(['activate']);
    const dl = await call('GET', `db_archive/download/${archive.id}`, admin);
    expect(dl.statusCode).toBe(200);
    expect(createHash('sha256').update(dl.rawPayload).digest('hex')).toBe(archive.sha256);
    file = path.join(tmp, 'a.jsonl.gz');
    fs.writeFileSync(file, dl.rawPayload);
    const events = await query<{ to_status: string }>(
      app.ctx.db,
      sql`select to_status from workflow_events where workflow = 'db_archive' and record_id = ${archive.id} order by id`,
    );
    expect(events.map((e) => e.to_status)).toEqual(['creating', 'ready']);
    // The file carries the stored files its rows name (the hash covers them): the fixtures' at least.
    const [{ m }] = await query<{ m: { format: string; files: { count: number; bytes: number } } }>(
      app.ctx.db,
      sql`select manifest as m from db_archives where id = ${archive.id}`,
    );
    expect(m.format).toBe('mashaer-archive/2');
    expect(m.files.count).toBeGreaterThanOrEqual(4);
    expect(m.files.bytes).toBeGreaterThanOrEqual(100_001 + 24_576 + 5_000);
    const text = gunzipSync(dl.rawPayload).toString('utf8');
    for (const f of Object.values(fx)) expect(text).toContain(`\n%${f.key}\n`);
  }, 120_000);

  it('restores into an empty database and file store: the same rows, and the files with the same bytes', async () => {
    const empty = await emptyDatabase();
    const target = localStorage(path.join(tmp, 'restored-uploads'));
    try {
      // A file whose bytes do not match its recorded hash stops the restore; nothing stays behind.
      const bad = path.join(tmp, 'bad.jsonl.gz');
      const lines = ['%tbadfile00001', Buffer.from('abc').toString('base64'), `=3 ${'0'.repeat(64)}`];
      fs.writeFileSync(bad, gzipSync(`${lines.join('\n')}\n!{}\n`));
      await expect(restoreArchive(empty.db, target, bad)).rejects.toThrow(/do not match/);
      expect(await target.exists('tbadfile00001')).toBe(false);

      const { manifest, files } = await restoreArchive(empty.db, target, file);
      const stable = ['users', 'camps', 'orders', 'countries', 'roles', 'tickets', 'violations', 'files'];
      const source = await databaseDigests(app.ctx.db, [...stable, 'attachments']);
      const restored = await databaseDigests(empty.db, [...stable, 'attachments']);
      expect(restored).toEqual(source);
      expect(manifest.tables.find((t) => t.name === 'orders')!.rows).toBeGreaterThan(0);
      expect(files).toEqual({ count: manifest.files!.count, bytes: manifest.files!.bytes });
      // Every file the rows name is back in the new store with the same bytes, where the source had it.
      for (const f of Object.values(fx)) expect(await storedHash(target, f.key)).toBe(sha(f.bytes));
      const keys = await query<{ key: string }>(
        empty.db,
        sql`select file_key as key from attachments union select storage_key from files`,
      );
      let found = 0;
      for (const { key } of keys) {
        const want = await storedHash(app.ctx.storage, key);
        expect(await storedHash(target, key), key).toBe(want);
        if (want) found += 1;
      }
      expect(found).toBe(manifest.files!.count);
      // Sequences moved past the restored ids: a new row gets a fresh id.
      const [max] = await query<{ m: number }>(empty.db, sql`select max(id)::int as m from countries`);
      const [ins] = await query<{ id: number }>(
        empty.db,
        sql`insert into countries (name, name_en) values ('x', 'x') returning id`,
      );
      expect(ins.id).toBeGreaterThan(max.m);
      await expect(restoreArchive(empty.db, target, file)).rejects.toThrow(/not empty/);
    } finally {
      await empty.close();
    }
  }, 120_000);

  it('activation asks for the password again (422 under the field)', async () => {
    const res = await call('POST', `db_archive/activate/${archive.id}`, admin, { password: 'Wrong@1234' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['The password is not correct']);
    const empty = await call('POST', `db_archive/activate/${archive.id}`, admin, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.password).toBeDefined();
    expect(
      (await call('POST', 'db_archive/activate/999999', admin, { password: 'Demo@1234' })).statusCode,
    ).toBe(404);
  });

  it('an activation that fails (here at its commit) clears nothing: rows and files stay', async () => {
    const before = { orders: await count('orders'), attachments: await count('attachments') };
    // Fails the transaction at COMMIT, after every step of the activation has run.
    await query(
      app.ctx.db,
      sql.raw(`create function test_refuse_activation() returns trigger language plpgsql as
                 $$ begin raise exception 'refused by the test'; end $$`),
    );
    await query(
      app.ctx.db,
      sql.raw(`create constraint trigger test_refuse_activation after update on db_archives
                 deferrable initially deferred for each row when (new.status = 'active')
                 execute function test_refuse_activation()`),
    );
    try {
      const res = await call('POST', `db_archive/activate/${archive.id}`, admin, { password: 'Demo@1234' });
      expect(res.statusCode).toBe(500);
    } finally {
      await query(app.ctx.db, sql.raw('drop trigger test_refuse_activation on db_archives'));
      await query(app.ctx.db, sql.raw('drop function test_refuse_activation()'));
    }
    expect({ orders: await count('orders'), attachments: await count('attachments') }).toEqual(before);
    for (const f of Object.values(fx)) {
      expect(await rowOf(f), f.key).toBe(1);
      expect(await storedHash(app.ctx.storage, f.key)).toBe(sha(f.bytes));
    }
    expect(await count('jobs', `type = 'archive_sweep'`)).toBe(0);
    expect(await count('db_archives', `status = 'active'`)).toBe(0);
  });

  it('refuses an archive the season has changed since (nothing lost); a new archive is accepted', async () => {
    const season = async () => ({
      orders: await count('orders'),
      notifications: await count('notifications'),
      broadcasts: await count('notification_broadcasts'),
      attachments: await count('attachments'),
    });
    const refused = async (lang: 'en' | 'ar' = 'en') => {
      const res = await call(
        'POST',
        `db_archive/activate/${archive.id}`,
        admin,
        { password: 'Demo@1234' },
        lang,
      );
      expect(res.statusCode).toBe(422);
      return res.json() as { message: string; errors: Record<string, string[]> };
    };
    const message =
      'Season records were written after this archive was taken and it does not hold them. Create a new archive, then activate it.';
    // A file attached to a season record after the snapshot (the activation would remove it).
    const late = await attach('order', await firstId('orders'), randomBytes(10), 'late');
    const before = await season();
    expect((await refused()).errors.status).toEqual([message]);
    expect(await season()).toEqual(before);
    expect(await rowOf(late)).toBe(1);
    // Removed again: the season is the archive's once more (compared by content, not by time).
    await query(app.ctx.db, sql`delete from attachments where file_key = ${late.key}`);
    await app.ctx.storage.delete(late.key);

    // A season record written through the API after the snapshot: a broadcast (its notifications).
    const sent = await call('POST', 'general/notifications/store', admin, {
      message: 'بعد الأرشيف',
      link: '/dashboard',
      target: 'types',
      type_ids: [3],
    });
    expect(sent.statusCode).toBe(200);
    const written = await season();
    const en = await refused();
    expect(en.message).toBe(message);
    expect(en.errors.status).toEqual([message]);
    const ar = await refused('ar');
    expect(ar.errors.status).toEqual([
      'سُجّلت بيانات في الموسم بعد أخذ هذا الأرشيف وهو لا يتضمنها. أنشئ أرشيفاً جديداً ثم فعّله.',
    ]);
    // Nothing cleared, nothing retired or activated, no file queued for removal.
    expect(await season()).toEqual(written);
    expect(await count('notifications', `message = 'بعد الأرشيف'`)).toBe(2);
    for (const f of Object.values(fx)) expect(await rowOf(f), f.key).toBe(1);
    expect(await count('jobs', `type = 'archive_sweep'`)).toBe(0);
    expect(await count('db_archives', `status = 'active'`)).toBe(0);
    const listed = (await call('POST', 'db_archive', admin, {})).json().data.data as Archive[];
    expect(listed.find((r) => r.id === archive.id)).toMatchObject({ status: 'ready' });

    // A new archive holds the broadcast; writes outside the season (a country) do not stand in its
    // way. The next test activates it.
    archive = await newArchive('Season 1446 (again)');
    expect(
      (await call('POST', 'general/countries/store', admin, { name: 'بلد آخر', name_en: 'Land 2' }))
        .statusCode,
    ).toBeLessThan(300);
  }, 120_000);

  it('activating clears the season in one transaction, with its attachments and their files; the rest stays', async () => {
    const before = await keptCounts();
    expect(await count('orders')).toBeGreaterThan(0);
    // The season's file references and those of their objects the store holds (the demo's rows
    // without a stored file included): all to go.
    const seasonKeys = await query<{ key: string }>(
      app.ctx.db,
      sql`select file_key as key from attachments
           where record_type not in ('news', 'eng_guide') and record_type not like 'clearance%'
          union all select storage_key from files where entity <> 'user'`,
    );
    expect(seasonKeys.length).toBeGreaterThan(2);
    const res = await call('POST', `db_archive/activate/${archive.id}`, admin, { password: 'Demo@1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', allowed_actions: [] });
    expect(await count('notifications')).toBe(0);
    for (const t of ['orders', 'tickets', 'violations', 'assign_camps', 'invoices'])
      expect(await count(t)).toBe(0);
    expect(await keptCounts()).toEqual(before);
    // The cleared records' attachment and file rows are gone with them, in the same transaction.
    expect(await rowOf(fx.order)).toBe(0);
    expect(await rowOf(fx.filling)).toBe(0);
    expect(
      await count('attachments', `record_type in ('order', 'ticket', 'violation', 'sadad', 'invoice')`),
    ).toBe(0);
    expect(await count('files', `entity <> 'user'`)).toBe(0);
    // Their objects leave the store after the commit (the sweep jobs); the kept records' stay.
    await until(async () =>
      (await count('jobs', `type = 'archive_sweep' and status <> 'done'`)) === 0 ? true : undefined,
    );
    expect(await count('jobs', `type = 'archive_sweep'`)).toBeGreaterThan(0);
    for (const { key } of seasonKeys) expect(await app.ctx.storage.exists(key), key).toBe(false);
    expect(await rowOf(fx.news)).toBe(1);
    expect(await rowOf(fx.user)).toBe(1);
    expect(await storedHash(app.ctx.storage, fx.news.key)).toBe(sha(fx.news.bytes));
    expect(await storedHash(app.ctx.storage, fx.user.key)).toBe(sha(fx.user.bytes));
    // Once active it cannot be activated again: 422 naming its state.
    const again = await call('POST', `db_archive/activate/${archive.id}`, admin, { password: 'Demo@1234' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain('Active');
    // Still downloadable by the administrator, and still holding the season's files.
    const dl = await call('GET', `db_archive/download/${archive.id}`, admin);
    expect(dl.statusCode).toBe(200);
    expect(gunzipSync(dl.rawPayload).toString('utf8')).toContain(`\n%${fx.order.key}\n`);
  }, 120_000);

  it('refuses a tampered file: the hash is checked before activating', async () => {
    const { id } = await newArchive('tampered');
    await query(app.ctx.db, sql`update db_archives set sha256 = repeat('0', 64) where id = ${id}`);
    const kept = await count('attachments');
    const act = await call('POST', `db_archive/activate/${id}`, admin, { password: 'Demo@1234' });
    expect(act.statusCode).toBe(422);
    expect(act.json().message).toBe('The archive file does not match its recorded hash');
    expect(await count('attachments')).toBe(kept);
    expect(await storedHash(app.ctx.storage, fx.news.key)).toBe(sha(fx.news.bytes));
  }, 120_000);
});
