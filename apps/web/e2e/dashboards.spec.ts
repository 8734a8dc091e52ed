import path from 'node:path';
import type { ChartData, PendingItem } from '@mashaer/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, type LoginAnswer, nextFrames, openAs, session } from './support';

// The charts draw at once: the contexts ask for less motion (playwright.config.ts), which the
// charts honour (components/charts/echarts.ts), so nothing is waited out before a segment's click.

/**
 * The dashboards (issue 35): kdana opens each dashboard route in Arabic and English — no console
 * error, every chart the API answered drawn (a canvas of non-zero size per chart), the maps drawn;
 * a click on a segment of the orders-by-status pie opens the orders list filtered by that status,
 * whose total is the segment's value; the raft company's /dashboard shows its own figures (its API
 * answers, not kdana's). With SHOTS_DIR set, each dashboard is shot at 1366 and 390 px in both
 * languages; no page scrolls sideways at either width.
 */
const SHOTS = process.env.SHOTS_DIR;
let kdana: LoginAnswer;
let raft: LoginAnswer;
test.beforeAll(() => {
  kdana = session('kdana');
  raft = session('raft_company');
});

/** Each dashboard route of the issue and the API key of its charts (none for the maps). */
const ROUTES: { path: string; key?: string; map?: boolean }[] = [
  { path: '/dashboard', key: 'home' },
  { path: '/delivery-business', key: 'delivery-business' },
  { path: '/orders-status', key: 'orders-status' },
  { path: '/civil-defense', key: 'civil-defense' },
  { path: '/dashboard-power-bi-2', key: 'power-bi-2' },
  { path: '/dashboard-power-bi-arafat', key: 'power-bi-arafat' },
  { path: '/dashboard-report-violations', key: 'report-violations' },
  { path: '/map-gis', map: true },
  { path: '/map-gis-2', map: true },
  { path: '/map-gis-3', map: true },
  { path: '/dashboard-reassign', key: 'reassign' },
];

const charts = async (request: APIRequestContext, who: LoginAnswer, key: string) =>
  ((await (await request.get(`/api/dashboards/${key}`, { headers: bearer(who) })).json()).data.charts ??
    []) as ChartData[];

