// Screenshots of the running app for a look at RTL/LTR layout: login (ar, en), a list, forms with
// errors. Needs a server (e.g. `E2E_DATA_DIR=/tmp/shots-data E2E_PORT=3111 node scripts/e2e-server.mjs`)
// and reads the login code from its outbox. Usage: BASE_URL=… DATA_DIR=… node scripts/screenshots.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:3111';
const DATA = process.env.DATA_DIR ?? '/tmp/shots-data';
const OUT = process.env.OUT_DIR ?? '/tmp/shots';
fs.mkdirSync(OUT, { recursive: true });

async function code(email, since) {
  for (let i = 0; i < 75; i++) {
    const dir = path.join(DATA, 'outbox');
    const recs = (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
      .filter((r) => r.channel === 'sms' && r.email === email && Date.parse(r.created_at) >= since - 1000);
    if (recs.length) return recs.sort((a, b) => b.created_at.localeCompare(a.created_at))[0].code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${email}`);
}

async function apiLogin(email) {
  const since = Date.now();
  const post = (p, body, token) =>
    fetch(`${BASE}/api/${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await post('Check-user-with-sms', { email, password: 'Demo@1234' });
  const a = await post('auth/login', {
    email,
    password: 'Demo@1234',
    code: await code(email, since),
    platform: 'mena',
  });
  if (!a.user.is_acknowledged && a.type.id !== 1) {
    await post('auth/acknowledge-policy', {}, a.access_token);
    a.user.is_acknowledged = true;
  }
  return a;
}

async function as(page, a, lang, url) {
  await page.goto(`${BASE}/404`);
  await page.evaluate(
    ({ a, lang }) => {
      localStorage.clear();
      localStorage.setItem('accessToken', a.access_token);
      for (const k of ['user', 'type', 'permissions']) localStorage.setItem(k, JSON.stringify(a[k]));
      localStorage.setItem('lang', lang);
    },
    { a, lang },
  );
  await page.goto(`${BASE}${url}`);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
const shot = async (name) => {
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
  console.log('wrote', name);
};

for (const lang of ['ar', 'en']) {
  await page.goto(`${BASE}/404`);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(`${BASE}/login`);
  await page.waitForSelector('[data-testid=login-email]');
  await shot(`login-${lang}`);
  await page.click('[data-testid=login-submit]');
  await shot(`login-${lang}-errors`);
}

const admin = await apiLogin('admin@demo.mashaer.sa');
// A few sent notifications, so the list has rows (a fresh demo database has none).
const api = (p, body) =>
  fetch(`${BASE}/api/${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.access_token}` },
    body: JSON.stringify(body),
  }).then((r) => r.json());
if ((await api('general/notifications', {})).data.total < 5) {
  const samples = [
    'تم فتح نافذة تسليم المخيمات للمربع 12',
    'تذكير: موعد تسليم مخيمات منى غداً الساعة 9 صباحاً',
    'Fire drill at square 4 on Thursday',
    'تحديث جدول المواعيد',
    'يرجى رفع التعهدات المطلوبة قبل نهاية الأسبوع',
    'Camp 31 ready for inspection',
    'اجتماع تنسيقي لمقدمي الخدمة',
  ];
  for (const [i, message] of samples.entries()) {
    const types = i % 3 === 0 ? {} : { type_ids: [2, 4] };
    await api('general/notifications/store', {
      message,
      target: i % 3 === 0 ? 'all' : 'types',
      ...types,
      link: '/dashboard',
    });
  }
}
for (const lang of ['ar', 'en']) {
  await as(page, admin, lang, '/notifications');
  await page.waitForSelector('.ant-table-row, .ant-empty');
  await shot(`list-notifications-${lang}`);
  await as(page, admin, lang, '/dashboard');
  await page.waitForSelector('[data-testid=dashboard-cards], .ant-empty');
  await shot(`dashboard-${lang}`);
  await as(page, admin, lang, '/notifications/create');
  await page.click('[data-testid=form-submit]');
  await shot(`form-notification-errors-${lang}`);
  await as(page, admin, lang, '/profile');
  await page.waitForSelector('[data-testid=change-password-form]');
  await page.fill('[data-testid=new-password]', 'weak');
  await page.click('[data-testid=change-password-submit]');
  await shot(`form-profile-errors-${lang}`);
  await page.goto(`${BASE}/404`);
  await page.evaluate((l) => {
    localStorage.clear();
    localStorage.setItem('lang', l);
  }, lang);
  await page.goto(`${BASE}/register`);
  await page.click('[data-testid=register-submit]');
  await shot(`form-register-errors-${lang}`);
}
await browser.close();
