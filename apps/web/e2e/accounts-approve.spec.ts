import { expect, test } from '@playwright/test';
import { openScreen, outboxFor, pick, registerApplicant, uiLogin } from './accounts-support';
import { bearer, session } from './support';

test('an administrator approves a pending registration with a role; the applicant then logs in', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const applicant = await registerApplicant(request, 'approve');
  const admin = session('admin');

  // The request screen lists it; approving without a role is refused before any call.
  await openScreen(page, admin, `/users/request?search=${encodeURIComponent(applicant.email)}`);
  const row = page.locator('.ant-table-row', { hasText: applicant.email });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('status-tag')).toHaveText('قيد الانتظار');
  await row.getByTestId('row-action-approve').click();
  await page.getByTestId('decision-ok').click();
  await expect(page.getByText('يجب اختيار دور واحد على الأقل')).toBeVisible();

  await pick(page, 'decision-roles', 'مقدم خدمة');
  const answer = page.waitForResponse((r) =>
    r.url().includes(`/api/users/switch-user-status/${applicant.id}`),
  );
  await page.getByTestId('decision-ok').click();
  const res = await answer;
  expect(res.status()).toBe(200);
  expect(res.request().postDataJSON()).toEqual({
    status: 'active',
    platform: 'mena',
    roles: [expect.any(Number)],
  });
  await expect(page.locator('.ant-notification-notice-success')).toContainText('تم تفعيل الحساب');
  await expect(page.locator('.ant-table-row', { hasText: applicant.email })).toHaveCount(0);

  // The applicant was told by SMS and e-mail.
  const told = outboxFor(applicant.email).filter((m) => !m.code);
  expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);

  // Approving again answers "already active" with code 104, shown as a warning.
  const again = await request.post(`/api/users/switch-user-status/${applicant.id}`, {
    headers: bearer(admin),
    data: { status: 'active', platform: 'mena', roles: [1] },
  });
  expect((await again.json()).code).toBe(104);

  // The applicant logs in with the two steps, accepts the policy and enters the portal.
  await page.evaluate(() => localStorage.clear());
  await uiLogin(page, applicant.email);
  await expect(page.getByTestId('policy-text')).toBeVisible();
  await page.getByTestId('policy-accept').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stored = await page.evaluate(() => ({
    user: JSON.parse(localStorage.getItem('user') ?? 'null'),
    permissions: JSON.parse(localStorage.getItem('permissions') ?? '[]'),
  }));
  expect(stored.user.status).toBe('active');
  expect(stored.permissions).toContain('dashboard');
});
