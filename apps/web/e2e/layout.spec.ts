import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openAs, session } from './support';

/**
 * Layout at a phone's width and at a laptop's (issue 15): no signed-in page scrolls sideways at
 * 390 px, and every row action of a list is inside the viewport at 1366 px, in both languages.
 * With SHOTS_DIR set, a screenshot of each visit is written there for a look.
 */
const SHOTS = process.env.SHOTS_DIR;

type Visit = { path: string; user: string; kind: 'list' | 'form' | 'page' };
const VISITS: Visit[] = [
  { path: '/dashboard', user: 'admin', kind: 'page' },
  { path: '/users', user: 'admin', kind: 'list' },
  { path: '/users/create', user: 'admin', kind: 'form' },
  { path: '/camps', user: 'admin', kind: 'list' },
  { path: '/camps/create', user: 'admin', kind: 'form' },
  { path: '/assign', user: 'admin', kind: 'list' },
  { path: '/assign', user: 'raft_company', kind: 'list' },
  { path: '/contructs', user: 'admin', kind: 'list' },
  { path: '/forms', user: 'admin', kind: 'list' },
  { path: '/question-category/create', user: 'admin', kind: 'form' },
  { path: '/profile', user: 'raft_company', kind: 'form' },
  { path: '/notifications', user: 'admin', kind: 'list' },
  { path: '/orders', user: 'admin', kind: 'list' },
  { path: '/orders', user: 'raft_company', kind: 'list' },
  { path: '/orders/create', user: 'raft_company', kind: 'form' },
  { path: '/services', user: 'admin', kind: 'list' },
  { path: '/re-assign-orders', user: 'admin', kind: 'list' },
  { path: '/lock-orders', user: 'raft_company', kind: 'list' },
  { path: '/readiness-license', user: 'admin', kind: 'list' },
  { path: '/readiness-license/create', user: 'raft_company', kind: 'form' },
  { path: '/sadad', user: 'admin', kind: 'list' },
  { path: '/invoices', user: 'admin', kind: 'list' },
  { path: '/clearance', user: 'admin', kind: 'list' },
];

async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.page-spinner, .ant-spin-spinning')).toHaveCount(0);
  await page.waitForTimeout(250);
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};
const slug = (v: Visit) => `${v.path.replace(/\W+/g, '_').replace(/^_/, '')}-${v.user}`;

for (const lang of ['ar', 'en'] as const) {
  test(`no sideways scroll at 390 px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const wide: string[] = [];
    for (const v of VISITS) {
      await openAs(page, session(v.user), v.path, lang);
      await settle(page);
      if (v.kind === 'list')
        await expect(page.locator('[data-testid="list-card"], .ant-empty').first()).toBeVisible();
      await shot(page, `390-${lang}-${slug(v)}`);
      const { scroll, inner } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      if (scroll > inner) wide.push(`${v.path} (${v.user}): ${scroll} > ${inner}`);
    }
    // the drawer opens from the start side and holds the menu
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('sidebar-menu')).toBeVisible();
    await shot(page, `390-${lang}-drawer`);
    expect(wide).toEqual([]);
  });

  test(`row actions inside the viewport at 1366 px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const outside: string[] = [];
    for (const v of VISITS) {
      await openAs(page, session(v.user), v.path, lang);
      await settle(page);
      await shot(page, `1366-${lang}-${slug(v)}`);
      if (v.kind !== 'list') continue;
      await expect(page.locator('tr.ant-table-row, .ant-empty').first()).toBeVisible();
      const actions = page.locator('tr.ant-table-row [data-testid^="row-action-"]');
      const n = await actions.count();
      for (let i = 0; i < n; i++) {
        const box = await actions.nth(i).boundingBox();
        if (!box || box.x < 0 || box.x + box.width > 1366)
          outside.push(
            `${v.path} (${v.user}): ${await actions.nth(i).getAttribute('data-testid')} at ${box?.x}`,
          );
      }
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scroll > 1366) outside.push(`${v.path} (${v.user}): page ${scroll} px wide`);
    }
    expect(outside).toEqual([]);
  });
}
