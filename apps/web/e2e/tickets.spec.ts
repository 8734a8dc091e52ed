import { expect, type Page, test } from '@playwright/test';
import { type LoginAnswer, openAs, PDF, session } from './support';

/**
 * Tickets (issue 32 §1), in Arabic: the company opens a ticket with a file, kdana (technical
 * support) replies and forwards it to operations, gov (operations) closes it with a resolution,
 * and the company sees every step on the ticket's timeline. A subject of type 4 shows the
 * allowed-users field (in English).
 */
let company: LoginAnswer;
let kdana: LoginAnswer;
let gov: LoginAnswer;
let admin: LoginAnswer;

test.beforeAll(() => {
  company = session('raft_company');
  kdana = session('kdana');
  gov = session('gov');
  admin = session('admin');
});

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

test('a ticket from the company to its close by the other group, every step on its timeline', async ({
  page,
}) => {
  // Four parties' pages one after another: minutes on a loaded machine.
  test.setTimeout(300_000);
  const content = `لا يظهر زر رفع المخطط ${Date.now()}`;
  await openAs(page, company, '/tickets/create', 'ar');
  await choose(page, 'subject_id', 'استفسار عام');
  await page.getByTestId('content').fill(content);
  await page.getByTestId('file').locator('..').locator('input[type=file]').setInputFiles({
    name: 'screen.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('ticket-status-open')).toBeVisible();
  await expect(page.getByTestId('ticket-file')).toHaveText(/screen\.pdf/);
  const url = page.url();
  const id = url.split('/').pop()!;

  await openAs(page, kdana, `/tickets/details/${id}`, 'ar');
  await expect(page.getByTestId('ticket-content')).toHaveText(content);
  await page.getByTestId('reply-text').fill('نعمل على المشكلة');
  await page.getByTestId('reply-send').click();
  await expect(page.getByTestId('ticket-status-in_progress')).toBeVisible();
  await expect(page.getByTestId('comment-handler')).toHaveCount(1);
  await choose(page, 'forward-group', 'التشغيل والخدمات');
  await page.getByTestId('forward-note').fill('من اختصاص التشغيل');
  await page.getByTestId('action-forward').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/tickets$/);

  await openAs(page, gov, `/tickets/details/${id}`, 'ar');
  await expect(page.getByTestId('ticket-group')).toHaveText('التشغيل والخدمات');
  await page.getByTestId('workflow-input-resolution').fill('تمت إضافة الزر');
  await page.getByTestId('action-close').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('ticket-status-closed')).toBeVisible();

  await openAs(page, company, `/tickets/details/${id}`, 'ar');
  await expect(page.getByTestId('ticket-status-closed')).toBeVisible();
  await expect(page.getByTestId('ticket-resolution')).toHaveText('تمت إضافة الزر');
  await expect(page.getByTestId('comment-handler')).toContainText('نعمل على المشكلة');
  for (const step of ['رد الجهة المعالجة', 'تحويل التذكرة', 'إغلاق التذكرة'])
    await expect(page.getByTestId('timeline-event').filter({ hasText: step }).first()).toBeVisible();
  await expect(page.getByTestId('action-reopen')).toBeVisible();
});

test('a ticket subject of type 4 shows the allowed-users field (English)', async ({ page }) => {
  await openAs(page, admin, '/tickets/ticket-subject/create', 'en');
  await expect(page.getByTestId('field-allowedUsers')).toHaveCount(0);
  await choose(page, 'field-type_id', 'Specific users');
  await expect(page.getByTestId('field-allowedUsers')).toBeVisible();
});
