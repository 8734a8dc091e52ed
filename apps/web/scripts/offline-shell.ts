import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';
import { chunkClosure } from './chunk-closure';

type Options = {
  /** The field pages (paths the worker answers offline with the copy of the page). */
  pages: string[];
  /** Chunks loaded on the way that the entry does not import statically (by chunk name: dictionaries). */
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
 * from the field page's own build (vite.config.ts `fieldPage`: its entry with everything it imports,
 * their CSS and the lazily loaded dictionaries), so a new build is a new worker that replaces the
 * old copy.
 */
export function offlineShell(opts: Options): Plugin {
  return {
    name: 'mashaer:offline-shell',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const { chunks, add } = chunkClosure(bundle);
      const keep = new Set<string>();
      for (const c of chunks) if (c.isEntry || opts.lazyChunks.test(c.name)) add(c, keep);
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
