import { expect, test } from '@playwright/test';
import { apiLogin, bearer, demo, openAs, session } from './support';

/**
 * Questionnaires (issue 30): the demo survey account has a required questionnaire pending; on any
 * screen it is warned and taken to it (spec 001 §8), answers a yes/no, a number and a text question,
 * submits, and sees its answers read-only; the admin's results count the new answer (Arabic). The
 * raft company answers the satisfaction survey from its pending list (English).
 */
test('a required questionnaire: warned, taken to it, answered, counted in the results', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The one test that signs the survey account in (three codes per user per quarter hour).
  const survey = await apiLogin(request, demo('survey'));
  const admin = session('admin');
  await openAs(page, survey, '/profile', 'ar');
  await expect(page.getByText('لديك استبيانات إلزامية يجب الإجابة عليها')).toBeVisible();
  await expect(page).toHaveURL(/\/questionnaires\/myQuestionnaires\/\d+$/, { timeout: 15_000 });
  const id = page.url().split('/').pop();
  await expect(page.getByTestId('questionnaire-status-pending')).toBeVisible();

  const before = await request.get(`/api/general/questionnaires/results/${id}`, { headers: bearer(admin) });
  const answeredBefore = ((await before.json()) as { data: { answered: number } }).data.answered;

  // The yes/no question is required: the server's message comes back under it when it is left out.
  await page.getByTestId('questionnaire-submit').click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();

  await page.getByLabel('نعم').check();
  await page.locator('.ant-input-number input').fill('12');
  await page.locator('textarea').fill('المخيمات جاهزة');
  await page.getByTestId('questionnaire-submit').click();
  await expect(page.getByTestId('questionnaire-status-answered')).toBeVisible();
  await expect(page.getByText('تم إرسال إجاباتك', { exact: true })).toBeVisible();
  // Read-only, the stored answers shown in their inputs.
  await expect(page.getByLabel('نعم')).toBeChecked();
  await expect(page.locator('.ant-input-number input')).toHaveValue('12');
  await expect(page.locator('textarea')).toHaveValue('المخيمات جاهزة');
  await expect(page.getByTestId('questionnaire-submit')).toHaveCount(0);

  await openAs(page, admin, `/questionnaires/results/${id}`, 'ar');
  await expect(page.getByTestId('results-answered')).toContainText(String(answeredBefore + 1));
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
