import { expect, test } from '@playwright/test';
import { api, newOrder, PASSWORD, pdf, type Question, SIGNATURE } from './reassign-support';
import { bearer, type LoginAnswer, openAs, session } from './support';

test('re-assign: two camps, the server totals the priced form, signers in order, payment rejected then replaced, kdana approves, the re-delivery is booked, signed by both and verifies', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const company = session('raft_company');
  const kdana = session('kdana');
  const gov = session('gov');
  for (const who of [company, kdana, gov])
    expect((await api(request, who, 'POST', 'profile/signature', { signature: SIGNATURE })).status).toBe(200);

  // The raft company files an order for two of its camps and answers the priced form (2 of each item).
  const o = await newOrder(request, company, 'reassign', 2);
  expect(o.camps).toHaveLength(2);
  const qs = (
    await api<{ data: { questions: Question[] } }>(
      request,
      company,
      'POST',
      'general/forms/questions-with-answer-ids',
      {
        filling_id: o.form.filling_id,
      },
    )
  ).body.data.questions;
  const value = (q: Question) =>
    ({ priced_item: { quantity: 2 }, single_choice: q.options?.[0]?.value, long_text: 'خيام إضافية وتكييف' })[
      q.type as 'long_text'
    ];
  const answers = qs
    .filter((q) => value(q) !== undefined)
    .map((q) => ({ question_id: q.question_id, value: value(q) }));
  expect(
    (
      await api(request, company, 'POST', 'general/forms/form-update-answer', {
        filling_id: o.form.filling_id,
        answers,
      })
    ).status,
  ).toBe(200);
  const expected = qs
    .filter((q) => q.type === 'priced_item')
    .reduce((sum, q) => sum + 2 * (q.unit_price_halalas ?? 0), 0);
  expect(expected).toBeGreaterThan(0);
  const shown = await api<{ data: { form: { total_halalas: number } } }>(
    request,
    company,
    'GET',
    `general/reassign_order/show/${o.id}`,
  );
  expect(shown.body.data.form.total_halalas).toBe(expected);
  const drawing = await request.post(
    `/api/general/reassign_kroky_documents/store?reassign_order_id=${o.id}`,
    {
      headers: bearer(company),
      multipart: { file: pdf('kroky.pdf') },
    },
  );
  expect(drawing.status()).toBe(201);
  expect((await api(request, company, 'POST', `general/reassign_order/submit/${o.id}`)).status).toBe(200);

  // Signers in signer_num order: kdana before the company is refused; then company, kdana, gov.
  const sign = (who: LoginAnswer) =>
    api<{ errors?: Record<string, string[]> }>(request, who, 'POST', 'general/reassign_form/sign-form', {
      filling_id: o.form.filling_id,
      password: PASSWORD,
    });
  const early = await sign(kdana);
  expect(early.status).toBe(422);
  expect(early.body.errors?.signer_num).toBeDefined();
  for (const who of [company, kdana, gov]) expect((await sign(who)).status).toBe(200);

  // The company takes the signed order on from its details (Arabic): awaiting payment, at the server's fee.
  await openAs(page, company, `/re-assign-orders/${o.id}/details`, 'ar');
  await expect(page.getByTestId('order-status-signing')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('action-sign').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('order-status-awaiting_payment')).toBeVisible();
  await expect(page.getByText((expected / 100).toFixed(2)).first()).toBeVisible();

  // The payment document: uploaded, sent, rejected by kdana, replaced, approved; kdana approves the order.
  const payment = (method: 'store' | 'update') =>
    request.post(`/api/general/reassign_payment_documents/${method}?reassign_order_id=${o.id}`, {
      headers: bearer(company),
      multipart: { file: pdf('payment.pdf') },
    });
  expect((await payment('store')).status()).toBe(201);
  await page.reload();
  await page.getByTestId('action-submit_payment').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('order-status-under_review')).toBeVisible();

  await openAs(page, kdana, `/re-assign-orders/${o.id}/details`, 'ar');
  await expect(page.getByTestId('doc-payment-status')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('doc-payment-reason').fill('الإيصال غير واضح');
  await page.getByTestId('doc-payment-reject').click();
  await expect(page.getByTestId('docs-payment').getByText('الإيصال غير واضح')).toBeVisible();
  expect((await payment('update')).status()).toBe(200);
  await page.reload();
  await page.getByTestId('doc-payment-approve').click();
  await expect(page.getByTestId('doc-payment-approve')).toHaveCount(0);
  await page.getByTestId('action-approve').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('order-status-approved')).toBeVisible();

  // kdana books the re-delivery (a day of its own, so no other appointment of these camps overlaps).
  const day = String(1 + (o.id % 27)).padStart(2, '0');
  await page.getByTestId('redelivery-at').fill(`2027-08-${day}T09:00`);
  await page.getByTestId('redelivery-book').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('order-status-redelivery_booked')).toBeVisible();
  const file = await request.post(
    `/api/general/reassign_order/re-delivery/file/store?reassign_order_id=${o.id}`,
    { headers: bearer(kdana), multipart: { file: pdf('redelivery.pdf') } },
  );
  expect(file.status()).toBe(201);

  // Both parties sign the re-delivery record: the company on its screen (in English), then kdana.
  await openAs(page, company, `/re-assign-orders/${o.id}/re-delivery/signature`, 'en');
  await expect(page.getByTestId('redelivery-record')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('redelivery-sign-password').fill(PASSWORD);
  await page.getByTestId('redelivery-sign-submit').click();
  await expect(page.getByTestId('redelivery-company-signature')).not.toHaveText('Not signed yet');
  await expect(page.getByTestId('redelivery-sign-submit')).toHaveCount(0);
  const done = await api<{ data: { status: string; camps: { assign_camp_id: number }[] } }>(
    request,
    kdana,
    'POST',
    `general/reassign_order/re-delivery/sign/${o.id}`,
    { password: PASSWORD },
  );
  expect(done.status).toBe(200);
  expect(done.body.data.status).toBe('redelivered');

  // The printed record carries its QR, which a stranger verifies; each camp's timeline shows it.
  await openAs(page, company, `/re-assign-orders/${o.id}/re-delivery/file`, 'ar');
  const qr = page.getByTestId('redelivery-qr');
  await expect(qr).toBeVisible({ timeout: 60_000 });
  const url = await qr.getAttribute('data-url');
  expect(url).toMatch(/\/qr\/[A-Za-z0-9_-]{32}$/);
  const stranger = await browser.newContext({ baseURL });
  try {
    const pub = await stranger.newPage();
    await pub.goto(new URL(url!).pathname);
    await expect(pub.getByTestId('document-genuine')).toBeVisible({ timeout: 15_000 });
    await expect(pub.getByTestId('document-validity')).toHaveAttribute('data-validity', 'valid');
  } finally {
    await stranger.close();
  }
  for (const c of done.body.data.camps) {
    const a = await api<{ data: { history: { action: string }[] } }>(
      request,
      kdana,
      'GET',
      `general/camps/editCampAssign/${c.assign_camp_id}`,
    );
    expect(a.body.data.history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['redelivery_booked', 'redelivered']),
    );
  }
});
