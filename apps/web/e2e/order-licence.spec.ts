import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, day, type LoginAnswer, openAs, pickDate, session } from './support';

/**
 * After approval (issue 17 "Done means"): kdana issues the licence of an approved order; the
 * printed licence's QR opens the public page (genuine, valid) in a fresh browser with no login;
 * the licence is extended and the same QR shows it extended to the new expiry; the consultant
 * files two reports (the first becomes old) and kdana approves the second; the handover completes
 * the order; a cancel request on it is refused with the spec's message (that screen in English).
 * The order is filed and approved through the API (issue 16's own test drives those screens).
 */
let kdana: LoginAnswer;
let company: LoginAnswer;
let consultant: LoginAnswer;
let contractor: LoginAnswer;

async function call<T = { data: Record<string, unknown> }>(
  request: APIRequestContext,
  who: LoginAnswer,
  url: string,
  data?: object,
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  const res =
    method === 'GET'
      ? await request.get(`/api/${url}`, { headers: bearer(who) })
      : await request.post(`/api/${url}`, { headers: bearer(who), data: data ?? {} });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Confirms the spec's dialog ("Are you sure? …" → "Yes, …!"). */
const confirm = (page: Page) => page.getByTestId('confirm-ok').click();

test.beforeAll(() => {
  kdana = session('kdana');
  company = session('raft_company');
  consultant = session('consultant');
  contractor = session('contractor');
});

test('licence, QR, extension, reports, handover, refused cancel request', async ({
  page,
  request,
  browser,
}) => {
  // An approved order of the raft company (flooring: no files to review).
  const form = await call<{ data: { camps: { id: number }[]; services: { id: number; name_en: string }[] } }>(
    request,
    company,
    'general/orders/create',
    undefined,
    'GET',
  );
  const flooring = form.data.services.find((s) => s.name_en === 'Flooring')!.id;
  const order = await call<{ data: { id: number; number: string } }>(
    request,
    company,
    'general/orders/store',
    {
      camp_id: form.data.camps[0].id,
      number_of_hijaj: 900,
      camp_size: 2500,
      count_day: 3,
      planed_achive_date: day(30),
      consultant_id: consultant.user.id,
      contractor_id: contractor.user.id,
      services: [flooring],
    },
  );
  const id = order.data.id;
  await call(request, company, `general/orders/send/${id}`);
  await call(request, consultant, 'general/orders/consulting', { order_id: id, action: 'accept' });
  await call(request, contractor, 'general/orders/contracting', { order_id: id, action: 'accept' });
  await call(request, kdana, 'general/orders/approve', { order_id: id });

  // kdana issues the licence on the processing screen (Arabic).
  await openAs(page, kdana, `/orders/processing/${id}`, 'ar');
  // A licence number is unique across orders (a retry files a new order, so a new number).
  const number = `LIC-E2E-${id}`;
  await page.getByTestId('licence-input-number').fill(number);
  await pickDate(page, 'licence-input-add-date', day(0));
  await pickDate(page, 'licence-input-expiry', day(20));
  await page.getByTestId('licence-issue').click();
  await confirm(page);
  await expect(page.getByTestId('licence-state')).toHaveText('سارية');
  await expect(page.getByTestId('order-status').first()).toHaveText('مرخص');

  // The printed licence's QR opens the public page, with no login, in a fresh browser context.
  await page.getByTestId('licence-open-print').click();
  await expect(page.getByTestId('licence-print')).toBeVisible();
  await expect(page.getByTestId('verify-qr')).toBeVisible();
  const qr = new URL((await page.getByTestId('licence-qr-link').getAttribute('href'))!).pathname;
  expect(qr).toMatch(/^\/orders\/qr\//);
  const fresh = await browser.newContext();
  const pub = await fresh.newPage();
  await pub.goto(qr);
  await expect(pub.getByTestId('document-genuine')).toBeVisible();
  await expect(pub.getByTestId('document-validity')).toHaveAttribute('data-validity', 'valid');
  await expect(pub.getByTestId('document-facts')).toContainText(number);
  await expect(pub.getByTestId('document-facts')).toContainText(day(20).slice(0, 4));

  // Extended: a new version; the same QR now says extended, to the new expiry.
  await openAs(page, kdana, `/orders/processing/${id}`, 'ar');
  await pickDate(page, 'licence-input-new-expiry', day(45));
  await page.getByTestId('licence-input-reason').fill('تأخر توريد المواد');
  await page.getByTestId('licence-extend').click();
  await confirm(page);
  await expect(page.getByTestId('licence-state')).toHaveText('سارية (ممددة)');
  await expect(page.getByTestId('licence-expiry')).toHaveText(day(45));
  await expect(page.getByTestId('licence-versions').locator('tbody tr.ant-table-row')).toHaveCount(2);
  await pub.reload();
  await expect(pub.getByTestId('document-validity')).toHaveAttribute('data-validity', 'extended');
  const check = await (await request.get(`/api/general/orders/check-qr/${qr.split('/').pop()}`)).json();
  expect(check.data.valid_until.slice(0, 10)).toBe(day(45));
  await fresh.close();

  // The consultant files two reports; the first becomes old; kdana approves the second.
  const r1 = await call<{ data: { id: number } }>(
    request,
    consultant,
    'general/orders/achive_reports/store',
    {
      order_id: id,
      progress: 40,
      notes: 'تركيب الأرضيات',
    },
  );
  const r2 = await call<{ data: { id: number } }>(
    request,
    consultant,
    'general/orders/achive_reports/store',
    {
      order_id: id,
      progress: 90,
      notes: 'اكتمال الأعمال',
    },
  );
  await openAs(page, kdana, `/reports/${r1.data.id}`, 'ar');
  await expect(page.getByTestId('row-status')).toHaveText('قديم');
  await openAs(page, kdana, `/reports/${r2.data.id}`, 'ar');
  await expect(page.getByTestId('report-progress')).toHaveText('90%');
  await page.getByTestId('action-approve').click();
  await confirm(page);
  await expect(page.getByTestId('row-status')).toHaveText('معتمد');

  // The handover: every safety check confirmed → the order is completed.
  await openAs(page, kdana, `/orders/processing/${id}`, 'ar');
  const checks = page.getByTestId('order-safety').locator('input[type="checkbox"]');
  await expect(checks.first()).toBeVisible();
  for (const c of await checks.all()) await c.check();
  await page.getByTestId('order-handover').click();
  await confirm(page);
  await expect(page.getByTestId('order-status').first()).toHaveText('تم التسليم');

  // A completed order offers no cancel request (issue 28 §8: only where allowed_actions has it),
  // and the API still refuses one with the spec's message (English screen).
  await openAs(page, company, `/orders/details/${id}`, 'en');
  await expect(page.getByTestId('order-status').first()).toHaveText('Handed over');
  await expect(page.getByTestId('order-cancel-request')).toHaveCount(0);
  const refused = await request.post('/api/general/orders/canceled_requests/store', {
    headers: { ...bearer(company), 'Accept-Language': 'en' },
    data: { order_id: id, reason: 'Change of plan' },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).message).toBe("you can't request canceled");
});
