import { expect, test } from '@playwright/test';
import { pick } from './accounts-support';
import { apiLogin, day, demo, openAs, pickDate, session } from './support';

/**
 * Questionnaires (issue 30 "Done means"): the admin builds a required questionnaire from two groups
 * and publishes it; the survey account (a raft office of its own, named in the audience, so that no
 * other flow is redirected) opening the dashboard is warned and taken to it after 6 s (spec 001 §8);
 * submitting without a required answer shows the server's field error; after submitting it is taken
 * to the next required one (the demo's, due later), answers it too, and the redirect stops; the
 * admin's results chart counts the answer and the answered list holds both (Arabic). The raft
 * company answers the satisfaction survey from its pending list (English).
 */
const WARNING = 'لديك استبيانات إلزامية يجب الإجابة عليها';
const ON_QUESTIONNAIRE = /\/questionnaires\/myQuestionnaires\/\d+$/;

test('a required questionnaire: built, published, warned, taken to it, answered, counted', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // The one test that signs the survey account in (three codes per user per quarter hour).
  const survey = await apiLogin(request, demo('survey'));
  const admin = session('admin');

  // The builder: two groups, the specialists (no demo account) and the survey office by name.
  await openAs(page, admin, '/questionnaires/new', 'ar');
  await page.getByTestId('title').fill('استبيان الخدمات والجاهزية');
  await page.getByTestId('title_en').fill('Services and readiness');
  await pick(page, 'group_ids', 'الخدمات');
  await pick(page, 'group_ids', 'الجاهزية');
  await pick(page, 'user_type_ids', 'أخصائي');
  await pick(page, 'user_ids', 'مكتب الاستبيانات التجريبي');
  await pickDate(page, 'opens_at', day(0));
  await pickDate(page, 'closes_at', day(7));
  await page.getByTestId('is_required').click();
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/questionnaires\/edit\/\d+$/);
  const id = page.url().split('/').pop();
  await page.getByTestId('action-publish').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('questionnaire-status-published')).toBeVisible();

  // Due first of the two pending: the dashboard warns and, 6 s later, opens it.
  await openAs(page, survey, '/dashboard', 'ar');
  await expect(page.getByText(WARNING)).toBeVisible();
  await expect(page).toHaveURL(`/questionnaires/myQuestionnaires/${id}`, { timeout: 15_000 });
  await expect(page.getByTestId('questionnaire-status-pending')).toBeVisible();

  // Required answers are the server's: left out, its message comes back under the question.
  await page.getByTestId('questionnaire-submit').click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await page.getByLabel('راض', { exact: true }).check();
  await page.getByLabel('المياه').check();
  await page.locator('.ant-rate-star').nth(3).click();
  await page.getByLabel('نعم').check();
  await page.getByTestId('questionnaire-submit').click();
  await expect(page.getByTestId('questionnaire-status-answered')).toBeVisible();
  await expect(page.getByLabel('المياه')).toBeChecked();
  await expect(page.getByTestId('questionnaire-submit')).toHaveCount(0);

  // The next required one (the demo's) on the next navigation; answered, read-only.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(ON_QUESTIONNAIRE, { timeout: 15_000 });
  expect(page.url()).not.toContain(`/${id}`);
  await page.getByLabel('نعم').check();
  await page.locator('.ant-input-number input').fill('12');
  await page.locator('textarea').fill('المخيمات جاهزة');
  await page.getByTestId('questionnaire-submit').click();
  await expect(page.getByText('تم إرسال إجاباتك', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-input-number input')).toHaveValue('12');

  // Nothing required is left: the bell says so and the dashboard stays.
  const bell = page.waitForResponse((r) => r.url().includes('user_notification'));
  await page.goto('/dashboard');
  expect(await (await bell).json()).toMatchObject({ questionnaire_required: false, questionnaire_id: null });
  await expect(page.getByText(WARNING)).toHaveCount(0);
  await page.goto('/questionnaires/answeredQuestionnaires');
  await expect(page.locator('.resource-list tr.ant-table-row')).toHaveCount(2);

  // The admin's results: one answer, charted.
  await openAs(page, admin, `/questionnaires/results/${id}`, 'ar');
  await expect(page.getByTestId('results-answered')).toContainText('1');
  await expect(page.locator('[data-testid^="results-chart-"][aria-label*="راض: 1"]')).toBeVisible();
});

test('the raft company answers the satisfaction survey from its pending list (English)', async ({ page }) => {
  test.setTimeout(180_000);
  await openAs(page, session('raft_company'), '/questionnaires/pendingQuestionnaires', 'en');
  await page.getByTestId('row-action-answer').first().click();
  await expect(page.getByTestId('questionnaire-status-pending')).toBeVisible();
  await page.getByLabel('Satisfied', { exact: true }).check();
  await page.getByLabel('Water').check();
  await page.getByLabel('Cleaning').check();
  await page.locator('.ant-rate-star').nth(3).click();
  await page.getByLabel('Yes', { exact: true }).check();
  await page.getByTestId('questionnaire-submit').click();
  await expect(page.getByTestId('questionnaire-status-answered')).toBeVisible();
  await expect(page.getByLabel('Water')).toBeChecked();
  await expect(page.getByLabel('Electricity')).not.toBeChecked();

  await page.goto('/questionnaires/answeredQuestionnaires');
  await expect(page.getByTestId('row-action-answer').first()).toBeVisible();
});
