import { expect, type Page, test } from '@playwright/test';
import { bearer, openAs, PNG, session } from './support';

const rows = (page: Page) => page.locator('.resource-list tr.ant-table-row');
const SLOW = { timeout: 90_000 };
/** Opens an antd Select and picks the option with this text (typed first: the list is virtual). */
const pick = async (page: Page, testId: string, text: string) => {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
};

test.describe('camp assignment and delivery appointments', () => {
  // Several screens and API round trips in one story; generous on a busy machine.
  test.describe.configure({ timeout: 600_000 });
  test.use({ actionTimeout: 90_000 });
  test('the authority assigns a camp, continues to NewAssign, attaches the kroky, books the appointment; the company sees both', async ({
    page,
    request,
  }) => {
    const admin = session('admin');
    await openAs(page, admin, '/assign/create', 'en');
    await expect(page.getByTestId('square_id')).toBeVisible(SLOW);
    await pick(page, 'square_id', 'Square 40');
    // the camp list of the square: taken camps are disabled; pick a free one
    const square = (
      await (
        await request.post('/api/general/squares', { headers: bearer(admin), data: { search: 'Square 40' } })
      ).json()
    ).data.data[0].id;
    const camps = (
      await (
        await request.get(`/api/general/camps/camp-by-square/${square}`, { headers: bearer(admin) })
      ).json()
    ).data as { camp_number: string; is_assigned: number }[];
    const free = camps.find((c) => c.is_assigned === 0)!.camp_number;
    await page.getByTestId('camp_id').click();
    await page.keyboard.type(free);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${free}$`) })
      .click();
    await pick(page, 'receiver_company_id', 'Al Diyafa');
    // a raft company's licence label; a raft office's is the centre number (spec §6)
    await expect(page.getByText('Licence number')).toBeVisible();
    await pick(page, 'receiver_company_id', 'Al Rifada');
    await expect(page.getByText('Centre number')).toBeVisible();
    await pick(page, 'receiver_company_id', 'Al Diyafa');
    await page.getByTestId('receiver_cr').fill('7012345678');
    await page.getByTestId('form-submit').click();

    // NewAssign: the record's page with the success notice, the attachments and the timeline
    await expect(page).toHaveURL(/\/assign\/update\/\d+$/, SLOW);
    await expect(page.getByTestId('new-assign')).toBeVisible(SLOW);
    await expect(page.getByTestId('assign-timeline')).toContainText('Awaiting appointment');
    const id = Number(page.url().split('/').pop());
    await page.getByTestId('kroky').locator('..').locator('input[type=file]').setInputFiles({
      name: 'kroky.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('button', { name: 'Save attachments' }).click();
    await expect(page.getByTestId('assign-attachments')).toContainText('kroky.png', SLOW);

    // book the delivery appointment
    await openAs(page, admin, '/appointments/create', 'en');
    const edit = await request.get(`/api/general/camps/editCampAssign/${id}`, { headers: bearer(admin) });
    const camp = (await edit.json()).data.camp_name as string;
    await page.getByTestId('assign_camp_id').click();
    await page.keyboard.type(camp);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Al Diyafa' })
      .first()
      .click();
    await page.getByTestId('appointment').fill('2027-05-12T09:30');
    await page.getByTestId('form-submit').click();
    await expect(page).toHaveURL(/\/appointments$/, SLOW);

    const after = await request.get(`/api/general/camps/editCampAssign/${id}`, { headers: bearer(admin) });
    expect((await after.json()).data.status).toBe('appointment');

    // the company sees its own assignments (Arabic, right to left) and its appointment
    const company = session('raft_company');
    await openAs(page, company, '/assign');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(rows(page).first()).toBeVisible(SLOW);
    await expect(page.getByTestId('assign-create')).toHaveCount(0);
    await openAs(page, company, `/appointments?search=${encodeURIComponent(camp)}`);
    await expect(rows(page).filter({ hasText: camp }).first()).toBeVisible(SLOW);
  });

  test('squares and camps lists render in both languages; a company is sent to /403 from /camps', async ({
    page,
  }) => {
    await openAs(page, session('admin'), '/squares', 'en');
    await expect(rows(page).first()).toBeVisible(SLOW);
    await openAs(page, session('admin'), '/camps');
    await expect(rows(page).first()).toBeVisible(SLOW);
    await expect(page.locator('.resource-list')).toContainText('مربع');
    await openAs(page, session('raft_company'), '/camps');
    await expect(page).toHaveURL(/\/403$/, SLOW);
  });
});
