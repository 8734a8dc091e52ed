import { expect, test } from '@playwright/test';
import { bearer, type LoginAnswer, openAs, session } from './support';

/** Content management (issue 32 §2): a news bar line added by the authority scrolls in every user's top bar. */
let admin: LoginAnswer;
let company: LoginAnswer;

test.beforeAll(() => {
  admin = session('admin');
  company = session('raft_company');
});

test('a news bar line scrolls in the top bar, right to left in Arabic', async ({ page, request }) => {
  const text = `تنبيه تجريبي ${Date.now()}`;
  const res = await request.post('/api/cms/news-bar/store', {
    headers: bearer(admin),
    data: { text, text_en: `Test notice ${Date.now()}`, visible: 1 },
  });
  expect(res.status()).toBe(201);
  await openAs(page, company, '/dashboard', 'ar');
  await expect(page.getByTestId('news-ticker')).toContainText(text);
  await expect(page.getByTestId('news-ticker-track')).toHaveClass(/rtl/);
  await page.request.delete(`/api/cms/news-bar/destroy/${(await res.json()).data.id}`, {
    headers: bearer(admin),
  });
});
