import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { SCREENS } from '../src/app/screens';
import type { ScreenRoute } from '../src/routing/route-types';
import { type LoginAnswer, openAs, session } from './support';

/**
 * axe-core on every screen the router declares (so screens added later are covered), in Arabic
 * and English: no critical, serious or moderate finding (issue 15's goal). Its source is evaluated in the page (the portal's
 * CSP refuses inline script tags; evaluation through the driver is not subject to it). The same
 * visits check that nothing trips the CSP (zod's `new Function` probe did on every form).
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Ids that exist in the demo data, for routes with parameters (the default is 1). */
const SAMPLE: Record<string, string> = {};
const concrete = (path: string) => path.replace(/:(\w+)/g, (_m, name: string) => SAMPLE[name] ?? '1');

type Finding = { id: string; impact: string; nodes: number; targets: string[] };

async function audit(page: Page): Promise<Finding[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // axe is a page global once its source has been evaluated
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 4).map((n) => n.target.join(' ')),
    }));
  });
}

/** The screen has settled: its frame shown, no spinner, no loading table. */
async function settled(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('.page-spinner, .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.waitForTimeout(300);
}

const shellUser = (s: ScreenRoute): string => {
  if (s.access.kind !== 'auth') return 'admin';
  // Screens of a company's own work (the admin is sent to 403 there).
  return ['/assign/create', '/appointments/create', '/appointment/bulk-signature'].includes(s.path)
    ? 'raft_company'
    : 'admin';
};

const report: string[] = [];
test.afterAll(() => {
  if (report.length) console.log(`axe (serious/moderate nodes):\n${report.join('\n')}`);
});

for (const lang of ['ar', 'en'] as const) {
  for (const screen of SCREENS) {
    if (screen.path === '/forms/print/:id') continue; // the print document: no app frame, printed
    test(`axe ${lang} ${screen.path}`, async ({ page }) => {
      const csp: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
      });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const url = concrete(screen.path);
      if (screen.layout === 'shell') {
        const user: LoginAnswer = session(shellUser(screen));
        await openAs(page, user, url, lang);
      } else {
        await page.goto('/404');
        await page.evaluate((l) => {
          localStorage.clear();
          localStorage.setItem('lang', l);
        }, lang);
        await page.goto(url);
      }
      await settled(page);
      const found = await audit(page);
      const count = (impacts: string[]) =>
        found.filter((f) => impacts.includes(f.impact)).reduce((n, f) => n + f.nodes, 0);
      report.push(
        `${lang} ${screen.path} → ${new URL(page.url()).pathname}: ${count(['critical', 'serious'])}/${count(['moderate'])}`,
      );
      const blocking = found.filter((f) => f.impact !== 'minor');
      // A notice on screen is named in the failure (one showed up once in a full run, unexplained).
      const notices = await page.locator('.ant-notification-notice').allInnerTexts();
      expect(blocking, JSON.stringify({ found, notices }, null, 1)).toEqual([]);
      expect(csp).toEqual([]);
    });
  }
}
