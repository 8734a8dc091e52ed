import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiLogin, DATA_DIR, type LoginAnswer, openAs, PASSWORD, PDF, PNG, readCode } from './support';

/** A real company registration through `auth/register` (pending until an administrator decides). */
export async function registerApplicant(request: APIRequestContext, tag: string) {
  const stamp = Date.now();
  const email = `${tag}-${stamp}@e2e.mashaer.sa`;
  const file = (name: string, pdf = true) => ({
    name: pdf ? `${name}.pdf` : `${name}.png`,
    mimeType: pdf ? 'application/pdf' : 'image/png',
    buffer: pdf ? PDF : PNG,
  });
  const companyEn = `${tag} Company ${stamp % 100000}`;
  const res = await request.post('/api/auth/register', {
    multipart: {
      type_id: '4',
      first_name: 'Fahad',
      last_name: 'Qahtani',
      name: 'Fahad Qahtani',
      company_name_ar: `شركة ${tag}`,
      company_name_en: companyEn,
      email,
      phone: `5${String(stamp).slice(-8)}`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      vat_number: '300000000000003',
      commercial_register_number: '1010101010',
      commercial_register_expiry: '2031-01-01',
      unified_number: '7001234567',
      owner_name: 'Fahad Qahtani',
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
  // The answer carries no id (a duplicate must answer the same, issue 14 §8): the applicant's own
  // login tells it (a pending account may log in to follow its registration).
  expect(res.status()).toBe(201);
  const id = (await apiLogin(request, email, false)).user.id;
  return { email, id, companyEn };
}

/** The SMS and e-mail texts the outbox holds for `email` (codes aside), newest last. */
export function outboxFor(email: string) {
  const dir = path.join(DATA_DIR, 'outbox');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>)
    .filter((m) => m.email === email)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** The two-step login through the login screen (the code read from the outbox). */
export async function uiLogin(page: Page, email: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  const since = Date.now();
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('code-phone')).toBeVisible();
  await page.getByTestId('login-code').fill(await readCode(email, since));
  await page.getByTestId('login-verify').click();
}

/** Picks an option of an antd select by its visible label (several for a multiple select). */
export async function pick(page: Page, testId: string, label: string) {
  const select = page.getByTestId(testId);
  await select.click();
  // Typing narrows the (virtual) option list, so the option is rendered whatever its position.
  const input = select.locator('input').first();
  if (await input.isEditable()) await input.fill(label);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
    .first()
    .click();
  // Closes the dropdown (Escape would also close a dialog around it).
  await input.blur();
  await expect(select).toContainText(label);
}

/**
 * Opens a screen as `answer` and waits until it has rendered (its lazy chunk loaded): generous,
 * because the machine running the suite may be busy.
 */
export async function openScreen(page: Page, answer: LoginAnswer, path: string) {
  await openAs(page, answer, path);
  await expect(page.locator('main .ant-card').first()).toBeVisible({ timeout: 90_000 });
}
