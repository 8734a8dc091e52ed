import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { bearer, openAs, PASSWORD, session } from './support';

/**
 * The season archive (issue 33 "Done means"): the admin creates an archive (a job: the row follows
 * its progress), its SHA-256 is checked against the downloaded file, and activating it — after a
 * wrong password refused under its field — clears the season's operational records while the
 * accounts stay. It clears the e2e database, so it runs in its own project after every other one.
 */
test('an archive is created, its hash verified, and activating it clears the season', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = session('admin');
  const orders = async () => {
    const r = await request.post('/api/general/orders/list?page=1', { headers: bearer(admin), data: {} });
    expect(r.ok()).toBe(true);
    return ((await r.json()) as { data: { total: number } }).data.total;
  };
  expect(await orders()).toBeGreaterThan(0);

  await openAs(page, admin, '/db-archive', 'ar');
  await page.getByTestId('archive-create').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('جارٍ إنشاء الأرشيف')).toBeVisible();
  // Ready: the activate action appears (the list polls the job every 2 s).
  const activate = page.getByTestId('row-action-activate').first();
  await expect(activate).toBeVisible({ timeout: 120_000 });

  const list = await request.post('/api/db_archive?page=1', { headers: bearer(admin), data: {} });
  const [row] = ((await list.json()) as { data: { data: { id: number; sha256: string }[] } }).data.data;
  await expect(page.getByText(row.sha256)).toBeVisible();
  const file = await request.get(`/api/db_archive/download/${row.id}`, { headers: bearer(admin) });
  expect(file.ok()).toBe(true);
  expect(
    createHash('sha256')
      .update(await file.body())
      .digest('hex'),
  ).toBe(row.sha256);

  await activate.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('archive-password').fill('not-the-password');
  await page.locator('#archive-activate-submit').click();
  await expect(dialog.getByText('كلمة المرور غير صحيحة')).toBeVisible();
  await dialog.getByTestId('archive-password').fill(PASSWORD);
  await page.locator('#archive-activate-submit').click();
  await expect(page.getByText('تم تفعيل الأرشيف وبدء موسم جديد')).toBeVisible({ timeout: 60_000 });

  // A new season: no orders; the accounts and the archive of record stay.
  expect(await orders()).toBe(0);
  const after = await request.post('/api/db_archive?page=1', { headers: bearer(admin), data: {} });
  const kept = ((await after.json()) as { data: { data: { id: number; status: string }[] } }).data.data;
  expect(kept.find((a) => a.id === row.id)?.status).toBe('active');
});
