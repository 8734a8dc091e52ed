// Screenshots of the screens issue 28 changed, at 1366 and 390 px, in Arabic and English.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const BASE = 'http://127.0.0.1:3111';
const DATA = '/tmp/shots-data';
const OUT = '/tmp/shots';

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
const post = (p, body, token) =>
  fetch(`${BASE}/api/${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).then((r) => r.json());
async function login(email) {
  const since = Date.now();
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
const kdana = await login('kdana@demo.mashaer.sa');
const company = await login('raft_company@demo.mashaer.sa');
const bill = await post(
  'general/sadad/store',
  {
    company_id: company.user.id,
    bill_number: String(Date.now()).slice(-12),
    amount: 20000,
    due_date: '2027-06-30',
    reason: 'service_fee',
  },
  kdana.access_token,
);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const width of [1366, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 860 } });
  const as = async (a, lang, url) => {
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
    await page.waitForTimeout(2500);
  };
  const shot = async (name) => {
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`), fullPage: true });
    console.log('wrote', name, width, sideways ? 'SIDEWAYS SCROLL' : '');
  };
  for (const lang of ['ar', 'en']) {
    await as(kdana, lang, `/clearance/${company.user.id}/all`);
    await shot(`clearance-${lang}`);
    await as(company, lang, `/sadad/details/${bill.data.id}`);
    await page
      .locator('[data-testid=receipt-file]')
      .locator('..')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'receipt.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('not a pdf'),
      });
    await page.click('[data-testid=receipt-upload]');
    await page.waitForTimeout(1500);
    await shot(`sadad-refused-${lang}`);
    await as(company, lang, '/readiness-license/create');
    await page.click('[data-testid=readiness-store]');
    await page.waitForTimeout(800);
    await shot(`readiness-create-${lang}`);
    await as(kdana, lang, '/sadad/details/1');
    await page.click('[data-testid^=action-]').catch(() => {});
    await page.waitForTimeout(1200);
    await shot(`sadad-confirm-${lang}`);
  }
  await page.close();
}
await browser.close();
