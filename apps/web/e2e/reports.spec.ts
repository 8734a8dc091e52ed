import { expect, type Page, test } from '@playwright/test';
import { bearer, openAs, session } from './support';

// Reports: the call log shows an edit's old → new values and the record's history; the access
// log shows failed sign-ins and the lock-out that followed.

const rows = (page: Page) => page.locator('.resource-list tr.ant-table-row');

test('reports: /log-system shows an edit’s old and new values and the record’s history', async ({
  page,
  request,
}) => {
  const admin = session('admin');
  const stamp = Date.now().toString(36);
  const created = await request.post('/api/general/countries/store', {
    headers: bearer(admin),
    data: { name: `بلد ${stamp}`, name_en: `Land ${stamp}` },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const list = await request.post('/api/general/log_system', {
    headers: bearer(admin),
    data: { table_name: 'countries', event: 'created', paginate: 1 },
  });
  const id = (await list.json()).data.data[0].record_id as string;
  const updated = await request.post(`/api/general/countries/update/${id}`, {
    headers: bearer(admin),
    data: { name: `بلد ${stamp}`, name_en: `Country ${stamp}` },
  });
  expect(updated.ok(), await updated.text()).toBeTruthy();

  await openAs(page, admin, `/log-system?table_name=countries&record_id=${id}`);
  await expect(rows(page)).toHaveCount(2);
  const edit = rows(page).first();
  const diff = edit.getByTestId('value-diff');
  const line = diff.locator('tr', { hasText: 'name_en' });
  await expect(line).toContainText(`Land ${stamp}`);
  await expect(line).toContainText(`Country ${stamp}`);

  // The record's history: its creation, then the edit, oldest first.
  await edit.getByTestId('row-action-timeline').click();
  await expect(page).toHaveURL(new RegExp(`/log-system/record/countries/${id}$`));
  const events = page.getByTestId('record-event');
  await expect(events).toHaveCount(2);
  await expect(events.nth(0)).toContainText('created');
  await expect(events.nth(1)).toContainText('updated');
  await expect(events.nth(1)).toContainText(`Country ${stamp}`);
});

test('reports: /logs shows a failed sign-in and the lock-out that followed', async ({ page, request }) => {
  const email = `intruder-${Date.now().toString(36)}@example.com`;
  for (let i = 0; i < 10; i++) {
    const res = await request.post('/api/Check-user-with-sms', { data: { email, password: 'Wrong@1234' } });
    expect(res.status()).toBe(422);
  }
  await openAs(page, session('admin'), `/logs?event=login_failed`);
  await expect(rows(page).first()).toContainText(email);
  await expect(rows(page).first()).toContainText('محاولة دخول فاشلة');

  await openAs(page, session('admin'), `/logs?event=locked_out`, 'en');
  await expect(rows(page).first()).toContainText(email);
  await expect(rows(page).first()).toContainText('Account locked');
});
