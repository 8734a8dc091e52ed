import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { settingText } from '../../src/modules/cms/cms.service';
import { apiCaller, auth, createTestApp, type TestApp, tokenFor } from '../helpers';
import { multipart, PDF, PNG } from '../multipart';

// Content management (issue 32 §2): the news centre, the engineering guides, the web settings.
let app: TestApp;
const tok: Record<string, string> = {};
const call = apiCaller(() => app);
const rows = <T>(q: ReturnType<typeof sql>) => query<T>(app.ctx.db, q);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64, 1)]);
type Upload = { name: string; data: Buffer };
const img = (name = 'a.png'): Upload => ({ name, data: PNG });

beforeAll(async () => {
  app = await createTestApp();
  for (const t of ['admin', 'kdana', 'raft_company']) tok[t] = await tokenFor(app, t);
}, 180_000);
afterAll(() => app?.close());

async function send(
  path: string,
  token: string | null,
  fields: Record<string, string>,
  files: Record<string, Upload | Upload[]> = {},
  lang: 'ar' | 'en' = 'en',
) {
  const body = await multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: body.payload,
    headers: { ...(token ? auth(token, lang) : { 'accept-language': lang }), ...body.headers },
  });
}
const item = {
  news_title: 'Season opens',
  news_description: 'The portal <script>x()</script>is open',
  news_type: 'images',
};

