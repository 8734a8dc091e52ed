import { expect, test } from '@playwright/test';
import { openScreen, pick } from './accounts-support';
import { bearer, openAs, session } from './support';

test('a role created with the permission picker, given to a user, changes that user’s menu', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = session('admin');
  const office = session('design_office');
  const roleName = `منسق جهات الاتصال ${Date.now() % 100000}`;

  const before = await request.get(`/api/users/edit/${office.user.id}`, { headers: bearer(admin) });
  const ownRoles = ((await before.json()).data.roles as { id: number }[]).map((r) => r.id);

  // Before: the design office has no users section in its menu.
  await openAs(page, office, '/dashboard');
  await expect(page.locator('aside a[href="/dashboard"]').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('aside a[href="/user-contacts"]')).toHaveCount(0);

  // The administrator creates the role: names, then permissions found by searching in English
  // while the interface is Arabic, and a whole group chosen at once.
  await openScreen(page, admin, '/roles/create');
  await page.getByTestId('role-name').fill(roleName);
  await page.getByTestId('role-name-en').fill(`Contacts coordinator ${Date.now() % 100000}`);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('يجب اختيار صلاحية واحدة على الأقل')).toBeVisible();
  await page.getByTestId('permission-search').fill('contacts');
  await expect(page.locator('[data-testid^="permission-group-"]')).toHaveCount(1);
  await page.getByTestId('permission-user-contact-index').click();
  await page.getByTestId('permission-search').fill('قسم المستخدمين');
  await page.getByTestId('permission-user').click();
  await page.getByTestId('permission-search').fill('');
  await expect(page.getByTestId('permission-count')).toContainText('تم اختيار 2');
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/roles/store'));
  await page.getByTestId('form-submit').click();
  const res = await stored;
  expect(res.status()).toBe(201);
  const roleId = (await res.json()).data.id as number;
  expect((await res.json()).data.permissions).toEqual(['user', 'user-contact-index']);
  // Success flow: the list screen with the server's message.
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.locator('.ant-notification-notice-success')).toBeVisible();

  // The administrator gives the role to the design office through the user form.
  await openScreen(page, admin, `/users/update/${office.user.id}`);
  await expect(page.getByTestId('user-email')).toHaveValue('design_office@demo.mashaer.sa');
  await pick(page, 'user-roles', roleName);
  const updated = page.waitForResponse((r) => r.url().endsWith(`/api/users/update/${office.user.id}`));
  await page.getByTestId('form-submit').click();
  expect((await updated).status()).toBe(200);
  await expect(page).toHaveURL(/\/users$/);

  // After: with its permissions fetched again, the design office's menu has the new entry,
  // and the screen opens.
  await openAs(page, { ...office, permissions: [] }, '/dashboard');
  await expect(page.locator('aside a[href="/user-contacts"]')).toBeVisible({ timeout: 60_000 });
  await page.locator('aside a[href="/user-contacts"]').click();
  await expect(page).toHaveURL(/\/user-contacts$/);
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 60_000 });

  // Deleting the role while the design office holds it is refused with the server's message.
  await openScreen(page, admin, `/roles?search=${encodeURIComponent(roleName)}`);
  const row = page.locator('.ant-table-row', { hasText: roleName });
  await row.getByTestId('row-action-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByRole('dialog', { name: 'خطأ' })).toContainText(
    'لا يمكن حذف الدور لأنه مسند إلى مستخدمين',
  );

  // Clean up: the design office keeps only its own role; the role goes.
  const restored = await request.post(`/api/users/update-user-role/${office.user.id}`, {
    headers: bearer(admin),
    data: { roles: ownRoles },
  });
  expect(restored.status()).toBe(200);
  expect((await request.post(`/api/roles/delete/${roleId}`, { headers: bearer(admin) })).status()).toBe(200);
});
