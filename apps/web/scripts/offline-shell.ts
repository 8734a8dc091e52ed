import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { chunkClosure } from './chunk-closure';

type Options = {
  /** The field pages (paths the worker answers offline with the copy of the page). */
  pages: string[];
  /** Source modules of the field screens (the end of their path): their chunks are precached. */
  screens: string[];
  /** Chunks loaded on the way that no screen imports statically (by chunk name: dictionaries). */
  lazyChunks: RegExp;
  /** Files of `public/` the pages use (icon, manifest). */
  files: string[];
  /** API reads the worker keeps its last answer of (paths). */
  data: string[];
  /** The worker's source (src/offline/service-worker.js). */
  worker: string;
};

/**
 * Writes `/sw.js`: the service worker of the field screens with the list of files to keep, taken
 * from the build (the entry and the screens' chunks with everything they import, their CSS and
 * the lazily loaded dictionaries), so a new build is a new worker that replaces the old copy.
 */
export function offlineShell(opts: Options): Plugin {
  return {
    name: 'mashaer:offline-shell',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const { chunks, byFile, add: addTo } = chunkClosure(bundle);
      const keep = new Set<string>();
      const add = (c: OutputChunk | undefined) => addTo(c, keep);
      for (const c of chunks) {
        const ids = Object.keys(c.modules);
        const screen = opts.screens.some((s) => ids.some((id) => id.endsWith(s)));
        if (c.isEntry || screen || opts.lazyChunks.test(c.name)) add(c);
        // What a screen loads when first needed must be there offline too.
        if (screen) for (const d of c.dynamicImports) add(byFile(d));
      }
      for (const s of opts.screens)
        if (!chunks.some((c) => Object.keys(c.modules).some((id) => id.endsWith(s))))
          this.error(`offline-shell: ${s} is in no chunk`);
      const precache = [...[...keep].sort().map((f) => `/${f}`), ...opts.files];
      const version = crypto.createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const config = { version, pages: opts.pages, precache, data: opts.data.map((d) => `/api/${d}`) };
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const OFFLINE = ${JSON.stringify(config)};\n${fs.readFileSync(path.resolve(opts.worker), 'utf8')}`,
      });
    },
  };
}
