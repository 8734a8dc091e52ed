import { type APIRequestContext, expect, test } from '@playwright/test';
import { bearer, type LoginAnswer, openAs, PDF, PNG, session } from './support';

/**
 * The company's phone (issue 31 §7): at 390 px, in Arabic, the raft company opens a violation
 * assigned to it on the field details screen (status → viewed), is told under the field that the
 * objection needs its cause, objects with a cause and a file and sees it recorded; its list shows
 * the violation; after a first visit the list and the details open from the service worker's copy
 * with the network off.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'ar-SA' });
const slow = { timeout: 30_000 };

async function call<T>(request: APIRequestContext, who: LoginAnswer, url: string, data: object = {}) {
  const res = await request.post(`/api/${url}`, { headers: bearer(who), data });
  if (!res.ok()) throw new Error(`POST ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A violation on a camp of the raft company, with its photo, assigned to it (as the desk does). */
async function assignedViolation(request: APIRequestContext, body: string) {
  const [gov, kdana, company] = [session('gov'), session('kdana'), session('raft_company')];
  const mine = await call<{ data: { data: { camp_id: number }[] } }>(
    request,
    company,
    'general/violation_forms',
  );
  const levels = await call<{ data: { data: { id: number }[] } }>(
    request,
    kdana,
    'general/violation_form_levels',
  );
  const created = await call<{ data: { id: number; number: string } }>(
    request,
    gov,
    'general/violation_forms/store',
    { camp_id: mine.data.data[0]?.camp_id, violation_form_level_id: levels.data.data[0]?.id, body },
  );
  const { id, number } = created.data;
  const photo = await request.post(`/api/general/violation_forms/attachments/${id}/image_1`, {
    headers: bearer(gov),
    multipart: { file: { name: 'photo-1.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(photo.ok()).toBe(true);
  await call(request, kdana, 'general/violation_forms_assigns/store', { violation_form_ids: [id] });
  return { id, number, company };
}

test('the company opens it on the phone (viewed), objects with a cause and a file; offline from cache', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const body = `خزان المياه مكشوف — هاتف ${Date.now()}`;
  const { id, number, company } = await assignedViolation(request, body);

  // Its list on the phone (newest first): the violation with its status, linking to its screen.
  await openAs(page, company, '/violations/field/list', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'المخالفات المسندة إلينا' })).toBeVisible(slow);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const row = page.locator(`[data-testid="field-row"][data-id="${id}"]`);
  await expect(row).toContainText(number, slow);
  await expect(row.getByTestId('field-status')).toHaveText('مسندة للشركة');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Opening it records `viewed`, as the desk's screen does.
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/violations/field/${id}$`));
  await expect(page.getByTestId('field-details')).toContainText(body, slow);
  await expect(page.getByTestId('field-status')).toHaveText('اطلعت عليها الشركة', slow);
  await expect(page.getByTestId('field-timeline')).toContainText('اطلاع الشركة');

  // Both are required: each says so under its field.
  await page.getByTestId('field-object-send').click();
  await expect(page.getByTestId('field-object-text-error')).toHaveText('اكتب سبب الاعتراض.');
  await expect(page.getByTestId('field-object-file-error')).toHaveText('أرفق ملف الاعتراض.');
  await expect(page.getByTestId('field-object-text')).toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('field-object-text').fill('المخالفة على مخيم مجاور');
  await page
    .getByTestId('field-object-file')
    .setInputFiles({ name: 'objection.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByTestId('field-object-send').click();
  await expect(page.getByTestId('field-action-done')).toHaveText('أُرسل الاعتراض.', slow);
  await expect(page.getByTestId('field-status')).toHaveText('معترض عليها', slow);
  await expect(page.getByTestId('field-details')).toContainText('المخالفة على مخيم مجاور');
  await expect(page.getByTestId('field-object')).toHaveCount(0);

  // On the server: objected, with its cause and file.
  const read = await request.get(`/api/general/violation_forms/edit/${id}`, { headers: bearer(company) });
  const record = (await read.json()).data;
  expect(record.status).toBe('rejected');
  expect(record.rejection_cause).toBe('المخالفة على مخيم مجاور');
  expect(JSON.stringify(record.attachments)).toContain('objection.pdf');

  // A second visit goes through the worker; with the network off, both screens open from its copy.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, slow);
  await page.goto('/violations/field/list');
  await expect(row).toBeVisible(slow);
  await context.setOffline(true);
  const list = await page.reload();
  expect(list?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'المخالفات المسندة إلينا' })).toBeVisible(slow);
  await expect(page.getByTestId('field-list-failed')).toBeVisible(slow);
  const details = await page.goto(`/violations/field/${id}`);
  expect(details?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('field-details-failed')).toBeVisible(slow);
  await context.setOffline(false);
  await expect(page.getByTestId('field-details')).toContainText(body, slow);
});

test('the inspector’s list: the violations it recorded, each opening its screen (English)', async ({
  page,
  request,
}) => {
  const { id, number } = await assignedViolation(request, `Blocked exit — phone ${Date.now()}`);
  await openAs(page, session('gov'), '/violations/field', 'en');
  await page.getByTestId('field-nav-list').click();
  await expect(page).toHaveURL(/\/violations\/field\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Violations I recorded' })).toBeVisible(slow);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const row = page.locator(`[data-testid="field-row"][data-id="${id}"]`);
  await expect(row).toContainText(number, slow);
  await expect(row.getByTestId('field-status')).toHaveText('Assigned');
  await row.getByRole('link').click();
  // The inspector's opening records nothing; it has no company action.
  await expect(page.getByTestId('field-status')).toHaveText('Assigned', slow);
  await expect(page.getByTestId('field-object')).toHaveCount(0);
  await expect(page.getByTestId('field-answer')).toHaveCount(0);
});
