import { expect, type Page, test } from '@playwright/test';
import { bearer, openAs, session } from './support';

const rows = (page: Page) => page.locator('.resource-list tr.ant-table-row');

test.describe('a list screen (/notifications as admin)', () => {
  // The findable word is new on every run of the group: a retry (or --repeat-each) sends its own
  // twelve and still finds exactly its own two.
  let fire = '';
  test.beforeAll(async ({ request }) => {
    // Enough sent notifications for several pages, two of them findable by a word.
    fire = `Fire drill ${Date.now().toString(36)}`;
    const admin = session('admin');
    for (let i = 1; i <= 12; i++) {
      const res = await request.post('/api/general/notifications/store', {
        headers: bearer(admin),
        data: {
          message: i % 6 === 0 ? `${fire} ${i}` : `Camp schedule update ${i}`,
          target: i % 2 ? 'all' : 'types',
          ...(i % 2 ? {} : { type_ids: [2] }),
        },
      });
      expect(res.ok(), await res.text()).toBeTruthy();
    }
  });

  test('server pagination, filter and reset, page size back to page 1, all in the URL', async ({ page }) => {
    await openAs(page, session('admin'), '/notifications');
    await expect(rows(page)).toHaveCount(5);

    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');

    // filter: the search text; back on page 1
    await page.getByTestId('filter-search').fill(fire);
    await page.getByRole('button', { name: 'بحث' }).click();
    await expect(page).toHaveURL(/search=Fire/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).first()).toContainText('Fire drill');

    // the filter survives a reload (it lives in the URL)
    await page.reload();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByTestId('filter-search')).toHaveValue(fire);

    await page.getByTestId('filters-reset').click();
    await expect(page).not.toHaveURL(/search=/);
    await expect(rows(page)).toHaveCount(5);

    // page size 10 → page 1
    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/page=2/);
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '10' }).first().click();
    await expect(rows(page)).toHaveCount(10);
    await expect(page).toHaveURL(/size=10/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');
  });

  test('export writes the whole filtered set to an Excel file', async ({ page }) => {
    await openAs(page, session('admin'), '/notifications?search=Camp%20schedule');
    await expect(rows(page)).toHaveCount(5);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'تصدير إلى Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('الإشعارات.xlsx');
    const bytes = await (await file.createReadStream()).toArray();
    const buf = Buffer.concat(bytes);
    // an .xlsx is a zip; 10 matching rows over two list pages, all exported
    expect(buf.subarray(0, 2).toString()).toBe('PK');
  });

  test('print opens a clean view of the current filter, in the page direction', async ({ page }) => {
    await openAs(page, session('admin'), `/notifications?search=${encodeURIComponent(fire)}`);
    await expect(rows(page)).toHaveCount(2);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'طباعة' }).click();
    const view = await popup;
    await expect(view.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(view.locator('h1')).toHaveText('الإشعارات');
    await expect(view.locator('tbody tr')).toHaveCount(2);
    await expect(view.locator('.filters')).toContainText(fire);
    await view.close();

    await page.getByTestId('lang-switch').click();
    const popupEn = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print' }).click();
    const viewEn = await popupEn;
    await expect(viewEn.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(viewEn.locator('th').first()).toHaveText('ID');
  });
});
