import { expect, type Page, test } from '@playwright/test';
import { openAs, session } from './support';

/**
 * /violations/field is a page of its own (field.html, src/field-main.tsx): a phone loads the field
 * screen without the desk's entry (its router, query cache and shell). The desk's entry rules still
 * decide: a guest goes to /login with the page remembered, a user without the permission to /403.
 * With SHOTS_DIR=… it also writes a screenshot of each visit (390 and 1366 px, Arabic and English).
 */
const slow = { timeout: 30_000 };

/**
 * The scripts the field page asked for (paths): a request of the desk page that was left (a lazy
 * chunk it asks late, a busy machine) belongs to that page's frame URL, not this one's.
 */
function scriptsOf(page: Page) {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() !== 'script') return;
    // (a service worker's request has no frame: not the page's)
    const frame = r.serviceWorker() ? '' : r.frame().url();
    if (!new URL(frame || '/', 'http://x').pathname.startsWith('/violations/field')) return;
    paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

/** The page's entry script (its `<script type="module">`). */
const entryOf = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src') ?? '');

for (const width of [390, 1366]) {
  for (const lang of ['ar', 'en'] as const) {
    test(`the field page at ${width} px in ${lang}: its own entry, translated, no sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      // Signed in on a desk page (its entry noted), then the field page opened afresh.
      await openAs(page, session('gov'), '/404', lang);
      const desk = await entryOf(page);
      expect(desk).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      await page.waitForLoadState('networkidle');
      const scripts = scriptsOf(page);
      await page.goto('/violations/field');
      expect(await entryOf(page)).toMatch(/^\/assets\/field-[\w-]+\.js$/);
      const title = lang === 'ar' ? 'تسجيل مخالفة ميدانية' : 'Record a violation in the field';
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(slow);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId('field-camp').locator('option')).not.toHaveCount(1, slow);
      // The page's own entry and its dictionary, nothing of the desk's (its entry, its router).
      expect(scripts.every((s) => /^\/assets\/(field|ar-violations|en)-[\w-]+\.js$/.test(s))).toBe(true);
      expect(scripts).not.toContain(desk);
      expect(await page.evaluate(() => document.title)).toContain(
        lang === 'ar' ? 'بوابة المشاعر' : 'Mashaer',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (process.env.SHOTS_DIR)
        await page.screenshot({
          path: `${process.env.SHOTS_DIR}/field-${width}-${lang}.png`,
          fullPage: true,
        });
    });
  }
}

test('the language switch turns the page to English and back, in place', async ({ page }) => {
  await openAs(page, session('gov'), '/violations/field', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل مخالفة ميدانية' })).toBeVisible(slow);
  await page.getByTestId('lang-switch').click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Record a violation in the field' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('field-connection')).toHaveText('Online');
  await page.getByTestId('lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('signed out: the desk’s login, which returns to the field page', async ({ page }) => {
  await page.goto('/404');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/violations/field');
  await expect(page).toHaveURL(/\/login$/, slow);
  expect(await page.evaluate(() => localStorage.getItem('redirect_path'))).toBe('/violations/field');
});

test('without the permission to record violations: the desk’s 403 page', async ({ page }) => {
  await openAs(page, session('raft_company'), '/violations/field', 'ar');
  await expect(page).toHaveURL(/\/403$/, slow);
});

test('the desk’s violations list opens the field page in the desk; its link leads back', async ({ page }) => {
  await openAs(page, session('gov'), '/violations', 'en');
  await page.getByTestId('violation-field').click();
  await expect(page).toHaveURL(/\/violations\/field$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Record a violation in the field' })).toBeVisible(
    slow,
  );
  await page.getByRole('link', { name: 'Violations list' }).click();
  await expect(page).toHaveURL(/\/violations$/, slow);
  await expect(page.getByTestId('violation-field')).toBeVisible(slow);
});
