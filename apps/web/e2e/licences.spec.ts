import { type APIRequestContext, expect, test } from '@playwright/test';
import { bearer, type LoginAnswer, openAs, session } from './support';

/**
 * Readiness licence (issue 18 "Done means" 1): the raft company asks — refused without a camp and
 * without the pledge (the spec's messages) — answers the form and submits; kdana disapproves with a
 * reason, the company corrects, kdana approves for 30 days; the printed licence's QR verifies
 * publicly. The company side is the raft company's employee (no extra login codes).
 */
let kdana: LoginAnswer;
let company: LoginAnswer;
const B = 'general/simple-readiness-license';

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

/** The company's answers to the questions it may answer. */
async function answer(
  request: APIRequestContext,
  id: number,
  path: 'answer-questions' | 'update-all-answers',
) {
  const v = await call<{
    data: {
      form_id: number;
      questions: {
        question_id: number;
        type: string;
        can_answer: boolean;
        options: { value: string }[] | null;
      }[];
    };
  }>(request, company, 'GET', `${B}/question-answer/${id}`);
  const answers = v.data.questions
    .filter((q) => q.can_answer && q.type !== 'file')
    .map((q) => ({
      question_id: q.question_id,
      value:
        q.type === 'number' || q.type === 'priced_item'
          ? 4
          : q.type === 'yes_no'
            ? 1
            : q.type === 'single_choice'
              ? q.options![0].value
              : q.type === 'multiple_choice'
                ? [q.options![0].value]
                : q.type === 'date'
                  ? '2027-05-01'
                  : 'جاهز',
    }));
  await call(request, company, 'POST', `${B}/${path}`, { order_id: id, form_id: v.data.form_id, answers });
}

test.beforeAll(() => {
  // Signed in once for the whole run (sessions.setup.ts): each login texts a code, 3 per 15 minutes.
  kdana = session('kdana');
  company = session('employee');
});

test('readiness licence: ask, disapprove, correct, approve 30 days, print and verify', async ({
  page,
  request,
}) => {
  await openAs(page, company, '/readiness-license/create', 'ar');
  await page.getByTestId('readiness-store').click();
  await expect(page.getByText('الرجاء اختيار المخيم')).toBeVisible();
  await expect(page.getByText('الرجاء الموافقة على التعهد')).toBeVisible();
  await expect(page.getByTestId('readiness-pledge-text')).toContainText('أتعهد');
  await page.getByTestId('readiness-camp').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByTestId('readiness-committed').check();
  await page.getByTestId('readiness-store').click();
  await expect(page.getByTestId('readiness-answers')).toBeVisible();
  const list = await call<{ data: { data: { id: number; status: string }[] } }>(
    request,
    company,
    'POST',
    `${B}/index?page=1`,
    {
      sort_by: 'id',
      sort_dir: 'desc',
      paginate: 1,
    },
  );
  const id = list.data.data[0].id;
  await answer(request, id, 'answer-questions');

  // kdana disapproves with a reason (confirmed), and the screen returns to the list after 1 s
  await openAs(page, kdana, `/readiness-license/details/${id}`, 'ar');
  await page.getByTestId('workflow-input-rejection_reason').fill('مخارج الطوارئ غير واضحة');
  await page.getByTestId('action-disapprove').click();
  await page.locator('.ant-modal-confirm .ant-btn-primary, .ant-modal .ant-btn-primary').last().click();
  await expect(page).toHaveURL(/\/readiness-license$/, { timeout: 10_000 });
  await answer(request, id, 'update-all-answers');

  // approving with validity 0 is refused (the API; the screen's input starts at 1)
  const zero = await request.post(`/api/${B}/approve`, {
    headers: { ...bearer(kdana), 'Accept-Language': 'en' },
    data: { id, validity_period: 0 },
  });
  expect(zero.status()).toBe(422);
  expect((await zero.json()).errors.validity_period).toEqual(['the issue date is not set']);

  // approving with 30 days issues the licence
  await openAs(page, kdana, `/readiness-license/details/${id}`, 'en');
  await page.getByTestId('workflow-input-validity_period').fill('30');
  await page.getByTestId('action-approve').click();
  await page.locator('.ant-modal-confirm .ant-btn-primary, .ant-modal .ant-btn-primary').last().click();
  await expect(page).toHaveURL(/\/readiness-license$/, { timeout: 10_000 });

  const det = await call<{ data: { status: string; document: { code: string; url: string } } }>(
    request,
    company,
    'GET',
    `${B}/details/${id}`,
  );
  expect(det.data.status).toBe('approved');
  await openAs(page, company, `/readiness-license/license-ready/${id}`, 'ar');
  await expect(page.getByTestId('readiness-licence')).toBeVisible();
  await expect(page.getByTestId('licence-qr')).toBeVisible();
  await page.goto(new URL(det.data.document.url).pathname);
  await expect(page.getByText(/رخصة جاهزية مخيم|Camp readiness licence/).first()).toBeVisible();
});
