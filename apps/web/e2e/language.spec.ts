import { expect, test } from '@playwright/test';
import { openAs, session } from './support';

test('the language switch flips direction at once and persists across reload', async ({ page }) => {
  await page.goto('/login');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();

  await page.getByTestId('lang-switch').click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  await page.getByTestId('lang-switch').click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
});

test('inside the shell: menu, title and antd direction follow the language', async ({ page }) => {
  await openAs(page, session('admin'), '/dashboard');
  const html = page.locator('html');
  await expect(page.getByTestId('sidebar-menu')).toContainText('لوحة المعلومات');
  await expect(page).toHaveTitle('لوحة المعلومات | بوابة المشاعر');
  await expect(page.locator('.ant-layout.ant-layout-rtl').first()).toBeVisible();

  await page.getByTestId('lang-switch').click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('sidebar-menu')).toContainText('Dashboard');
  await expect(page).toHaveTitle('Dashboard | Mashaer Portal');
  await expect(page.locator('.ant-layout-rtl')).toHaveCount(0);
  // Server texts come back in the new language (dashboard labels are the app's, values the server's).
  await expect(page.getByTestId('dashboard-cards').getByText('Users', { exact: true })).toBeVisible();

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('sidebar-menu')).toContainText('Dashboard');
});
