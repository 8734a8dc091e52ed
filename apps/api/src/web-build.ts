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
