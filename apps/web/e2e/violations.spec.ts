import { type APIRequestContext, expect, test } from '@playwright/test';
import { bearer, type LoginAnswer, openAs, PDF, PNG, session } from './support';

/**
 * Violations (issue 31): the gov inspector records a violation with two photos on a camp of the
 * raft company; kdana assigns it; the company opens it (viewed), objects with a cause and a file;
 * kdana refuses the objection; the company answers with evidence and kdana completes it; the
 * timeline shows every step — in Arabic. A regulatory order printed from two violations verifies by
 * its QR; over-assigning a public benefit's rooms is refused (in English).
 */
let gov: LoginAnswer;
let kdana: LoginAnswer;
let company: LoginAnswer;
const slow = { timeout: 15_000 };

async function call<T = { data: Record<string, unknown> }>(
  request: APIRequestContext,
  who: LoginAnswer,
  url: string,
  data: object = {},
): Promise<T> {
  const res = await request.post(`/api/${url}`, { headers: bearer(who), data });
  if (!res.ok()) throw new Error(`POST ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

test.beforeAll(() => {
  gov = session('gov');
  kdana = session('kdana');
  company = session('raft_company');
});

const photo = (n: number) => ({ name: `photo-${n}.png`, mimeType: 'image/png', buffer: PNG });

async function upload(
  page: import('@playwright/test').Page,
  testId: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByTestId(testId).locator('..').locator('input[type=file]').setInputFiles(file);
  await page.getByTestId(`${testId}-upload`).click();
}

async function act(page: import('@playwright/test').Page, action: string, input?: [string, string]) {
  if (input) await page.getByTestId(`workflow-input-${input[0]}`).fill(input[1]);
  await page.getByTestId(`action-${action}`).click();
  await page.getByTestId('confirm-ok').click();
}

test('recorded, assigned, viewed, objected, objection refused, answered, completed', async ({
  page,
  request,
}) => {
  // Seven role changes, each a fresh page: minutes on a loaded machine.
  test.setTimeout(300_000);
  // A camp the raft company holds (its demo violations name it).
  const mine = await call<{ data: { data: { camp_id: number }[] } }>(
    request,
    company,
    'general/violation_forms',
  );
  const campId = mine.data.data[0].camp_id;
  const level = (
    await call<{ data: { data: { id: number }[] } }>(request, kdana, 'general/violation_form_levels')
  ).data.data[0].id;
  // The inspector's form, then two photos on the violation's page.
  const created = await call<{ data: { id: number } }>(request, gov, 'general/violation_forms/store', {
    camp_id: campId,
    violation_form_level_id: level,
    body: 'مخرج الطوارئ مغلق',
  });
  const id = created.data.id;
  await openAs(page, gov, `/violations/view/${id}`, 'ar');
  await expect(page.getByTestId('violation-status-created')).toBeVisible(slow);
  await upload(page, 'violation-photo', photo(1));
  await expect(page.getByTestId('violation-stored-files').getByText('photo-1.png')).toBeVisible(slow);
  await upload(page, 'violation-photo', photo(2));
  await expect(page.getByTestId('violation-stored-files').getByText('photo-2.png')).toBeVisible(slow);

  await openAs(page, kdana, `/violations/view/${id}`, 'ar');
  await act(page, 'assign');
  await expect(page.getByTestId('violation-status-assigned')).toBeVisible(slow);

  await openAs(page, company, `/violations/view/${id}`, 'ar');
  await expect(page.getByTestId('violation-status-viewed')).toBeVisible(slow);
  await upload(page, 'violation-objection-file', {
    name: 'objection.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('objection.pdf')).toBeVisible(slow);
  await act(page, 'object', ['rejection_cause', 'المخالفة على مخيم مجاور']);
  await expect(page.getByTestId('violation-status-rejected')).toBeVisible(slow);

  await openAs(page, kdana, `/violations/view/${id}`, 'ar');
  await act(page, 'refuse_objection', ['reject_answer', 'ثبتت المخالفة بالصور']);
  await expect(page.getByTestId('violation-status-reject_answered')).toBeVisible(slow);

  await openAs(page, company, `/violations/view/${id}`, 'ar');
  await upload(page, 'violation-evidence', { name: 'fix.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('fix.png')).toBeVisible(slow);
  await act(page, 'answer', ['answer', 'تم الإصلاح']);

  await openAs(page, kdana, `/violations/view/${id}`, 'ar');
  await act(page, 'complete');
  await expect(page.getByTestId('violation-status-completed')).toBeVisible(slow);
  const read = await request.get(`/api/general/violation_forms/edit/${id}`, { headers: bearer(kdana) });
  const timeline = (await read.json()) as { data: { timeline: { action: string }[] } };
  expect(timeline.data.timeline.map((e) => e.action)).toEqual(
    expect.arrayContaining(['created', 'assign', 'view', 'object', 'refuse_objection', 'answer', 'complete']),
  );
});

test('a regulatory order from two violations prints with a QR that verifies', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const mine = await call<{ data: { data: { camp_id: number }[] } }>(
    request,
    company,
    'general/violation_forms',
  );
  const level = (
    await call<{ data: { data: { id: number }[] } }>(request, kdana, 'general/violation_form_levels')
  ).data.data[0].id;
  const ids: number[] = [];
  for (const body of ['نفايات خارج الحاويات', 'توصيلات كهربائية مكشوفة']) {
    const v = await call<{ data: { id: number } }>(request, gov, 'general/violation_forms/store', {
      camp_id: mine.data.data[0].camp_id,
      violation_form_level_id: level,
      body,
    });
    const up = await request.post(`/api/general/violation_forms/attachments/${v.data.id}/image_1`, {
      headers: bearer(gov),
      multipart: { file: photo(1) },
    });
    expect(up.status()).toBe(201);
    ids.push(v.data.id);
  }
  await call(request, kdana, 'general/violation_forms_assigns/store', { violation_form_ids: ids });
  const order = await call<{ data: { id: number } }>(
    request,
    kdana,
    'general/regulatory-violation-order/store',
    {
      violation_form_ids: ids,
    },
  );
  await openAs(page, kdana, `/regulatory-violation-order/ready/${order.data.id}`, 'ar');
  const qr = page.getByTestId('order-qr');
  await expect(qr).toBeVisible(slow);
  const url = await qr.getAttribute('data-url');
  expect(url).toMatch(/\/qr\/[A-Za-z0-9_-]{32}$/);
  const stranger = await browser.newContext({ baseURL });
  try {
    const pub = await stranger.newPage();
    await pub.goto(new URL(url!).pathname);
    await expect(pub.getByTestId('document-genuine')).toBeVisible(slow);
  } finally {
    await stranger.close();
  }
});

test('over-assigning a public benefit’s rooms is refused under the field (English)', async ({
  page,
  request,
}) => {
  const benefit = await call<{ data: { id: number } }>(request, kdana, 'general/public-benefits/store', {
    label_number: `E2E-${Date.now()}`,
    num_of_rooms: 3,
  });
  const mine = await call<{ data: { data: { camp_id: number }[] } }>(
    request,
    company,
    'general/violation_forms',
  );
  await openAs(page, kdana, `/publicBenefits/assign/${benefit.data.id}`, 'en');
  await page.getByTestId('camp_id').fill(String(mine.data.data[0].camp_id));
  await page.getByTestId('camp_num_of_rooms').fill('4');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Only 3 rooms of the benefit are available')).toBeVisible(slow);
});
