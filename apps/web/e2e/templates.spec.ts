import { expect, type Page, test } from '@playwright/test';
import { bearer, openAs, PASSWORD, PNG, session } from './support';

const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;

/** Chooses an option of an antd Select opened by clicking `testId`. */
async function choose(page: Page, testId: string, option: string, search?: string) {
  await page.getByTestId(testId).click();
  if (search) await page.keyboard.type(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

test('templates: build a form (three question types, two signer types), fill it, sign it in order, print it, check its QR', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Many screens, two roles and a document: allow for a loaded machine.
  test.setTimeout(300_000);
  const slow = { timeout: 60_000 };
  const admin = session('admin');
  const provider = session('service_provider');
  const gov = session('gov');
  const name = `نموذج الاختبار ${Date.now()}`;

  // 1. The administrator builds the form: a short text, a single choice and a priced item;
  //    signed first by a service provider, then by a government body.
  await openAs(page, admin, '/forms/create');
  await page.getByTestId('form-name').waitFor(slow);
  await page.getByTestId('form-name').fill(name);
  await page.getByTestId('form-name-en').fill('E2E form');
  await choose(page, 'question-picker', 'رقم المخيم المستلم', 'رقم المخيم');
  await choose(page, 'question-picker', 'حالة خزانات المياه', 'خزانات');
  await choose(page, 'question-picker', 'خيمة إضافية', 'خيمة إضافية');
  await expect(page.getByTestId('picked-question-2')).toContainText('خيمة إضافية');
  await page.getByTestId('signer-add').click();
  await page.getByTestId('signer-add').click();
  await choose(page, 'signer-type-0', 'مقدم خدمة');
  await choose(page, 'signer-type-1', 'جهة حكومية');
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/general/forms/store'));
  await page.getByTestId('form-submit').click();
  const storeAnswer = await stored;
  expect(storeAnswer.status()).toBe(201);
  const form = (await storeAnswer.json()).data as { id: number; signers: { type_id: number }[] };
  expect(form.signers.map((s) => s.type_id)).toEqual([4, 7]);
  await expect(page).toHaveURL(/\/forms$/, slow);

  // 2. It is sent to the service provider (a general filling for them).
  const sent = await request.post('/api/general/forms/send-notification', {
    headers: bearer(admin),
    data: { form_id: form.id, user_ids: [provider.user.id] },
  });
  expect(sent.status()).toBe(200);
  const fillingId = (await sent.json()).data[0].filling_id as number;

  // 3. The service provider fills it: required answers checked, the priced item totalled.
  await openAs(page, provider, `/forms/fill/${fillingId}`);
  await expect(page.getByTestId('filling-status')).toHaveText('لم يكتمل', slow);
  await page.getByTestId('answers-save').click();
  await expect(page.getByText('هذا الحقل مطلوب').first()).toBeVisible();
  const questions = (
    await (
      await request.post('/api/general/forms/questions-with-answer-ids', {
        headers: bearer(provider),
        data: { filling_id: fillingId },
      })
    ).json()
  ).data.questions as { question_id: number; type: string }[];
  const byType = (t: string) => questions.find((q) => q.type === t)!.question_id;
  await page.getByTestId(`answer-${byType('short_text')}`).fill('12/7');
  await page
    .getByTestId(`answer-${byType('single_choice')}`)
    .getByText('سليمة')
    .click();
  const qty = `answer-${byType('priced_item')}`;
  await page.locator(`input[data-testid="${qty}"], [data-testid="${qty}"] input`).first().fill('2');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/general/forms/form-update-answer'));
  await page.getByTestId('answers-save').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('filling-status')).toHaveText('تمت الإجابة');
  await expect(page.getByTestId('filling-total')).toHaveText('3,000.00 ريال');

  // 4. The signers sign in order, each with the password re-entered and a saved signature.
  for (const who of [provider, gov]) {
    const sig = await request.post('/api/profile/signature', {
      headers: bearer(who),
      data: { signature: SIGNATURE },
    });
    expect(sig.status()).toBe(200);
  }
  // The government body's turn has not come yet.
  await openAs(page, gov, `/forms/sign/${fillingId}`);
  await expect(page.getByText('ليس دورك في توقيع هذا النموذج.')).toBeVisible(slow);

  await openAs(page, provider, `/forms/sign/${fillingId}`);
  await page.getByTestId('sign-password').waitFor(slow);
  await page.getByTestId('sign-password').fill('Wrong@1234');
  await page.getByTestId('sign-submit').click();
  await expect(page.getByText('كلمة المرور غير صحيحة')).toBeVisible();
  await page.getByTestId('sign-password').fill(PASSWORD);
  await page.getByTestId('sign-submit').click();
  await expect(page.getByTestId('signer-state-1')).toHaveText('موقّع');
  await expect(page.getByTestId('signer-state-2')).toHaveText('الدور الحالي');

  await openAs(page, gov, `/forms/sign/${fillingId}`);
  await page.getByTestId('sign-password').waitFor(slow);
  await page.getByTestId('sign-password').fill(PASSWORD);
  await page.getByTestId('sign-submit').click();
  await expect(page.getByTestId('signer-state-2')).toHaveText('موقّع');
  await expect(page.getByTestId('filling-status')).toHaveText('موقّع');

  // 5. The printable document (RTL): answers, total, both signatures, the hash and the QR code.
  await openAs(page, provider, `/forms/print/${fillingId}`);
  const doc = page.getByTestId('print-document');
  await expect(doc).toHaveAttribute('dir', 'rtl', slow);
  await expect(doc).toContainText(name);
  await expect(doc).toContainText('12/7');
  await expect(doc).toContainText('3,000.00 ريال');
  await expect(page.getByTestId('print-signer-1')).toContainText('سعد العتيبي');
  await expect(page.getByTestId('print-signer-2')).toContainText('سلمان الدوسري');
  await expect(page.getByTestId('print-signer-1').locator('img').first()).toHaveAttribute(
    'src',
    /^data:image\/png/,
  );
  await expect(page.getByTestId('print-qr')).toHaveAttribute('src', /^data:image\/png/);
  const printable = (
    await (
      await request.post('/api/general/forms/form-with-answerd-q', {
        headers: bearer(provider),
        data: { filling_id: fillingId },
      })
    ).json()
  ).data;
  await expect(doc).toContainText(printable.filling.answers_hash);
  // The QR code encodes the document's public page: opened by a stranger (a fresh browser, no
  // login) it says the document is genuine and valid, and shows none of its answers.
  const qrUrl = await page.getByTestId('print-qr').getAttribute('data-url');
  expect(qrUrl).toBe(printable.filling.verify_url);
  expect(qrUrl).toMatch(/\/qr\/[A-Za-z0-9_-]{32}$/);
  const stranger = await browser.newContext({ baseURL });
  try {
    const pub = await stranger.newPage();
    await pub.goto(new URL(qrUrl!).pathname);
    await expect(pub.getByTestId('document-genuine')).toHaveText('وثيقة صحيحة', slow);
    await expect(pub.getByTestId('document-validity')).toHaveAttribute('data-validity', 'valid');
    await expect(pub.getByTestId('document-facts')).toContainText(name);
    await expect(pub.locator('body')).not.toContainText('12/7');
    await expect(pub.locator('body')).not.toContainText('سعد العتيبي');
    expect(pub.url()).toContain('/qr/');
    // An altered code: not genuine, nothing else.
    await pub.goto(`${new URL(qrUrl!).pathname.slice(0, -4)}AAAA`);
    await expect(pub.getByTestId('document-not-genuine')).toBeVisible(slow);
  } finally {
    await stranger.close();
  }
  // The same document in English reads left to right.
  await openAs(page, provider, `/forms/print/${fillingId}`, 'en');
  await expect(page.getByTestId('print-document')).toHaveAttribute('dir', 'ltr', slow);
  await expect(page.getByTestId('print-document')).toContainText('E2E form');
});
