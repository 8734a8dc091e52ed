import { expect, test } from '@playwright/test';
import { openAs, PASSWORD, session } from './support';

test('profile change password: client rules, then the server 422 under its field', async ({ page }) => {
  await openAs(page, session('service_provider'), '/profile');
  const form = page.getByTestId('change-password-form');
  await page.getByTestId('current-password').fill('Wrong@123');
  await page.getByTestId('new-password').fill('weak');
  await page.getByTestId('new-password-confirmation').fill('weak');
  await page.getByTestId('change-password-submit').click();
  await expect(form).toContainText('كلمة المرور من 8 إلى 12 حرفاً');
  await expect(page.getByText('يرجى التحقق من الأخطاء قبل الإرسال').first()).toBeVisible();

  await page.getByTestId('new-password').fill('Better@123');
  await page.getByTestId('new-password-confirmation').fill('Better@123');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/profile/change-password'));
  await page.getByTestId('change-password-submit').click();
  expect((await answer).status()).toBe(422);
  await expect(form.locator('.ant-form-item-has-error')).toContainText('كلمة المرور الحالية غير صحيحة');
});

test('company registration: every field, documents, the server 422 under a document, then /done', async ({
  page,
}) => {
  await page.goto('/register');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Company registration' })).toBeVisible();

  // Client rules first: submitting empty shows the contract's messages under the fields.
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('The file is required').first()).toBeVisible();

  await page.getByTestId('reg-type_id').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Service provider' }).click();
  const fill = async (name: string, value: string) => page.getByTestId(`reg-${name}`).fill(value);
  await fill('first_name', 'Salem');
  await fill('last_name', 'Harbi');
  await fill('name', 'Salem Co');
  await fill('email', 'admin@demo.mashaer.sa');
  await fill('phone', '501234567');
  await fill('password', PASSWORD);
  await fill('password_confirmation', PASSWORD);
  await fill('company_name_ar', 'شركة سالم');
  await fill('company_name_en', 'Salem Company');
  await fill('vat_number', '300000000000003');
  await fill('commercial_register_number', '1010101010');
  await fill('unified_number', '7001234567');
  await fill('owner_name', 'Salem Harbi');
  await fill('owner_identity_number', '1012345678');
  await fill('delegate_identity_number', '1098765432');
  await fill('national_address', 'Makkah, Al Aziziyah 24243');
  const expiry = page.locator('.ant-form-item', { hasText: 'Commercial register expiry' }).locator('input');
  await expiry.click();
  await expiry.fill('2031-01-01');
  await expiry.press('Enter');
  const pdf = { mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };
  const png = {
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  };
  const upload = (field: string) =>
    page.locator('.ant-form-item', { has: page.getByTestId(`reg-${field}`) }).locator('input[type=file]');
  for (const f of ['vat_file', 'commercial_register_file', 'delegation_letter']) {
    await upload(f).setInputFiles({ name: `${f}.pdf`, ...pdf });
  }
  // Named .pdf but not a PDF: only the server, reading the content, can tell.
  await upload('nda_document').setInputFiles({
    name: 'nda_document.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf at all'),
  });
  await upload('stamp').setInputFiles({ name: 'stamp.png', ...png });

  const first = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
  await page.getByTestId('register-submit').click();
  expect((await first).status()).toBe(422);
  await expect(
    page
      .locator('.ant-form-item', { has: page.getByTestId('reg-nda_document') })
      .locator('.ant-form-item-explain'),
  ).not.toBeEmpty();
  await expect(page.getByText('Please Check errors before submit').first()).toBeVisible();

  // The e-mail is an existing account's: the answer is the same as for a new one (issue 14 §8).
  await upload('nda_document').setInputFiles({ name: 'nda_document.pdf', ...pdf });
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/done$/);
  await expect(page.getByText('Your registration was received and is under review')).toBeVisible();
});
