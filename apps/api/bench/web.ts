/**
 * The web side of the benchmarks: gzip size of each route's initial JavaScript (from Vite's
 * manifest: the entry and its static imports, plus the route's lazy chunk and its own static
 * imports), and Lighthouse (performance, accessibility) in Debian's Chromium, offline.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib';

type ManifestEntry = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

export const WEB_DIST = path.join(ROOT, 'apps/web/dist');

/**
 * Builds the web app for the run: always, since a build left from earlier work measures old
 * sources (a stale dist once reported a fixed screen's old layout shift).
 */
export function ensureWebBuild(): { ok: boolean; note?: string } {
  const r = spawnSync('npm', ['run', 'build', '-w', '@mashaer/web'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (r.status !== 0) return { ok: false, note: `web build failed: ${(r.stderr || r.stdout).slice(-400)}` };
  if (!fs.existsSync(path.join(WEB_DIST, '.vite/manifest.json')))
    return { ok: false, note: 'web build wrote no manifest' };
  return { ok: true };
}

export type RouteSize = { route: string; files: number; gzip_kib: number; raw_kib: number };

export function routeSizes(): RouteSize[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const sizes = new Map<string, { gz: number; raw: number }>();
  const sizeOf = (file: string) => {
    let s = sizes.get(file);
    if (!s) {
      const buf = fs.readFileSync(path.join(WEB_DIST, file));
      s = { gz: gzipSync(buf, { level: 9 }).length, raw: buf.length };
      sizes.set(file, s);
    }
    return s;
  };
  const closure = (key: string, into: Set<string>) => {
    const e = manifest[key];
    if (!e || into.has(e.file)) return into;
    if (e.file.endsWith('.js')) into.add(e.file);
    for (const i of e.imports ?? []) closure(i, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) return [];
  const initial = closure(entryKey, new Set());
  const sum = (files: Set<string>) =>
    [...files].reduce((a, f) => ({ gz: a.gz + sizeOf(f).gz, raw: a.raw + sizeOf(f).raw }), { gz: 0, raw: 0 });
  const out: RouteSize[] = [];
  const base = sum(initial);
  out.push({
    route: `(shell) ${entryKey}`,
    files: initial.size,
    gzip_kib: kib(base.gz),
    raw_kib: kib(base.raw),
  });
  for (const [key, e] of Object.entries(manifest)) {
    if (!e.isDynamicEntry || !e.file.endsWith('.js')) continue;
    const files = closure(key, new Set(initial));
    const s = sum(files);
    out.push({ route: e.src ?? key, files: files.size, gzip_kib: kib(s.gz), raw_kib: kib(s.raw) });
  }
  return out.sort((a, b) => b.gzip_kib - a.gzip_kib);
}
const kib = (n: number) => Math.round((n / 1024) * 10) / 10;

export type LighthouseScore = {
  page: string;
  form: 'desktop' | 'mobile';
  performance: number | null;
  accessibility: number | null;
  /** The performance score's metrics: first and largest contentful paint, speed index, total blocking time (ms), layout shift. */
  metrics?: { fcp: number; lcp: number; si: number; tbt: number; cls: number };
  note?: string;
};

/**
 * Lighthouse on the API-served SPA. `session` (a login answer) is written to localStorage first
 * for pages behind the login, the way the web app's saveLogin does.
 */
export async function runLighthouse(
  base: string,
  pages: { path: string; session?: Record<string, unknown> }[],
): Promise<LighthouseScore[]> {
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const desktop = (await import('lighthouse/core/config/desktop-config.js')).default;
  const puppeteer = (await import('puppeteer-core')).default;
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const out: LighthouseScore[] = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    for (const p of pages) {
      if (p.session) {
        const page = await browser.newPage();
        await page.goto(`${base}/login`, { waitUntil: 'domcontentloaded' });
        await page.evaluate((s: Record<string, unknown>) => {
          const localStorage = (
            globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }
          ).localStorage;
          localStorage.setItem('accessToken', String(s.access_token));
          for (const k of [
            'user',
            'type',
            'consultant',
            'is_alliance_leader',
            'is_belong_to_alliacne',
            'is_policy',
            'permissions',
          ]) {
            localStorage.setItem(k, JSON.stringify(s[k] ?? null));
          }
          localStorage.setItem('lang', 'ar');
        }, p.session);
        await page.close();
      }
      // BENCH_LIGHTHOUSE_FORMS=mobile measures only the phone (a quicker look at the field screens).
      const forms = (process.env.BENCH_LIGHTHOUSE_FORMS ?? 'desktop,mobile').split(',');
      for (const form of (['desktop', 'mobile'] as const).filter((f) => forms.includes(f))) {
        try {
          const r = await lighthouse(
            `${base}${p.path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility'],
              // Lighthouse's own reset: the HTTP cache is cleared before every run (a first visit)
              // and localStorage, with the session, is kept (not in its default clearStorageTypes).
              // `disableStorageReset` skipped both, so every run after the first measured a
              // repeat visit with the app's files already cached.
            },
            form === 'desktop' ? desktop : undefined,
          );
          // BENCH_LIGHTHOUSE_DIR keeps each whole report (its diagnostics: long tasks, the LCP
          // element, the requests) for a look at what a score is made of.
          const keep = process.env.BENCH_LIGHTHOUSE_DIR;
          if (keep && r) {
            fs.mkdirSync(keep, { recursive: true });
            const name = `${p.path.replace(/[^a-z0-9]+/gi, '_')}-${form}.json`;
            fs.writeFileSync(path.join(keep, name), JSON.stringify(r.lhr));
          }
          const cats = r?.lhr.categories;
          const value = (id: string) =>
            Math.round((r?.lhr.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
          out.push({
            page: p.path,
            form,
            performance: cats?.performance?.score ?? null,
            accessibility: cats?.accessibility?.score ?? null,
            metrics: {
              fcp: Math.round(value('first-contentful-paint')),
              lcp: Math.round(value('largest-contentful-paint')),
              si: Math.round(value('speed-index')),
              tbt: Math.round(value('total-blocking-time')),
              cls: value('cumulative-layout-shift'),
            },
            note:
              r?.lhr.finalDisplayedUrl !== `${base}${p.path}`
                ? `ended at ${r?.lhr.finalDisplayedUrl}`
                : undefined,
          });
        } catch (e) {
          out.push({
            page: p.path,
            form,
            performance: null,
            accessibility: null,
            note: (e as Error).message.slice(0, 200),
          });
        }
      }
    }
    await browser.disconnect();
  } finally {
    await chrome.kill();
  }
  return out;
}