/** Console errors and uncaught exceptions while the page is open. */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const lang of ['ar', 'en'] as const) {
  test(`kdana opens every dashboard in ${lang}: no console error, every chart drawn`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const errors = errorsOf(page);
    for (const r of ROUTES) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openAs(page, kdana, r.path, lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      if (r.map) {
        await expect(page.getByTestId('map-render-ms')).toContainText(/\d/, { timeout: 30_000 });
        const box = await page.getByTestId('map').boundingBox();
        expect(box?.width, r.path).toBeGreaterThan(0);
        expect(box?.height, r.path).toBeGreaterThan(0);
      } else {
        const key = r.key!;
        const answer = await charts(request, kdana, key);
        await expect(page.getByTestId(`dashboard-${key}`)).toBeVisible();
        if (key === 'power-bi-arafat') await expect(page.getByTestId('sibling-off')).toBeVisible();
        const drawn = answer.filter((c) => c.kind !== 'figure' && c.points.length > 0);
        for (const c of answer) await expect(page.getByTestId(`chart-${c.id}`), r.path).toBeVisible();
        for (const c of drawn) {
          const host = page.getByTestId(`canvas-${c.id}`);
          await expect(host, `${r.path} ${c.id}`).toHaveAttribute('data-drawn', '1');
          const canvas = host.locator('canvas, svg').first();
          const box = await canvas.boundingBox();
          expect(box?.width, `${r.path} ${c.id}`).toBeGreaterThan(0);
          expect(box?.height, `${r.path} ${c.id}`).toBeGreaterThan(0);
          // Drawn inside its card (the card's width, not the window's at drawing time).
          const card = (await page.getByTestId(`chart-${c.id}`).boundingBox())!;
          expect(box!.x, `${r.path} ${c.id} left`).toBeGreaterThanOrEqual(card.x - 1);
          expect(box!.x + box!.width, `${r.path} ${c.id} right`).toBeLessThanOrEqual(card.x + card.width + 1);
        }
      }
      if (r.path === '/dashboard') {
        await expect(page.getByTestId('pending-actions')).toBeVisible();
        await expect(page.getByTestId('latest-news')).toBeVisible();
      }
      const name = `${r.path.replace(/\W+/g, '_').replace(/^_/, '')}-${lang}`;
      expect(await sideways(page), `${r.path} at 1366 px`).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-1366.png`), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await nextFrames(page);
      expect(await sideways(page), `${r.path} at 390 px`).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage: true });
    }
    expect(errors).toEqual([]);
  });
}

test('a click on a segment of orders by status opens the orders list with the segment as its total', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const pie = (await charts(request, kdana, 'orders-status')).find((c) => c.id === 'orders_by_status')!;
  const total = pie.points.reduce((n, p) => n + p.value, 0);
  expect(total).toBeGreaterThan(0);
  // The biggest slice, clicked at its middle: ECharts draws a pie clockwise from 12 o'clock.
  let at = 0;
  let best = { i: 0, mid: 0 };
  pie.points.forEach((p, i) => {
    if (p.value > pie.points[best.i].value || i === 0) best = { i, mid: at + p.value / 2 };
    at += p.value;
  });
  const point = pie.points[best.i];
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs(page, kdana, '/orders-status', 'en');
  const host = page.getByTestId('canvas-orders_by_status');
  await expect(host).toHaveAttribute('data-drawn', '1');
  // drawn at once: this file's contexts ask for reduced motion (test.use above)
  const box = (await host.boundingBox())!;
  // The series' centre ['50%', '42%'], radius 35–65 % of half the smaller side: clicked at 50 %.
  const r = (Math.min(box.width, box.height) / 2) * 0.5;
  const angle = Math.PI / 2 - (2 * Math.PI * best.mid) / total;
  await page.mouse.click(
    box.x + box.width / 2 + r * Math.cos(angle),
    box.y + box.height * 0.42 - r * Math.sin(angle),
  );
  await expect(page).toHaveURL(new RegExp(`/orders\\?status=${point.key}$`));
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(`Total: ${point.value}`);
});

test("the raft company's /dashboard shows its own figures, not kdana's", async ({ page, request }) => {
  test.setTimeout(120_000);
  const own = await charts(request, raft, 'home');
  const all = await charts(request, kdana, 'home');
  const sum = (cs: ChartData[], id: string) =>
    cs.find((c) => c.id === id)?.points.reduce((n, p) => n + p.value, 0) ?? 0;
  expect(sum(own, 'assignments_by_status')).toBeGreaterThan(0);
  expect(sum(own, 'assignments_by_status')).toBeLessThan(sum(all, 'assignments_by_status'));
  const pending = async (who: LoginAnswer) =>
    (await (await request.get('/api/dashboard/pending', { headers: bearer(who) })).json())
      .data as PendingItem[];
  const ownPending = await pending(raft);
  const allPending = await pending(kdana);
  await openAs(page, raft, '/dashboard', 'ar');
  // Every point of its charts as its own API counts it.
  for (const c of own)
    for (const p of c.points)
      await expect(page.getByTestId(`point-${c.id}-${p.key}`)).toHaveAttribute('data-value', String(p.value));
  // What waits for it: its own tasks, with its own counts (kdana's differ).
  for (const i of ownPending)
    await expect(page.getByTestId(`pending-${i.workflow}-${i.status}`).first()).toBeVisible();
  const shown = await page
    .locator('[data-testid^="pending-"][data-count]')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-testid')}:${e.getAttribute('data-count')}`));
  const expected = (items: PendingItem[]) => {
    const by = new Map<string, number>();
    for (const i of items) {
      const k = `pending-${i.workflow}-${i.status}`;
      by.set(k, (by.get(k) ?? 0) + i.count);
    }
    return by;
  };
  const mine = expected(ownPending);
  const theirs = expected(allPending);
  const sumShown = (s: string[]) => s.reduce((n, x) => n + Number(x.split(':')[1]), 0);
  expect(sumShown(shown)).toBe([...mine.values()].reduce((n, v) => n + v, 0));
  expect(shown.some((s) => theirs.has(s.split(':')[0]) && !mine.has(s.split(':')[0]))).toBe(false);
});
