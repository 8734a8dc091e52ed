import { type APIRequestContext, expect, test } from '@playwright/test';
import { decodeZatcaQr } from '../../../packages/contract/src/finance/zatca';
import { bearer, type LoginAnswer, openAs, PDF, session } from './support';

/**
 * Finance (issue 20): kdana issues a sadad order, the company uploads a receipt, kdana rejects it,
 * the company uploads again, kdana approves — in Arabic; an invoice drafted, issued from its
 * details and printed, its ZATCA QR decoded to the invoice's totals (in English); clearance of the
 * raft office refused while it has an unpaid bill, then every department accepts and kdana issues
 * the final disclaimer, whose QR verifies publicly.
 */
let kdana: LoginAnswer;
let company: LoginAnswer;

async function call<T = { data: Record<string, unknown> }>(
  request: APIRequestContext,
  who: LoginAnswer,
  url: string,
  data: object,
): Promise<T> {
  const res = await request.post(`/api/${url}`, { headers: bearer(who), data });
  if (!res.ok()) throw new Error(`POST ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

test.beforeAll(() => {
  // Signed in once for the whole run (sessions.setup.ts): each login texts a code, 3 per 15 minutes.
  kdana = session('kdana');
  company = session('employee');
});

const companyId = () => (company.user as unknown as { parent_id: number }).parent_id;
const receipt = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF };

test('a refused receipt says why under the picker and is not listed as uploaded (issue 28 §5)', async ({
  page,
  request,
}) => {
  const created = await call<{ data: { id: number } }>(request, kdana, 'general/sadad/store', {
    company_id: companyId(),
    bill_number: String(Date.now() + 7).slice(-12),
    amount: 20_000,
    due_date: '2027-06-30',
    reason: 'service_fee',
  });
  await openAs(page, company, `/sadad/details/${created.data.id}`, 'ar');
  // A text file named like a PDF: the server checks the content, not the name.
  await page
    .getByTestId('receipt-file')
    .locator('..')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf at all'),
    });
  await expect(page.getByText('receipt.pdf')).toBeVisible();
  await page.getByTestId('receipt-upload').click();
  await expect(page.getByText('نوع الملف غير مسموح، المسموح: pdf, png, jpeg')).toBeVisible();
  await expect(page.getByText('receipt.pdf')).toHaveCount(0);
  await expect(page.getByTestId('status-issued')).toBeVisible();
});

test('sadad: issued, receipt uploaded, rejected, uploaded again, approved', async ({ page, request }) => {
  const created = await call<{ data: { id: number } }>(request, kdana, 'general/sadad/store', {
    company_id: companyId(),
    bill_number: String(Date.now()).slice(-12),
    amount: 150_075,
    due_date: '2027-06-30',
    reason: 'service_fee',
  });
  const id = created.data.id;
  const upload = async () => {
    await openAs(page, company, `/sadad/details/${id}`, 'ar');
    await page.getByTestId('receipt-file').locator('..').locator('input[type=file]').setInputFiles(receipt);
    await page.getByTestId('receipt-upload').click();
    await expect(page.getByTestId('status-awaiting_review')).toBeVisible();
  };
  await upload();

  await openAs(page, kdana, `/sadad/details/${id}`, 'ar');
  await page.getByTestId('workflow-input-rejection_reason').fill('الإيصال غير واضح');
  await page.getByTestId('action-reject').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('status-rejected')).toBeVisible();
  await expect(page.getByTestId('rejection-reason')).toHaveText('الإيصال غير واضح');

  await upload();

  await openAs(page, kdana, `/sadad/details/${id}`, 'ar');
  await page.getByTestId('action-approve').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('status-paid')).toBeVisible();
  await expect(page.getByTestId('action-approve')).toHaveCount(0);
});

test('invoice: drafted, edited, issued from its details, printed with a ZATCA QR of its totals, approved', async ({
  page,
  request,
}) => {
  const draft = await call<{ data: { id: number } }>(request, kdana, 'general/invoices/save_as_draft', {
    company_id: companyId(),
    due_date: '2027-07-15',
    lines: [
      { description: 'Camp cleaning', quantity: 3, unit_price: 33_333 },
      { description: 'Extra tents', quantity: 1, unit_price: 10 },
    ],
  });
  const id = draft.data.id;
  // Edited while a draft: the first line's quantity 3 → 2 is sent back, and then 3 again.
  await openAs(page, kdana, `/invoices/edit/${id}`, 'en');
  const qty = page.getByTestId('line-0-quantity');
  await expect(qty).toHaveValue('3');
  await qty.fill('2');
  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('status-draft')).toBeVisible();
  await expect(page.getByTestId('invoice-total')).toContainText('766.77');
  await openAs(page, kdana, `/invoices/edit/${id}`, 'en');
  await page.getByTestId('line-0-quantity').fill('3');
  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('invoice-total')).toContainText('1,150.10');
  await page.getByTestId('action-issue').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('status-issued')).toBeVisible();

  await page.getByTestId('invoice-print').click();
  await expect(page.getByTestId('tax-invoice')).toBeVisible();
  const qr = page.getByTestId('zatca-qr');
  await expect(qr).toBeVisible();
  const fields = decodeZatcaQr((await qr.getAttribute('data-url')) ?? '');
  // 3 × 333.33 + 0.10 = 1000.09; VAT 15 % = 150.0135 → 150.01 (half-up once per invoice).
  expect(fields.total).toBe('1150.10');
  expect(fields.vat).toBe('150.01');
  expect(fields.vatNumber).toMatch(/^3\d{13}3$/);
  await expect(page.getByTestId('print-total')).toContainText('1,150.10');

  // The company's receipt, then kdana approves: paid.
  const up = await request.post(`/api/general/invoices/upload_docs?invoice_id=${id}`, {
    headers: bearer(company),
    multipart: { file: receipt },
  });
  expect(up.status()).toBe(200);
  await openAs(page, kdana, `/invoices/details/${id}`, 'en');
  await page.getByTestId('action-approve').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('status-approved')).toBeVisible();
});

test('clearance: refused while a bill is unpaid; all departments accept; the final disclaimer verifies', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const office = (
    await call<{ data: { data: { id: number }[] } }>(request, kdana, 'general/clearance?page=1', {
      search: '',
      paginate: 100,
    })
  ).data.data;
  const view = async (id: number) => {
    const res = await request.get(`/api/general/clearance/view/${id}`, { headers: bearer(kdana) });
    return (await res.json()).data as {
      id: number;
      clearance_status: string;
      unpaid: { sadad: { id: number; status: string }[]; invoices: { id: number }[] };
      final_disclaimer: unknown;
    };
  };
  // A demo company with an unpaid invoice and no final disclaimer yet (the raft office).
  let target: Awaited<ReturnType<typeof view>> | undefined;
  for (const c of office) {
    const v = await view(c.id);
    if (!v.final_disclaimer && v.unpaid.invoices.length > 0 && c.id !== companyId()) {
      target = v;
      break;
    }
  }
  if (!target) throw new Error('no company with an unpaid invoice');
  await openAs(page, kdana, `/clearance/${target.id}/all`, 'ar');
  await page.getByTestId('vote-invoices-accept').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText(/لا يمكن قبول إخلاء طرف الشركة/).first()).toBeVisible();
  await page.getByRole('button', { name: 'حسناً' }).click();

  // The bills are paid: the company uploads each receipt and kdana approves it.
  const payer = session('raft_office');
  expect(payer.user.id).toBe(target.id);
  const upload = (url: string) =>
    request.post(`/api/${url}`, { headers: bearer(payer), multipart: { file: receipt } });
  for (const s of target.unpaid.sadad as { id: number; status: string }[]) {
    if (s.status !== 'awaiting_review')
      expect((await upload(`general/sadad/upload_docs?sadad_order_id=${s.id}`)).status()).toBe(200);
    await call(request, kdana, 'general/sadad/change_state', { sadad_order_id: s.id, action: 'approve' });
  }
  for (const i of target.unpaid.invoices) {
    expect((await upload(`general/invoices/upload_docs?invoice_id=${i.id}`)).status()).toBe(200);
    await call(request, kdana, 'general/invoices/change_state', { invoice_id: i.id, action: 'approve' });
  }
  expect((await view(target.id)).unpaid).toEqual({ sadad: [], invoices: [] });

  // The electricity department attaches its document on the company (/clearance-{product}/file/:id).
  await openAs(page, kdana, `/clearance-electricity/file/${target.id}`, 'ar');
  await expect(page.getByTestId('product-file')).toBeVisible();
  await page.getByTestId('receipt-file').locator('..').locator('input[type=file]').setInputFiles(receipt);
  await page.getByTestId('receipt-upload').click();
  await expect(page.getByTestId('receipt-download')).toBeVisible();

  await openAs(page, kdana, `/clearance/${target.id}/all`, 'ar');
  await expect(page.getByTestId('product-files')).toContainText('receipt.pdf');
  for (const v of ['invoices', 'sadad', 'sharer', 'electricity', 'water', 'waste']) {
    await page.getByTestId(`vote-${v}-accept`).click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('confirm-ok')).toHaveCount(0);
  }
  await expect(page.getByTestId('clearance-cleared')).toBeVisible();
  await page.getByTestId('issue-disclaimer').click();
  await page.getByTestId('confirm-ok').click();
  const qr = page.getByTestId('disclaimer-qr');
  await expect(qr).toBeVisible();
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
});
