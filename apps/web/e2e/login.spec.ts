import { expect, test } from '@playwright/test';
import { demo, PASSWORD, readCode } from './support';

test('two-step login reads the SMS code from the outbox, shows the policy, then the remembered path', async ({
  page,
}) => {
  // A guest opening a protected page goes to /login, remembering where they were going.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('redirect_path'))).toBe('/profile');

  await page.getByTestId('login-email').fill(demo('waste_contractor'));
  await page.getByTestId('login-password').fill(PASSWORD);
  const since = Date.now();
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('code-phone')).toBeVisible();
  await expect(page.getByTestId('resend-code')).toBeDisabled();
  const code = await readCode(demo('waste_contractor'), since);

  // A wrong code: the server's 422 under the code field.
  await page.getByTestId('login-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('login-verify').click();
  await expect(page.locator('.plain-field.has-error .plain-error')).toHaveText('رمز التحقق غير صحيح');

  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-verify').click();

  // The waste contractor has not accepted the usage policy yet: it is shown on /login before entering.
  await expect(page.getByTestId('policy-text')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('policy-accept').click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-name')).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('accessToken'),
    type: JSON.parse(localStorage.getItem('type') ?? 'null'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null'),
    permissions: JSON.parse(localStorage.getItem('permissions') ?? '[]'),
    redirect: localStorage.getItem('redirect_path'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.type.code).toBe('waste_contractor');
  expect(stored.user.is_acknowledged).toBe(true);
  expect(stored.permissions).toContain('dashboard');
  // read once, then removed
  expect(stored.redirect).toBeNull();

  // A logged-in active user on a guest-only page goes to /dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/login itself is never remembered; / leads to the site switcher', async ({ page }) => {
  await page.goto('/login');
  expect(await page.evaluate(() => localStorage.getItem('redirect_path'))).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/switch$/);
  await expect(page.getByTestId('site-mena')).toBeVisible();
  await expect(page.getByTestId('site-arafat')).toBeVisible();
  await expect(page.getByTestId('site-muzdalifah')).toBeVisible();
  await page.getByTestId('site-mena').click();
  await expect(page).toHaveURL(/\/login$/);
});
