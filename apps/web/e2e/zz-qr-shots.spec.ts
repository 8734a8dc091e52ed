import { expect, test } from '@playwright/test';
import { bearer, session } from './support';
test('qr shots', async ({ browser, request }) => {
  const kdana = session('kdana');
  const res = await request.post('/api/general/orders/list', { headers: bearer(kdana), data: { paginate: 50 } });
  const rows = (await res.json()).data.data as { id: number }[];
  let code = '';
  for (const r of rows) {
    const d = await request.get(`/api/general/orders/details/${r.id}`, { headers: bearer(kdana) });
    const txt = await d.text();
    const m = txt.match(/"code":"([^"]+)"/);
    if (m) { code = m[1]; break; }
  }
  expect(code).not.toBe('');
  for (const lang of ['ar', 'en']) for (const width of [390, 1366]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const p = await ctx.newPage();
    await p.goto('/404');
    await p.evaluate((l) => localStorage.setItem('lang', l), lang);
    await p.goto(`/qr/${code}`);
    await expect(p.getByTestId('document-check')).toBeVisible();
    await p.screenshot({ path: `/tmp/shots/qr-${lang}-${width}.png`, fullPage: true });
    const sw = await p.evaluate(() => document.documentElement.scrollWidth);
    expect(sw).toBeLessThanOrEqual(width);
    await p.goto('/qr/nope');
    await expect(p.getByTestId('document-not-genuine')).toBeVisible();
    await p.screenshot({ path: `/tmp/shots/qr-bad-${lang}-${width}.png` });
    await ctx.close();
  }
});
