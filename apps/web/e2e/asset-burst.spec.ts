import { expect, test } from '@playwright/test';
import { openAs, session } from './support';

/**
 * Issue 28 §6: the app's hashed JS/CSS do not count against the request limit (600 a minute per
 * client). A burst of 1,000 asset requests from one client, then the page still loads: every
 * asset answered 200, none 429, and the screen shows its content.
 */
test('a burst of 1,000 asset requests from one client: none refused, the page loads', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  expect(assets.length).toBeGreaterThan(0);
  const statuses: number[] = [];
  for (let batch = 0; batch < 20; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => request.get(assets[(batch * 50 + i) % assets.length])),
    );
    statuses.push(...answers.map((a) => a.status()));
  }
  expect(statuses).toHaveLength(1000);
  expect(statuses.filter((s) => s === 429)).toHaveLength(0);
  expect(new Set(statuses)).toEqual(new Set([200]));
  await openAs(page, session('kdana'), '/orders', 'ar');
  await expect(page.locator('.ant-table')).toBeVisible();
});
