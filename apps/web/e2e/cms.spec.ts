import { expect, test } from '@playwright/test';
import { apiLogin, bearer, demo, type LoginAnswer, openAs, PNG, session } from './support';

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

test('a news item created with an image on its form is shown to a company with the image', async ({
  page,
}) => {
  const title = `E2E news ${Date.now()}`;
  await openAs(page, admin, '/cms/news-center/create', 'en');
  await page.getByTestId('field-news_title').fill(title);
  await page
    .getByTestId('field-news_description')
    .fill('The season portal is open <script>alert(1)</script>');
  const main = page.locator('.ant-form-item', { has: page.getByTestId('field-main_news_image') });
  await main
    .locator('input[type=file]')
    .setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: PNG });
  await expect(main).toContainText('main.png');
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/cms\/news-center$/);
  await expect(page.getByText(title)).toBeVisible();

  const latest = await page.request.get('/api/cms/news-center/latest', { headers: bearer(company) });
  const item = (await latest.json()).data.find((n: { news_title: string }) => n.news_title === title);
  expect(item.news_description).toBe('The season portal is open alert(1)');
  await openAs(page, company, '/news', 'ar');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${item.id}$`));
  const img = page.getByTestId('news-image');
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await page.request.delete(`/api/cms/news-center/destroy/${item.id}`, { headers: bearer(admin) });
});

test('a new terms version is asked at the next login and accepted', async ({ page, request }) => {
  const title = `Terms v${Date.now()}`;
  const made = await request.post('/api/terms/store', {
    headers: bearer(admin),
    data: {
      title: `الشروط ${title}`,
      title_en: title,
      body: 'نص الشروط الجديد',
      body_en: 'The new terms text',
    },
  });
  expect(made.status()).toBe(201);
  const published = await request.post(`/api/terms/publish/${(await made.json()).data.id}`, {
    headers: bearer(admin),
  });
  expect(published.status()).toBe(200);
  // The next login of a user who had accepted the earlier version asks again.
  const gov = await apiLogin(request, demo('gov'), false);
  expect(gov.is_policy).toBe(true);
  await openAs(page, gov, '/dashboard', 'en');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('policy-text')).toContainText('The new terms text');
  await page.getByTestId('policy-accept').click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
