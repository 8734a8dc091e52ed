import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, type LoginAnswer, openAs, PASSWORD, PDF, PNG, session } from './support';

/**
 * An order for additional works end to end (issue 16 "Done means"), in Arabic: the raft company
 * files an order for two services (one pledge, one attachment); sending is refused until the
 * pledge is uploaded (the spec's message shown); the consultant and the contractor accept; kdana
 * rejects the attachment, the company replaces it, kdana approves the order; the three parties
 * sign; the printed order's QR verifies on the public page.
 */
const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
let company: LoginAnswer;
let kdana: LoginAnswer;
let consultant: LoginAnswer;
let contractor: LoginAnswer;

async function call<T = { data: Record<string, unknown> }>(
  request: APIRequestContext,
  who: LoginAnswer,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
): Promise<T> {
  const res =
    method === 'GET'
      ? await request.get(`/api/${url}`, { headers: bearer(who) })
      : await request.post(`/api/${url}`, { headers: bearer(who), data: data ?? {} });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

test.beforeAll(async ({ request }) => {
  company = session('raft_company');
  consultant = session('consultant');
  // Signed in once for the whole run (sessions.setup.ts): each login texts a code, 3 per 15 minutes.
  kdana = session('kdana');
  contractor = session('contractor');
  for (const who of [company, consultant, contractor])
    await call(request, who, 'POST', 'profile/signature', { signature: SIGNATURE });
});

const fileInput = (page: Page, slot: string) =>
  page.locator(`.ant-upload:has([data-testid="pick-${slot}"]) input[type=file]`);

async function uploadInUi(page: Page, slot: string) {
  await fileInput(page, slot).setInputFiles({
    name: `${slot}.pdf`,
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByTestId(`upload-${slot}`).click();
  await expect(page.getByTestId(`file-status-${slot}`)).toBeVisible();
}

test('an order from filing to its verified print', async ({ page, request }) => {
  test.setTimeout(180_000);
  const options = await call<{
    data: { camps: { id: number }[]; services: { id: number; name_en: string }[] };
  }>(request, company, 'GET', 'general/orders/create');
  const svc = (n: string) => options.data.services.find((s) => s.name_en === n)!.id;
  const parties = await call<{ data: { consultants: { id: number }[]; contractors: { id: number }[] } }>(
    request,
    company,
    'GET',
    'general/orders/create',
  );
  const consultantId = (consultant.user as { id: number }).id;
  const contractorId = (contractor.user as { id: number }).id;
  expect(parties.data.consultants.some((c) => c.id === consultantId)).toBe(true);
  const stored = await call<{
    data: {
      id: number;
      number: string;
      services: { id: number; service_id: number; inputs: { input_id: number }[] }[];
      pledges: { id: number }[];
    };
  }>(request, company, 'POST', 'general/orders/store', {
    camp_id: options.data.camps[0].id,
    number_of_hijaj: 900,
    camp_size: 2500,
    count_day: 4,
    planed_achive_date: '2027-05-20',
    consultant_id: consultantId,
    contractor_id: contractorId,
    services: [svc('Extra kitchens'), svc('Flooring')],
  });
  const order = stored.data;
  const kitchen = order.services.find((s) => s.service_id === svc('Extra kitchens'))!;
  const pledgeSlot = `pledge_${order.pledges[0].id}`;
  const attachmentSlot = `attachment_${kitchen.id}`;

  // The company answers the kitchen's input and uploads the drawing; sending is refused: no pledge.
  await openAs(page, company, `/orders/details/${order.id}`, 'ar');
  // The camp reads "12 — مربع 3", spaced as written (antd's flex item content dropped the spaces).
  await expect(page.getByTestId('order-details')).toContainText(/\d — \S/, { useInnerText: true });
  await page.getByTestId(`input-${kitchen.inputs[0].input_id}`).fill('120');
  await page.getByTestId(`save-inputs-${svc('Extra kitchens')}`).click();
  await expect(page.getByText('تم حفظ الإجابات')).toBeVisible();
  await uploadInUi(page, attachmentSlot);
  const actions = page.getByTestId('workflow-actions');
  await actions.getByRole('button', { name: 'إرسال' }).click();
  await page.getByTestId('confirm-ok').click();
  const refused = page.getByRole('dialog', { name: 'خطأ' });
  await expect(refused).toContainText('يوجد تعهد لم يتم رفعه');
  await refused.getByRole('button', { name: 'حسناً' }).click();
  await expect(refused).toBeHidden();
  await uploadInUi(page, pledgeSlot);
  await actions.getByRole('button', { name: 'إرسال' }).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('order-status')).toHaveText('مرسل للاستشاري والمقاول');

  // The consultant accepts (its API); the contractor from its inbox.
  await call(request, consultant, 'POST', 'general/orders/consulting', {
    order_id: order.id,
    action: 'accept',
  });
  await openAs(page, contractor, '/orders/consulting', 'ar');
  await page.getByText(order.number).click();
  await page.getByTestId('row-action-details').first().click();
  await page.waitForURL(/\/orders\/details\//);
  await page.getByTestId('workflow-actions').getByRole('button', { name: 'قبول المقاول' }).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('order-status')).toHaveText('قيد المراجعة');

  // Kdana rejects the drawing with a reason and accepts the pledge.
  await openAs(page, kdana, `/orders/details/${order.id}`, 'ar');
  await page.getByTestId(`reason-${attachmentSlot}`).fill('المخطط غير واضح');
  await page.getByTestId(`reject-${attachmentSlot}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId(`file-status-${attachmentSlot}`)).toHaveText('مرفوض');
  await page.getByTestId(`approve-${pledgeSlot}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId(`file-status-${pledgeSlot}`)).toHaveText('مقبول');

  // The company replaces the drawing; kdana accepts it and approves the order.
  await openAs(page, company, `/orders/details/${order.id}`, 'ar');
  await uploadInUi(page, attachmentSlot);
  await expect(page.getByTestId(`file-status-${attachmentSlot}`)).toHaveText('قيد المراجعة');
  await openAs(page, kdana, `/orders/details/${order.id}`, 'ar');
  await page.getByTestId(`approve-${attachmentSlot}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId(`file-status-${attachmentSlot}`)).toHaveText('مقبول');
  await page.getByTestId('workflow-actions').getByRole('button', { name: 'اعتماد' }).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('order-status')).toHaveText('معتمد');

  // The three sign: the consultant and the contractor (API), the company on the printed order.
  for (const who of [consultant, contractor])
    await call(request, who, 'POST', `general/order_sign/sign/${order.id}`, { password: PASSWORD });
  await openAs(page, company, `/orders/file/pledge/${order.id}`, 'ar');
  await page.getByTestId('order-sign-password').fill(PASSWORD);
  await page.getByTestId('order-sign-submit').click();
  await expect(page.getByTestId('signature-owner')).toBeVisible();
  await expect(page.getByTestId('verify-qr')).toBeVisible();

  // The printed QR's public page says the order is genuine.
  const print = await call<{ data: { qr_url: { code: string; url: string } } }>(
    request,
    company,
    'POST',
    `general/order_sign/${order.id}`,
  );
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(print.data.qr_url.url).pathname);
  await expect(page.getByTestId('document-check')).toHaveAttribute('data-genuine', '1');
  await expect(page.getByTestId('document-facts')).toContainText(order.number);
});
