import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

// The built web app the API serves: where it is, its page with the site's settings, its hashed assets.

/**
 * The page carries the site's settings the web app needs before any call (its time zone), so no
 * request is spent on them: `<meta name="site-time-zone">` (read by `apps/web/src/i18n/dates.ts`).
 */
export function withSiteSettings(html: string, config: Pick<Config, 'SITE_TIME_ZONE'>) {
  const zone = config.SITE_TIME_ZONE.replace(/[^A-Za-z0-9_+\-/]/g, '');
  return Buffer.from(html.replace('</head>', `<meta name="site-time-zone" content="${zone}"></head>`));
}

/**
 * One light page (apps/web/scripts/route-preloads.ts writes them): the HTML file it is served, when
 * not index.html (`field.html`, its own entry), and its screen's files beyond that page's entry.
 */
type RoutePreload = { path: string; prefix: boolean; html?: string; js: string[]; css: string[] };

const safePath = (p: string) => /^\/[\w./-]+$/.test(p);
/** A page of the build: a plain file name at its top (no folder, no way out of it). */
const safePage = (f: string | undefined): f is string => Boolean(f && /^[\w-]+\.html$/.test(f));

/** The page with its screen's files named in `<head>`, so they download beside the entry. */
function withPreloads(html: string, r: RoutePreload) {
  const links = [
    ...r.js.filter(safePath).map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
    ...r.css.filter(safePath).map((f) => `<link rel="preload" as="style" crossorigin href="${f}">`),
  ].join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * What the API answers for a page of the web app: index.html (the desk) with the site's settings,
 * and for the pages of `route-preloads.json` their own page (the field page's `field.html`, a
 * small entry of its own) naming their screen's files.
 */
export function spaPages(webDist: string, config: Pick<Config, 'SITE_TIME_ZONE'>) {
  const read = (file: string) => fs.readFileSync(path.join(webDist, file), 'utf8');
  const base = withSiteSettings(read('index.html'), config);
  const file = path.join(webDist, 'route-preloads.json');
  const routes = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreload[]) : [];
  const pages = routes.map((r) => {
    const own = safePage(r.html) && fs.existsSync(path.join(webDist, r.html)) ? r.html : 'index.html';
    return { r, page: withSiteSettings(withPreloads(read(own), r), config) };
  });
  return (url: string) => {
    const p = url.split('?')[0] ?? url;
    return pages.find(({ r }) => (r.prefix ? p.startsWith(r.path) : p === r.path))?.page ?? base;
  };
}

/** A request for a file of the build's `assets/` folder. */
export const isAssetUrl = (url: string) => url.startsWith('/assets/');

/** A file of the build's `assets/` folder (content-hashed names). */
export function isHashedAsset(webDist: string, filePath: string): boolean {
  return path.relative(webDist, filePath).split(path.sep)[0] === 'assets';
}

/** The built web app to serve: WEB_DIST, or apps/web/dist found from here; '' disables it. */
export function findWebDist(setting: string | undefined): string | null {
  if (setting === '') return null;
  const candidates = setting
    ? [path.resolve(setting)]
    : [1, 2, 3, 4].map((up) =>
        path.resolve(
          path.dirname(new URL(import.meta.url).pathname),
          ...Array(up).fill('..'),
          'apps/web/dist',
        ),
      );
  return candidates.find((c) => fs.existsSync(path.join(c, 'index.html'))) ?? null;
}
