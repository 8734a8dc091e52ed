import { expect, test } from '@playwright/test';
import { apiLogin, openAs, PASSWORD, PDF, PNG, session } from './support';

test.describe('entry rules (spec 000 §2), against the real server', () => {
  test('guest-only routes send a logged-in active user to /dashboard', async ({ page }) => {
    const admin = session('admin');
    for (const path of ['/login', '/register', '/switch', '/reset_password', '/done']) {
      await openAs(page, admin, path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('a missing permission goes to /403', async ({ page }) => {
    await openAs(page, session('gov'), '/notifications');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByText('ليس لديك أي صلاحية')).toBeVisible();
  });

  test('unknown paths go to /404', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('الصفحة التي تبحث عنها غير موجودة')).toBeVisible();
  });

  test('policy not accepted (not type 1) → /login with the policy', async ({ page }) => {
    await openAs(page, session('consultant'), '/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('policy-text')).toBeVisible();
  });

  test('an empty permission list is fetched from auth/permission-me', async ({ page }) => {
    const admin = { ...session('admin'), permissions: [] };
    const fetched = page.waitForRequest((r) => r.url().endsWith('/api/auth/permission-me'));
    await openAs(page, admin, '/notifications');
    await fetched;
    await expect(page).toHaveURL(/\/notifications$/);
    // The answer is stored after it arrives: the request alone was seen while the page still loaded.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('permissions') ?? '[]')))
      .toContain('notification-index');
  });

  test('pending registration → /register-forms, which shows the state', async ({ page, request }) => {
    // A real registration (pending until an administrator decides), then a real login.
    const email = `pending-${Date.now()}@e2e.mashaer.sa`;
    const file = (name: string, pdf = true) => ({
      name: pdf ? `${name}.pdf` : `${name}.png`,
      mimeType: pdf ? 'application/pdf' : 'image/png',
      buffer: pdf ? PDF : PNG,
    });
    const res = await request.post('/api/auth/register', {
      multipart: {
        type_id: '4',
        first_name: 'Salem',
        last_name: 'Harbi',
        name: 'Salem Co',
        company_name_ar: 'شركة سالم',
        company_name_en: 'Salem Company',
        email,
        phone: '501234567',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        vat_number: '300000000000003',
        commercial_register_number: '1010101010',
        commercial_register_expiry: '2031-01-01',
        unified_number: '7001234567',
        owner_name: 'Salem Harbi',
        owner_identity_number: '1012345678',
        national_address: 'Makkah, Al Aziziyah 24243',
        delegate_identity_number: '1098765432',
        vat_file: file('vat'),
        commercial_register_file: file('cr'),
        delegation_letter: file('delegation'),
        nda_document: file('nda'),
        stamp: file('stamp', false),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const pending = await apiLogin(request, email, true);
    expect(pending.user.status).toBe('pending');

    await openAs(page, pending, '/dashboard');
    await expect(page).toHaveURL(/\/register-forms$/);
    await expect(page.getByTestId('registration-status')).toHaveText('قيد الانتظار');

    // Correct and resubmit: the stored data fills the form; stored documents need no new upload.
    await page.getByTestId('registration-edit').click();
    await expect(page).toHaveURL(/\/complete-register-forms$/);
    await expect(page.getByTestId('reg-company_name_en')).toHaveValue('Salem Company');
    await expect(page.getByText('vat.pdf')).toBeVisible();
    await page.getByTestId('reg-company_name_en').fill('Salem Trading Company');
    const resubmit = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/registration') && r.request().method() === 'POST',
    );
    await page.getByTestId('resubmit').click();
    expect((await resubmit).status()).toBe(200);
    await expect(page).toHaveURL(/\/register-forms$/);

    // The client rules for states the server cannot produce yet (user status changes come with
    // the users screens): a stored `rejected` status → /register-forms; any other non-active
    // status (e.g. `review`) → /login with the session cleared.
    await page.evaluate(() => {
      const u = JSON.parse(localStorage.getItem('user') ?? '{}');
      localStorage.setItem('user', JSON.stringify({ ...u, status: 'rejected' }));
    });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/register-forms$/);
    await page.evaluate(() => {
      const u = JSON.parse(localStorage.getItem('user') ?? '{}');
      localStorage.setItem('user', JSON.stringify({ ...u, status: 'review' }));
    });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('a 401 from the server logs out, remembers the location and goes to /login', async ({ page }) => {
    const forged = { ...session('admin'), access_token: 'not-a-valid-token' };
    await openAs(page, forged, '/notifications?page=1');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('redirect_path'))).toBe('/notifications?page=1');
  });
});
