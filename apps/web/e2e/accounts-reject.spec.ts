import { expect, test } from '@playwright/test';
import { openScreen, registerApplicant } from './accounts-support';
import { apiLogin, bearer, openAs, session } from './support';

test('a registration rejected with a reason: the applicant reads it on /register-forms and resubmits', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const applicant = await registerApplicant(request, 'reject');
  const admin = session('admin');
  const reason = 'صورة السجل التجاري غير واضحة';

  await openScreen(page, admin, `/users/request?search=${encodeURIComponent(applicant.email)}`);
  const row = page.locator('.ant-table-row', { hasText: applicant.email });
  await row.getByTestId('row-action-reject').click();
  // A reason is required.
  await page.getByTestId('decision-ok').click();
  await expect(page.getByText('يرجى كتابة سبب الرفض')).toBeVisible();
  await page.getByTestId('decision-reason').fill(reason);
  const answer = page.waitForResponse((r) =>
    r.url().includes(`/api/users/switch-user-status/${applicant.id}`),
  );
  await page.getByTestId('decision-ok').click();
  expect((await answer).status()).toBe(200);
  await expect(page.locator('.ant-notification-notice-success')).toContainText('تم رفض الطلب');
  await expect(page.locator('.ant-table-row', { hasText: applicant.email })).toHaveCount(0);

  // Rejecting again: "already rejected" with code 104.
  const again = await request.post(`/api/users/switch-user-status/${applicant.id}`, {
    headers: { ...bearer(admin), 'Accept-Language': 'en' },
    data: { status: 'rejected', platform: 'mena', reject_reason: 'again' },
  });
  expect(await again.json()).toMatchObject({ code: 104, message: 'already rejected' });

  // The applicant logs in and is sent to /register-forms, where the reason is shown.
  const rejected = await apiLogin(request, applicant.email);
  expect(rejected.user.status).toBe('rejected');
  await openAs(page, rejected, '/dashboard');
  await expect(page).toHaveURL(/\/register-forms$/);
  await expect(page.getByTestId('registration-status')).toHaveText('مرفوض');
  await expect(page.getByTestId('reject-reason')).toContainText(reason);

  // Correct and resubmit: back in review, in the administrators' request list again.
  await page.getByTestId('registration-edit').click();
  await expect(page).toHaveURL(/\/complete-register-forms$/);
  await expect(page.getByTestId('reg-company_name_en')).toHaveValue(applicant.companyEn);
  await page.getByTestId('reg-company_name_en').fill(`${applicant.companyEn} Ltd`);
  const resubmit = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/registration') && r.request().method() === 'POST',
  );
  await page.getByTestId('resubmit').click();
  expect((await resubmit).status()).toBe(200);

  const list = await request.post('/api/users/request', {
    headers: bearer(admin),
    data: { search: applicant.email },
  });
  const rows = (await list.json()).data.data as { id: number; status: string; company_name_en: string }[];
  expect(rows).toEqual([
    expect.objectContaining({
      id: applicant.id,
      status: 'review',
      company_name_en: `${applicant.companyEn} Ltd`,
    }),
  ]);
  await openScreen(page, admin, `/users/request?search=${encodeURIComponent(applicant.email)}`);
  await expect(
    page.locator('.ant-table-row', { hasText: applicant.email }).getByTestId('status-tag'),
  ).toHaveText('قيد المراجعة');
});
