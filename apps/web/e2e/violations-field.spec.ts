import { expect, test } from '@playwright/test';
import { bearer, openAs, PNG, session } from './support';

/**
 * The inspector's phone (issue 31 §7): at 390 px, in Arabic, the field screen opens a second time
 * from the service worker with the network off; a violation recorded offline with a photo waits in
 * the queue on the device, is sent when the network returns, and is then in the desk list.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'ar-SA' });
const slow = { timeout: 30_000 };

test('recorded offline with a photo, queued, sent when the network returns, in the desk list', async ({
  page,
  context,
  request,
}) => {
  const gov = session('gov');
  const kdana = session('kdana');
  const company = session('raft_company');
  // A camp the raft company holds (its demo violations name it).
  const mine = await request.post('/api/general/violation_forms', { headers: bearer(company), data: {} });
  const campId = (await mine.json()).data.data[0].camp_id as number;

  await openAs(page, gov, '/violations/field', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل مخالفة ميدانية' })).toBeVisible(slow);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const campOption = page.getByTestId('field-camp').locator(`option[value="${campId}"]`);
  await expect(campOption).toHaveCount(1, slow);
  // The first visit installs the worker; the second (online) goes through it and keeps the data.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, slow);
  await page.reload();
  await expect(campOption).toHaveCount(1, slow);

  await context.setOffline(true);
  const offline = await page.reload();
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('field-connection')).toHaveText('غير متصل');
  await expect(campOption).toHaveCount(1, slow);

  // Nothing filled: each field says what it needs, in Arabic.
  await page.getByTestId('field-save').click();
  await expect(page.getByText('اختر المخيم.')).toBeVisible();
  await expect(page.getByText('أضف صورة واحدة على الأقل.')).toBeVisible();

  await page.getByTestId('field-camp').selectOption(String(campId));
  await page.locator('[data-testid^="field-level-"]').first().check();
  const body = `مخرج الطوارئ مغلق — ميداني ${Date.now()}`;
  await page.getByTestId('field-body').fill(body);
  await page
    .getByTestId('field-photo-input')
    .setInputFiles({ name: 'photo-1.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'صورة المخالفة 1' })).toBeVisible();
  await page.getByTestId('field-save').click();
  await expect(page.getByTestId('field-saved')).toHaveText(/حُفظت المخالفة على الجهاز/);

  const item = page.getByTestId('field-item').first();
  await expect(item).toHaveAttribute('data-state', 'pending');
  await expect(item.getByTestId('field-item-state')).toHaveText('بانتظار الإرسال');
  await expect(page.getByTestId('field-queue')).toContainText('بانتظار الإرسال: 1');

  await context.setOffline(false);
  await expect(item).toHaveAttribute('data-state', 'sent', slow);
  await expect(item.getByTestId('field-item-state')).toHaveText('أُرسلت');
  const number = ((await item.getByTestId('field-item-number').textContent()) ?? '').trim();
  expect(number).toMatch(/^V-\d+$/);

  // On the server: one record with that body, its photo attached.
  const found = await request.post('/api/general/violation_forms', {
    headers: bearer(kdana),
    data: { search: number },
  });
  const rows = (await found.json()).data.data as { id: number; body?: string }[];
  expect(rows).toHaveLength(1);
  const details = await request.get(`/api/general/violation_forms/edit/${rows[0].id}`, {
    headers: bearer(kdana),
  });
  const record = (await details.json()).data;
  expect(record.body).toBe(body);
  expect(JSON.stringify(record)).toContain('image_1');

  // The desk list shows it.
  await page.goto('/violations');
  await expect(page.getByText(number, { exact: true })).toBeVisible(slow);

  // A session that ends (here its token refused: the same clearing as a logout, without revoking
  // the shared demo session) forgets the camps and levels kept for offline use.
  expect(await page.evaluate(() => caches.has('field-data'))).toBe(true);
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired'));
  await page.goto('/violations');
  await expect(page).toHaveURL(/\/login/, slow);
  await expect.poll(() => page.evaluate(() => caches.has('field-data'))).toBe(false);
});
