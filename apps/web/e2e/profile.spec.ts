import { expect, test } from '@playwright/test';
import { openAs, PNG, session } from './support';

test('profile: draw and save a signature, upload a stamp; both shown through authorised downloads', async ({
  page,
}) => {
  await openAs(page, session('design_office'), '/profile');
  await page.getByRole('button', { name: 'إضافة توقيع' }).click();
  const canvas = page.getByTestId('signature-canvas');
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 40);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 20, box.y + 40 + (i % 2 ? 30 : -10));
  await page.mouse.up();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/signature'));
  await page.getByRole('button', { name: 'حفظ' }).last().click();
  expect((await saved).status()).toBe(200);
  // The image comes back as a blob URL (fetched with the bearer token).
  await expect(page.locator('img[alt="التوقيع"]')).toHaveAttribute('src', /^blob:/);

  await page
    .locator('.ant-card', { hasText: 'الختم' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'stamp.png', mimeType: 'image/png', buffer: PNG });
  const stamp = page.waitForResponse((r) => r.url().endsWith('/api/profile/stamp'));
  await page.getByRole('button', { name: 'رفع الختم' }).click();
  expect((await stamp).status()).toBe(200);
  await expect(page.locator('img[alt="الختم"]')).toHaveAttribute('src', /^blob:/);
});
