import { expect, test } from '@playwright/test';
import { newOrder, type Question } from './reassign-support';
import { bearer, openAs, PDF, session } from './support';

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
