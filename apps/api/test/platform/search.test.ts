// Issue 29 §1: every list's search matches the way Arabic speakers type, on PGlite and PostgreSQL
// (TEST_DATABASE_URL), through the one list mechanism (lib/list-filters.ts) and `search_norm`.
import { normalizeSearch, SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { planWithoutSeqScan, type TestApp } from '../helpers';
import { searchApp } from './search-fixture';

const f = searchApp();
const { call, norm, list } = f;
let app: TestApp;
let admin: string;
beforeAll(() => {
  app = f.app();
  admin = f.admin();
});

describe('search_norm is normalizeSearch in SQL', () => {
  it('folds each case of the issue', async () => {
    const cases: [string, string][] = [
      ['مكة المكرمة', 'مكه المكرمه'],
      ['أحمد', 'احمد'],
      ['إبراهيم', 'ابراهيم'],
      ['آمنة', 'امنه'],
      ['ٱلله', 'الله'],
      ['مصطفى', 'مصطفي'],
      ['مؤسسة', 'موسسه'],
      ['هيئة', 'هييه'],
      ['مُحَمَّد', 'محمد'],
      ['محـــمد', 'محمد'],
      ['١٢٣', '123'],
      ['۱۲۳', '123'],
      ['José ÉLAN Müller', 'jose elan muller'],
      ['RAFT@Example.COM', 'raft@example.com'],
      ['Cafe\u0301', 'cafe'],
    ];
    for (const [text, want] of cases) {
      expect(normalizeSearch(text)).toBe(want);
      expect(await norm(text)).toBe(want);
    }
    expect(await norm(null as unknown as string)).toBeNull();
  });

  it('agrees with the contract on any text of the folded alphabet', async () => {
    const alphabet = [...new Set([...SEARCH_FOLD_FROM, ...SEARCH_FOLD_TO, ...'ابتثجحخ ءلمنهوي-%_\\xß'])];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...alphabet), { maxLength: 30 }), async (chars) => {
        const text = chars.join('');
        expect(await norm(text)).toBe(normalizeSearch(text));
      }),
      { numRuns: 60 },
    );
  });

  it('is immutable, so indexable', async () => {
    const [f] = await query<{ v: string }>(
      app.ctx.db,
      sql`select provolatile as v from pg_proc where proname = 'search_norm'`,
    );
    expect(f.v).toBe('i');
  });
});

describe('list searches', () => {
  it('cities: مكه finds مكة المكرمة', async () => {
    const page = await list('general/cities', { search: 'مكه' });
    expect(page.data.map((c) => c.name)).toContain('مكة المكرمة');
    expect((await list('general/cities', { search: 'مكة' })).total).toBe(page.total);
  });

  it('camps: ١٢٣ finds what 123 finds', async () => {
    const [camp] = await query<{ id: number; square_id: number }>(
      app.ctx.db,
      sql`update camps set camp_number = '123' where id = (select max(id) from camps) returning id, square_id`,
    );
    const inSquare = { square_id: camp.square_id };
    const latin = await list('general/camps', { search: '123', ...inSquare });
    expect(latin.data.map((c) => c.id)).toContain(camp.id);
    const arabic = await list('general/camps', { search: '١٢٣', ...inSquare });
    expect(arabic.total).toBe(latin.total);
    expect(arabic.data.map((c) => c.id)).toEqual(latin.data.map((c) => c.id));
  });

  it('users: احمد finds أحمد, and the other spellings find it too', async () => {
    await query(
      app.ctx.db,
      sql`update users set name = 'أحمد المُؤمن' where id = (select min(id) from users where parent_id is not null)`,
    );
    for (const term of ['احمد', 'أحمد', 'احمد الموم', 'المؤمن', 'أحمـــد']) {
      const page = await list('users', { search: term });
      expect(
        page.data.map((u) => u.name),
        term,
      ).toContain('أحمد المُؤمن');
    }
  });

  it('users: an e-mail in capitals and a name with accents', async () => {
    const [u] = await query<{ email: string }>(
      app.ctx.db,
      sql`update users set company_name_en = 'Société Générale' where id = (select min(id) from users where parent_id is null and type_id <> 1) returning email`,
    );
    expect((await list('users', { search: u.email.toUpperCase() })).data.map((r) => r.email)).toContain(
      u.email,
    );
    expect((await list('users', { search: 'societe gen' })).total).toBeGreaterThan(0);
  });

  it('a like wildcard in the term is taken literally', async () => {
    expect((await list('general/cities', { search: '%' })).total).toBe(0);
    expect((await list('general/cities', { search: '_' })).total).toBe(0);
  });
});

describe('numbers typed in Arabic-Indic digits', () => {
  const eastern = (n: number | string) => String(n).replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);

  it('a numeric filter reads them', async () => {
    const [sq] = await query<{ id: number; n: number }>(
      app.ctx.db,
      sql`select square_id as id, count(*)::int as n from camps group by square_id order by square_id limit 1`,
    );
    const page = await list('general/camps', { square_id: eastern(sq.id), paginate: '١٠' });
    expect(page.total).toBe(sq.n);
    expect(page.data).toHaveLength(Math.min(10, sq.n));
  });

  it('a form stores them as 0–9 (whole numbers only; text with digits stays as typed)', async () => {
    const [sq] = await query<{ id: number }>(app.ctx.db, sql`select min(id) as id from squares`);
    const res = await call('POST', 'general/camps/store', admin, {
      square_id: eastern(sq.id),
      camp_number: '٩٨٧٦',
      status: 'ready',
      is_developed: '٠',
      mina_label: 'مخيم ٥',
      mina_plot_number: '۱۰۱',
      tents_count: '٤١',
      size: '١٥٠٠',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      camp_number: '9876',
      mina_label: 'مخيم ٥',
      mina_plot_number: '101',
      tents_count: 41,
      size: 1500,
      is_developed: 0,
    });
    expect((await list('general/camps', { search: '٩٨٧٦' })).data.map((c) => c.camp_number)).toContain(
      '9876',
    );
  });
});

describe('the trigram indexes', () => {
  it('exist on the normalised columns', async () => {
    const rows = await query<{ indexname: string; indexdef: string }>(
      app.ctx.db,
      sql`select indexname, indexdef from pg_indexes where indexname like '%search_idx'`,
    );
    const names = rows.map((r) => r.indexname);
    for (const n of [
      'users_name_search_idx',
      'users_email_search_idx',
      'users_phone_search_idx',
      'orders_number_search_idx',
      'camps_number_search_idx',
      'cities_name_search_idx',
      'invoices_number_search_idx',
    ])
      expect(names).toContain(n);
    expect(rows.every((r) => /USING gin \(search_norm\(.*gin_trgm_ops\)/.test(r.indexdef))).toBe(true);
  });

  it('serve a search (sequential scans off)', async () => {
    const plan = await planWithoutSeqScan(
      app,
      sql`select id from users where search_norm(name) like search_norm(${'%احمد%'})`,
    );
    expect(plan).toMatch(/users_name_search_idx/);
  });
});
