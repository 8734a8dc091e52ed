import { expect, test } from '@playwright/test';
import { openAs, session } from './support';

test('an administrator sends a notification to a user type; the recipient bell updates live', async ({
  browser,
}) => {
  // Two separate browsers' worth of storage: the recipient and the administrator.
  const recipientContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const recipient = await recipientContext.newPage();
  const admin = await adminContext.newPage();

  // The bell opens the live stream (fetch with the bearer header, asking for text/event-stream).
  const stream = recipient.waitForRequest(
    (r) => r.url().endsWith('/api/general/notification/stream') && r.headers().accept === 'text/event-stream',
  );
  await openAs(recipient, session('raft_office'), '/dashboard');
  expect((await stream).headers().authorization).toMatch(/^Bearer /);
  const badge = recipient.getByTestId('bell-badge');
  await expect(badge).toHaveAttribute('data-count', /\d+/);
  const before = Number(await badge.getAttribute('data-count'));

  await openAs(admin, session('admin'), '/notifications/create');
  const text = `Delivery window opens at 9 (${Date.now()})`;
  await admin.getByTestId('notification-message').fill(text);
  await admin.getByTestId('notification-link').fill('/dashboard');
  await admin.getByText('أنواع مستخدمين').click();
  await admin.getByTestId('notification-types').click();
  await admin.locator('.ant-select-item-option').filter({ hasText: 'مكتب' }).first().click();
  await admin.keyboard.press('Escape');
  await admin.getByTestId('form-submit').click();
  // success → the list screen, with the server's message
  await expect(admin).toHaveURL(/\/notifications$/);
  await expect(admin.locator('.resource-list')).toContainText(text);

  // No reload on the recipient's side: the badge moves by itself — well within the 30 s of the
  // polling fallback, so it is the stream — and the message is in the bell.
  await expect(badge).toHaveAttribute('data-count', String(before + 1), { timeout: 10_000 });
  await recipient.getByTestId('notification-bell').click();
  await expect(recipient.getByTestId('bell-panel')).toContainText(text);

  await recipientContext.close();
  await adminContext.close();
});

test('the create form shows its rules and the server errors', async ({ page }) => {
  await openAs(page, session('admin'), '/notifications/create');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('هذا الحقل مطلوب').first()).toBeVisible();
  await expect(page.getByText('يرجى التحقق من الأخطاء قبل الإرسال').first()).toBeVisible();
});
