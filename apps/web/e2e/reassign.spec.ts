import { type APIRequestContext, expect, test } from '@playwright/test';
import { bearer, type LoginAnswer, openAs, PDF, PNG, session } from './support';

type Question = {
  question_id: number;
  type: string;
  options: { value: string }[] | null;
  unit_price_halalas?: number | null;
};
const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
const PASSWORD = 'Demo@1234';
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

async function api<T = { data: Record<string, unknown> }>(
  request: APIRequestContext,
  who: LoginAnswer,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
): Promise<{ status: number; body: T }> {
  const res = await request.fetch(`/api/${url}`, { method, headers: bearer(who), data });
  return { status: res.status(), body: (await res.json()) as T };
}

/** A new order of the raft company for `n` of its delivered camps (skipping camps in open orders). */
async function newOrder(
  request: APIRequestContext,
  company: LoginAnswer,
  type: 'reassign' | 'lock',
  n: number,
) {
  const list = await request.post('/api/general/camps/index?page=1', {
    headers: bearer(company),
    data: { status: 'deliverd', paginate: 200 },
  });
  const camps = ((await list.json()).data.data as { camp_id: number }[]).map((c) => c.camp_id);
  const picked: number[] = [];
  // A camp already in an open order of the type is refused: try them one by one, then together.
  for (const c of camps) {
    if (picked.length === n) break;
    const one = await request.post('/api/general/reassign_order/store', {
      headers: bearer(company),
      data: { type, camp_ids: [c] },
    });
    if (one.status() !== 201) continue;
    const id = (await one.json()).data.id as number;
    await request.post('/api/general/reassign_order_flow/cancel-order', {
      headers: bearer(company),
      data: { reassign_order_id: id },
    });
    picked.push(c);
  }
  const res = await request.post('/api/general/reassign_order/store', {
    headers: bearer(company),
    data: { type, camp_ids: picked },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { id: number; camps: { id: number }[]; form: { filling_id: number } };
}

test('a lock order rejected with a reason returns to /lock-orders after 1 second (spec 001 §4)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const company = session('raft_company');
  const admin = session('admin');
  const o = await newOrder(request, company, 'lock', 1);
  // The company fills the lock form, uploads the drawing and sends the order for signing.
  const view = await request.post('/api/general/forms/questions-with-answer-ids', {
    headers: bearer(company),
    data: { filling_id: o.form.filling_id },
  });
  const qs = (await view.json()).data.questions as Question[];
  const value = (q: Question) =>
    ({ single_choice: q.options?.[0]?.value, date: '2027-01-10', yes_no: 1 })[q.type as 'date'];
  const answered = await request.post('/api/general/forms/form-update-answer', {
    headers: bearer(company),
    data: {
      filling_id: o.form.filling_id,
      answers: qs
        .filter((q) => value(q) !== undefined)
        .map((q) => ({ question_id: q.question_id, value: value(q) })),
    },
  });
  expect(answered.status()).toBe(200);
  const drawing = await request.post(
    `/api/general/reassign_kroky_documents/store?reassign_order_id=${o.id}`,
    {
      headers: bearer(company),
      multipart: { file: { name: 'kroky.pdf', mimeType: 'application/pdf', buffer: PDF } },
    },
  );
  expect(drawing.status()).toBe(201);
  const sent = await request.post(`/api/general/reassign_order/submit/${o.id}`, { headers: bearer(company) });
  expect(sent.status()).toBe(200);

  // The authority rejects it on the details screen, in Arabic.
  await openAs(page, admin, `/lock-orders/${o.id}/details`, 'ar');
  await expect(page.getByTestId('order-status-signing')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('workflow-input-reason').fill('تاريخ الإقفال داخل الموسم');
  // Timed in the page's own clock (the test's view of the response lags it): the answer's end,
  // read from resource timing, and the first history push of the router after it.
  await page.evaluate(() => {
    const w = window as unknown as { __navAt?: number };
    const push = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      w.__navAt ??= performance.now();
      push(...args);
    };
  });
  await page.getByTestId('action-reject').click();
  const rejected = page.waitForResponse((r) => r.url().endsWith('/api/general/reassign_order_flow/reject'));
  await page.getByTestId('confirm-ok').click();
  expect((await rejected).status()).toBe(200);
  await expect(page).toHaveURL(/\/lock-orders$/, { timeout: 10_000 });
  const waited = await page.evaluate(() => {
    const answer = performance
      .getEntriesByType('resource')
      .find((e) => e.name.endsWith('/api/general/reassign_order_flow/reject')) as PerformanceResourceTiming;
    return (window as unknown as { __navAt: number }).__navAt - answer.responseEnd;
  });
  expect(waited).toBeGreaterThanOrEqual(990);
  expect(waited).toBeLessThan(3000);
});

test('one camp is removed from a group; the page reloads with the rest (English)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const company = session('raft_company');
  const o = await newOrder(request, company, 'reassign', 2);
  await openAs(page, company, `/re-assign-orders/${o.id}/details`, 'en');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Remove from the order' }).first().click();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await expect(rows).toHaveCount(1);
});

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
