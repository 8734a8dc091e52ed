import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';
import { chunkClosure } from './chunk-closure';

type Route = {
  /** The page's path; with `prefix`, every path under it (`/qr/` for `/qr/:qr`). */
  path: string;
  prefix?: boolean;
  /** The page's own HTML file, when it is not the desk's `index.html` (`field.html`). */
  html?: string;
  /** Source module of the screen (the end of its path). */
  screen: string;
  /** Chunks the screen loads lazily on its first paint (by chunk name: its Arabic dictionary). */
  lazyChunks?: RegExp;
};

/** One page's entry in `route-preloads.json`, which the API reads (apps/api/src/web-build.ts). */
export type RoutePreload = { path: string; prefix: boolean; html?: string; js: string[]; css: string[] };

/**
 * Writes `route-preloads.json`: for the light pages a phone opens first (ARCHITECTURE §7), the
 * page they are served (the desk's index.html or their own entry's) and the chunks and CSS of their
 * screen beyond that page's entry. The API names them in the page's `<head>` (`modulepreload`,
 * `preload`), so they download beside the entry instead of after it has run: one round trip less
 * before the first paint of the screen.
 */
export function routePreloads(routes: Route[]): Plugin {
  return {
    name: 'mashaer:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const { chunks, entryOf, add: closure } = chunkClosure(bundle);
      const out: RoutePreload[] = routes.map((r) => {
        const html = r.html ?? 'index.html';
        const entry = entryOf(html);
        if (!entry) this.error(`route-preloads: ${html} is no entry of the build`);
        const loaded = new Set<string>();
        closure(entry, loaded);
        const screen = chunks.find((c) => Object.keys(c.modules).some((id) => id.endsWith(r.screen)));
        if (!screen) this.error(`route-preloads: ${r.screen} is in no chunk`);
        const files = new Set<string>();
        closure(screen, files);
        for (const c of chunks) if (r.lazyChunks?.test(c.name)) closure(c, files);
        const own = [...files].filter((f) => !loaded.has(f)).sort();
        return {
          path: r.path,
          prefix: r.prefix ?? false,
          ...(r.html ? { html: r.html } : {}),
          js: own.filter((f) => f.endsWith('.js')).map((f) => `/${f}`),
          css: own.filter((f) => f.endsWith('.css')).map((f) => `/${f}`),
        };
      });
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(out, null, 1) });
    },
  };
}