describe('news centre (cms/news-center)', () => {
  it('401, 403, 422 with fields in both languages, and a file refused by its content', async () => {
    expect((await send('cms/news-center/store', null, item)).statusCode).toBe(401);
    expect((await send('cms/news-center/store', tok.raft_company, item)).statusCode).toBe(403);
    const bad = await send('cms/news-center/store', tok.admin, { news_title: '', news_type: 'x' });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'main_news_image',
      'news_description',
      'news_title',
      'news_type',
    ]);
    // The type asks for its files: images → other images, video → the video.
    const images = await send('cms/news-center/store', tok.admin, item, { main_news_image: img() });
    expect(images.statusCode).toBe(422);
    expect(Object.keys(images.json().errors)).toEqual(['other_news_image']);
    const video = await send(
      'cms/news-center/store',
      tok.admin,
      { ...item, news_type: 'video' },
      { main_news_image: img() },
      'ar',
    );
    expect(video.json().errors.news_video).toEqual(['الملف مطلوب']);
    // A PDF named .png is not an image.
    const fake = await send(
      'cms/news-center/store',
      tok.admin,
      { ...item, news_type: 'news' },
      {
        main_news_image: { name: 'x.png', data: PDF },
      },
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.main_news_image[0]).toMatch(/png, jpeg, webp/);
    const tooMany = await send('cms/news-center/store', tok.admin, item, {
      main_news_image: img(),
      other_news_image: Array.from({ length: 7 }, (_, i) => img(`${i}.png`)),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['other_news_image']);
    // Nothing half-stored.
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int n from attachments where record_type = 'news'`,
    );
    expect(n).toBe(0);
  });

  it('store with images, list, edit, latest and show for every user, files, update, destroy', async () => {
    const res = await send('cms/news-center/store', tok.admin, item, {
      main_news_image: img('main.png'),
      other_news_image: [img('1.png'), img('2.png')],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created.news_description).toBe('The portal x()is open');
    expect(created.files.map((f: { slot: string }) => f.slot)).toEqual([
      'main_news_image',
      'other_news_image',
      'other_news_image_2',
    ]);
    const list = await call('GET', 'cms/news-center', tok.admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.data[0].id).toBe(created.id);
    const posted = await call('POST', 'cms/news-center?page=1', tok.admin, { search: 'Season' });
    expect(posted.json().data.data.map((r: { id: number }) => r.id)).toEqual([created.id]);
    expect(
      (await call('GET', `cms/news-center/edit/${created.id}`, tok.admin)).json().data.files,
    ).toHaveLength(3);

    // Every logged-in user: the latest news, an item, its images (inline).
    const latest = await call('GET', 'cms/news-center/latest?limit=3', tok.raft_company);
    expect(latest.statusCode, latest.body).toBe(200);
    expect(latest.json().data[0].news_title).toBe('Season opens');
    expect((await call('GET', 'cms/news-center/latest', null)).statusCode).toBe(401);
    const show = await call('GET', `cms/news-center/show/${created.id}`, tok.raft_company);
    expect(show.statusCode).toBe(200);
    const url: string = show.json().data.files[0].url;
    expect(url).toMatch(/^\/api\/cms\/news-center\/files\/download\/\d+$/);
    const file = await app.inject({ method: 'GET', url, headers: auth(tok.raft_company) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await call('GET', 'cms/news-center/show/999999', tok.raft_company)).statusCode).toBe(404);

    // An update keeps the files not sent; sending a field replaces its files.
    const up = await send(
      `cms/news-center/update/${created.id}`,
      tok.admin,
      { ...item, news_type: 'video' },
      {
        news_video: { name: 'v.mp4', data: MP4 },
        other_news_image: [img('3.png')],
      },
    );
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.files.map((f: { file_name: string }) => f.file_name)).toEqual([
      'main.png',
      '3.png',
      'v.mp4',
    ]);
    expect((await call('GET', url.replace(/^\/api\//, ''), tok.raft_company)).statusCode).toBe(200);
    expect((await send(`cms/news-center/update/${created.id}`, tok.raft_company, item)).statusCode).toBe(403);
    expect((await send('cms/news-center/update/999999', tok.admin, item)).statusCode).toBe(404);

    const del = await call('DELETE', `cms/news-center/destroy/${created.id}`, tok.admin);
    expect(del.statusCode, del.body).toBe(200);
    expect((await call('GET', url.replace(/^\/api\//, ''), tok.raft_company)).statusCode).toBe(404);
    const left = await rows(
      sql`select id from attachments where record_type = 'news' and record_id = ${created.id}`,
    );
    expect(left).toEqual([]);
  });
});

describe('engineering guides (cms/eng-guide)', () => {
  it('title, description and file required; downloadable by every user; 401, 403', async () => {
    const g = { title: 'Electrical guide', description: 'Wiring rules' };
    expect((await send('cms/eng-guide/store', null, g)).statusCode).toBe(401);
    expect((await send('cms/eng-guide/store', tok.raft_company, g)).statusCode).toBe(403);
    const bad = await send('cms/eng-guide/store', tok.admin, {}, {}, 'ar');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['description', 'file', 'title']);
    expect(bad.json().errors.file).toEqual(['الملف مطلوب']);
    const mp4 = await send('cms/eng-guide/store', tok.admin, g, { file: { name: 'g.pdf', data: MP4 } });
    expect(mp4.statusCode).toBe(422);
    const res = await send('cms/eng-guide/store', tok.admin, g, { file: { name: 'guide.pdf', data: PDF } });
    expect(res.statusCode, res.body).toBe(201);
    const list = await call('GET', 'cms/eng-guide?page=1', tok.admin);
    expect(list.json().data.data[0].files[0].file_name).toBe('guide.pdf');
    const latest = await call('GET', 'cms/eng-guide/latest', tok.raft_company);
    expect(latest.statusCode).toBe(200);
    const url = latest.json().data[0].files[0].url as string;
    const file = await app.inject({ method: 'GET', url, headers: auth(tok.raft_company) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await call('GET', 'cms/eng-guide/files/download/999999', tok.raft_company)).statusCode).toBe(404);
    const up = await send(`cms/eng-guide/update/${res.json().data.id}`, tok.admin, {
      ...g,
      title: 'Electrical guide 2',
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.files).toHaveLength(1);
    expect((await call('DELETE', `cms/eng-guide/destroy/${res.json().data.id}`, tok.admin)).statusCode).toBe(
      200,
    );
  });
});

describe('web settings (cms/web-settings)', () => {
  it('the fixed keys, including the regulatory order text and the contact details; edit and update', async () => {
    expect((await call('GET', 'cms/web-settings', tok.raft_company)).statusCode).toBe(403);
    const list = await call('GET', 'cms/web-settings', tok.admin);
    expect(list.statusCode).toBe(200);
    const keys = list.json().data.data.map((r: { key: string }) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'readiness_pledge',
        'regulatory_order_text',
        'contact_details',
        'ticket_reopen_days',
      ]),
    );
    const row = list.json().data.data.find((r: { key: string }) => r.key === 'contact_details');
    const bad = await call('POST', `cms/web-settings/update/${row.id}`, tok.admin, { title: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['title', 'title_en', 'value', 'value_en']);
    const up = await call('POST', `cms/web-settings/update/${row.id}`, tok.admin, {
      ...row,
      value_en: 'Phone: 800',
      visible: 0,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toMatchObject({ key: 'contact_details', value_en: 'Phone: 800', visible: 0 });
    expect((await call('POST', 'cms/web-settings/store', tok.admin, row)).statusCode).toBe(404);
    // What other areas read (the regulatory order's notice): the setting while visible, else the dictionary's.
    const legal = list.json().data.data.find((r: { key: string }) => r.key === 'regulatory_order_text');
    const edited = { ...legal, value: 'نص نظامي معدل', value_en: 'Edited legal text' };
    expect((await call('POST', `cms/web-settings/update/${legal.id}`, tok.admin, edited)).statusCode).toBe(
      200,
    );
    const read = (lang: 'ar' | 'en') =>
      settingText(app.ctx.db, 'regulatory_order_text', lang, 'violation_order.legal_text');
    expect([await read('ar'), await read('en')]).toEqual(['نص نظامي معدل', 'Edited legal text']);
    await call('POST', `cms/web-settings/update/${legal.id}`, tok.admin, { ...edited, visible: 0 });
    expect(await read('en')).toMatch(/^Under the regulations/);
  });
});
