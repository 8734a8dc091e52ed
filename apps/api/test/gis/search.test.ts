import { type FieldSpec, GIS_REGISTERS, type GlobalSearchHit, REGISTER_KEYS } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { registerSearchArea } from '../../src/modules/gis/registers.service';
import { apiCaller, createTestApp, planWithoutSeqScan, type TestApp, tokenFor } from '../helpers';
import { grantGisToCompanies } from './gis-support';

// Issue 29 §2 / 34: the nine GIS registers in the one search box, found the way Arabic speakers
// type (Arabic-Indic digits, أ/ا, ة/ه…), labelled with their condition, in their CRUD's row scope.
let app: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => app);
const AREAS = new Map(REGISTER_KEYS.map((k) => [registerSearchArea(k), GIS_REGISTERS[k].table]));

const search = async (who: string, term: string, lang: 'ar' | 'en' = 'en') => {
  const res = await call('POST', 'general/search', tokens[who], { search: term, limit: 10 }, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as GlobalSearchHit[];
};
const eastern = (s: string) => s.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);
const orgOf = async (email: string) =>
  (await query<{ id: number }>(app.ctx.db, sql`select id from users where email = ${email}`))[0].id;

beforeAll(async () => {
  app = await createTestApp();
  for (const who of ['admin', 'gov', 'raft_company', 'service_provider'])
    tokens[who] = await tokenFor(app, who);
  await grantGisToCompanies(app);
}, 120_000);
afterAll(() => app.close());

describe('the GIS registers in POST general/search', () => {
  it('a kitchen by its number in Arabic-Indic digits and its name as typed, with its condition in both languages', async () => {
    const [k] = await query<{ id: number; square: string }>(
      app.ctx.db,
      sql`update gis_kitchens k set name = 'مطبخ المؤسسة 4719', condition = 'maintenance'
           from squares q where q.id = k.square_id and k.id = (select min(id) from gis_kitchens where square_id is not null)
          returning k.id, q.name as square`,
    );
    const want = {
      area: 'kitchens',
      id: k.id,
      title: 'مطبخ المؤسسة 4719',
      subtitle: k.square,
      status: 'maintenance',
    };
    // ة typed as ه, ؤ as و, the digits as the keyboard gives them.
    expect(await search('admin', 'مطبخ الموسسه ٤٧١٩', 'ar')).toContainEqual({
      ...want,
      status_text: 'تحت الصيانة',
      status_color: null,
    });
    expect(await search('admin', eastern('4719'))).toContainEqual(
      expect.objectContaining({ ...want, status_text: 'Under maintenance' }),
    );
  });

  it('a washroom by its number typed in Arabic-Indic digits', async () => {
    const [w] = await query<{ id: number; wc_number: string }>(
      app.ctx.db,
      sql`select id, wc_number from gis_washrooms where wc_number = 'WC-3-1'`,
    );
    const hits = await search('admin', eastern(w.wc_number.toLowerCase()), 'ar');
    expect(hits).toContainEqual(
      expect.objectContaining({ area: 'washrooms', id: w.id, title: 'WC-3-1', status_text: 'يعمل' }),
    );
  });

  it("a company finds its own register rows, never another organisation's", async () => {
    const ring = [
      [39.889, 21.413],
      [39.8895, 21.413],
      [39.8895, 21.4135],
      [39.889, 21.4135],
      [39.889, 21.413],
    ];
    const stored = await call('POST', 'general/washrooms/store', tokens.raft_company, {
      wc_number: 'RAFT-WC-8642',
      wc_category: 'women',
      geometry: { type: 'Polygon', coordinates: [ring] },
      condition: 'out_of_service',
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const mine = stored.json().data.id as number;
    const raft = await orgOf('raft_company@demo.mashaer.sa');

    // Its own, in the scope the list applies (org_id), with its condition.
    expect(await search('raft_company', 'raft-wc-٨٦٤٢')).toContainEqual(
      expect.objectContaining({ area: 'washrooms', id: mine, status_text: 'Out of service', subtitle: null }),
    );
    // The authority's washrooms (the demo's), kitchens and meters: none for the company.
    for (const term of ['WC-3', 'مطبخ', 'SUB-000', 'RAFT-WC']) {
      for (const h of (await search('raft_company', term)).filter((x) => AREAS.has(x.area))) {
        const [row] = await query<{ org_id: number }>(
          app.ctx.db,
          sql`select org_id from ${sql.identifier(AREAS.get(h.area) as string)} where id = ${h.id}`,
        );
        expect(row.org_id, `${term} → ${h.area} ${h.id}`).toBe(raft);
      }
    }
    // Another company does not find it; the authority does; no permission, no register group.
    const other = await search('service_provider', 'RAFT-WC-8642');
    expect(other.filter((h) => AREAS.has(h.area))).toEqual([]);
    expect((await search('admin', 'RAFT-WC-8642')).map((h) => h.id)).toContain(mine);
    expect((await search('gov', 'WC-3')).filter((h) => AREAS.has(h.area))).toEqual([]);
    expect((await search('admin', 'WC-3')).some((h) => h.area === 'washrooms')).toBe(true);
  });
});

describe('the registers’ trigram indexes', () => {
  const searchable = REGISTER_KEYS.flatMap((k) =>
    (Object.entries(GIS_REGISTERS[k].fields) as [string, FieldSpec][])
      .filter(([, f]) => f.kind === 'text' && f.search)
      .map(([col]) => `${GIS_REGISTERS[k].table}_${col}_search_idx`),
  );

  it('exist on every searchable column, on the normalised text', async () => {
    const rows = await query<{ indexname: string; indexdef: string }>(
      app.ctx.db,
      sql`select indexname, indexdef from pg_indexes where tablename like 'gis\\_%' and indexname like '%search_idx'`,
    );
    expect(rows.map((r) => r.indexname).sort()).toEqual([...searchable].sort());
    expect(rows.every((r) => /USING gin \(search_norm\(.*gin_trgm_ops\)/.test(r.indexdef))).toBe(true);
  });

  it('serve a search (sequential scans off)', async () => {
    const plan = await planWithoutSeqScan(
      app,
      sql`select id from gis_washrooms where search_norm(wc_number) like search_norm(${'%wc-3-1%'})`,
    );
    expect(plan).toMatch(/gis_washrooms_wc_number_search_idx/);
  });
});
