import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, type LoginAnswer, openAs, PASSWORD, PDF, PNG, session } from './support';

/**
 * The one search box (issue 29 §2, done means): Ctrl+K in the top bar, a record's number, Enter
 * opens its screen — an order and a works licence in Arabic, an invoice in English, as the
 * authority (kdana); and the users list's search finds `أحمد` typed `احمد`.
 */
let kdana: LoginAnswer;

test.beforeAll(() => {
  kdana = session('kdana');
});

/** The first row with a number of a list the caller sees (the demo data's; a draft has none). */
async function firstRow(request: APIRequestContext, who: LoginAnswer, url: string, key: string) {
  const res = await request.post(`/api/${url}`, { headers: bearer(who), data: {} });
  expect(res.ok(), await res.text()).toBe(true);
  const rows = ((await res.json()) as { data: { data: Record<string, unknown>[] } }).data.data;
  const row = rows.find((r) => typeof r[key] === 'string' && r[key] !== '');
  expect(row, `${url}: no row with a ${key}`).toBeDefined();
  return row as { id: number } & Record<string, string | number | null>;
}

async function searchAndOpen(page: Page, term: string, area: string, id: number) {
  await page.keyboard.press('Control+K');
  const input = page.getByTestId('search-input');
  await expect(input).toBeFocused();
  await input.fill(term);
  const hit = page.getByTestId(`search-hit-${area}-${id}`);
  await expect(hit).toBeVisible();
  // The record found is the active option (the first of the answer, or reached with the arrows).
  for (let i = 0; i < 20 && (await hit.getAttribute('aria-selected')) !== 'true'; i++) {
    await input.press('ArrowDown');
  }
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
}

test('in Arabic, Ctrl+K and an order number open that order', async ({ page, request }) => {
  const order = await firstRow(request, kdana, 'general/orders/list', 'number');
  const number = String(order.number);
  await openAs(page, kdana, '/dashboard', 'ar');
  await expect(page.getByTestId('search-open')).toBeVisible();
  await searchAndOpen(page, number, 'orders', order.id);
  await expect(page).toHaveURL(new RegExp(`/orders/details/${order.id}$`));
  await expect(page.getByText(number).first()).toBeVisible();
});

test('in Arabic, Ctrl+K and a works licence number open that licence', async ({ page, request }) => {
  const res = await request.post('/api/general/orders/list', {
    headers: bearer(kdana),
    data: { paginate: 50 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const rows = ((await res.json()) as { data: { data: { id: number }[] } }).data.data;
  let licensed: { id: number; license_number: string } | undefined;
  for (const r of rows) {
    const d = await request.get(`/api/general/orders/details/${r.id}`, { headers: bearer(kdana) });
    const o = ((await d.json()) as { data: { id: number; license_number: string | null } }).data;
    if (o.license_number) {
      licensed = { id: o.id, license_number: o.license_number };
      break;
    }
  }
  expect(licensed, 'no order of the demo data has a works licence').toBeDefined();
  const { id, license_number } = licensed as { id: number; license_number: string };
  await openAs(page, kdana, '/dashboard', 'ar');
  await expect(page.getByTestId('search-open')).toBeVisible();
  await searchAndOpen(page, license_number, 'order_licences', id);
  await expect(page).toHaveURL(new RegExp(`/orders/license/${id}$`));
  await expect(page.getByTestId('licence-print')).toContainText(license_number);
});

test('in English, an invoice number opens the invoice', async ({ page, request }) => {
  const invoice = await firstRow(request, kdana, 'general/invoices', 'invoice_number');
  const number = String(invoice.invoice_number);
  await openAs(page, kdana, '/dashboard', 'en');
  await expect(page.getByTestId('search-open')).toBeVisible();
  // A click opens it too; Esc closes it and gives the focus back.
  await page.getByTestId('search-open').click();
  await expect(page.getByTestId('search-input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('search-input')).toBeHidden();
  await expect(page.getByTestId('search-open')).toBeFocused();
  await searchAndOpen(page, number, 'invoices', invoice.id);
  await expect(page).toHaveURL(new RegExp(`/invoices/details/${invoice.id}$`));
  await expect(page.getByTestId('invoice-number')).toHaveText(number);
});

test('the users search finds أحمد typed احمد', async ({ page, request }) => {
  // The demo data has no أحمد: a company registers with one (pending, listed for the admin).
  const stamp = Date.now();
  const file = (name: string, pdf = true) => ({
    name: pdf ? `${name}.pdf` : `${name}.png`,
    mimeType: pdf ? 'application/pdf' : 'image/png',
    buffer: pdf ? PDF : PNG,
  });
  const name = `أحمد الإختبار ${stamp % 100000}`;
  const res = await request.post('/api/auth/register', {
    multipart: {
      type_id: '4',
      first_name: 'أحمد',
      last_name: 'الإختبار',
      name,
      company_name_ar: `شركة البحث ${stamp % 100000}`,
      company_name_en: `Search Co ${stamp % 100000}`,
      email: `search-${stamp}@e2e.mashaer.sa`,
      phone: `5${String(stamp).slice(-8)}`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      vat_number: '300000000000003',
      commercial_register_number: '1010101010',
      commercial_register_expiry: '2031-01-01',
      unified_number: '7001234567',
      owner_name: name,
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

  await openAs(page, session('admin'), '/users', 'ar');
  const search = page.getByTestId('filter-name');
  await expect(search).toBeVisible({ timeout: 60_000 });
  await search.fill(`احمد الاختبار ${stamp % 100000}`);
  await page.locator('main').getByRole('button', { name: 'بحث' }).click();
  await expect(page).toHaveURL(/name=/);
  await expect(page.locator('main').getByText(name)).toBeVisible();
});

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

test('at 390 px: the icon opens it, the results fit without sideways scrolling, axe finds nothing serious', async ({
  page,
  request,
}) => {
  const order = await firstRow(request, kdana, 'general/orders/list', 'number');
  await page.setViewportSize({ width: 390, height: 800 });
  await openAs(page, kdana, '/dashboard', 'ar');
  await page.getByRole('button', { name: 'اعثر على سجل' }).click();
  const input = page.getByTestId('search-input');
  await expect(input).toBeFocused();
  await input.fill(String(order.number));
  await expect(page.getByTestId(`search-hit-orders-${order.id}`)).toBeVisible();
  const width = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    list: document.querySelector('[role=listbox]')?.scrollWidth ?? 0,
    view: window.innerWidth,
  }));
  expect(width.page).toBeLessThanOrEqual(width.view);
  expect(width.list).toBeLessThanOrEqual(width.view);
  await page.evaluate(AXE_SOURCE);
  const findings = await page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  expect(findings.filter((f) => /^(critical|serious)/.test(f))).toEqual([]);
  console.log(findings.length ? `axe (moderate and below):\n${findings.join('\n')}` : 'axe: no finding');
});
