import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdCssParts } from './scripts/antd-css';
import { chunkMap } from './scripts/chunk-map';
import { clientMessages } from './scripts/client-messages';
import { offlineShell } from './scripts/offline-shell';
import { precompress } from './scripts/precompress';
import { pureContract } from './scripts/pure-contract';
import { routeNames } from './scripts/route-names';
import { routePreloads } from './scripts/route-preloads';

/**
 * React Router publishes its production build (no development warnings, no dev-only checks) in
 * `dist/production` but its package exports name only `dist/development`
 * (remix-run/react-router#12532, #14102): a production build takes it by path.
 */
const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Dev: `/api` is proxied to the API process. Build: `dist/` (each text file also gzip- and
 * brotli-compressed), which the API serves in production with an index.html fallback. The
 * manifest lets scripts/budget.mjs measure the login route's initial JS.
 */
export default defineConfig(({ mode }) => ({
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: routerProduction }] : [],
  },
  plugins: [
    react(),
    routeNames(),
    clientMessages(),
    antdCssParts(),
    pureContract(),
    precompress(),
    chunkMap(),
    // The field screens (ARCHITECTURE §7) open offline after a first visit: /sw.js keeps them.
    offlineShell({
      pages: ['/violations/field'],
      screens: ['features/violations/field/field-page.tsx'],
      lazyChunks: /^(ar-violations|en)$/,
      files: ['/favicon.svg', '/manifest.webmanifest'],
      data: ['general/violation_forms/create'],
      worker: path.join(import.meta.dirname, 'src/offline/service-worker.js'),
    }),
    // The field page: the API names its screen's chunks in the page it serves (mobile LCP 2.5 →
    // 2.1 s), and it keeps its scrollbar's place from the first paint (the page growing past the
    // screen moved it sideways: desktop CLS 0.22 → 0.01). Not the QR check: its screen then ran
    // in the entry's first task (302 ms instead of 202) and mobile TBT went 153 → 407 ms.
    routePreloads([
      {
        path: '/violations/field',
        screen: 'features/violations/field/field-page.tsx',
        lazyChunks: /^ar-violations$/,
        htmlClass: 'stable-gutter',
      },
    ]),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    // The top bar's search panel is imported from the shell, which every route loads: listing its
    // ~20 chunks there for preloading cost each route ~0.4 kB (hashed names do not compress). It
    // loads its own imports when first opened instead.
    modulePreload: {
      resolveDependencies: (url, deps) => (url.includes('search-panel') ? [] : deps),
    },
    rollupOptions: {
      // Rollup cuts one chunk per set of importing screens; with antd's many small modules that
      // gave the first signed-in screen ~70 files, each a request (a round trip on a slow link).
      // Chunks under 24 kB that only declare code are merged into a chunk loaded with them (10 kB
      // merged the one-page-a-file workflow screens into unrelated lists' chunks; measured on
      // 27 Nov with the search box: 12 kB puts /users and /orders over, 16 kB /users, 20–30 kB
      // fit every route, 24 kB with the fewest bytes).
      // Two chunks of their own, kept out of that merging: zod (merged with small contract modules,
      // a screen using one label of them loaded zod along), the English dictionaries (merged
      // into the entry, every route loaded them; they are fetched when English is chosen), and
      // each feature's Arabic strings (`ar-<area>`, fetched with the area's first screen).
      output: {
        experimentalMinChunkSize: 24_000,
        manualChunks: (id) =>
          id.includes('/node_modules/zod/')
            ? 'zod'
            : id.endsWith('/i18n/en.json')
              ? 'en'
              : /\/features\/([\w-]+)\/i18n\/ar\.json$/.exec(id)?.[1]?.replace(/^/, 'ar-'),
      },
      // The contract is pure declarations (schemas, constants): what a chunk does not use is
      // dropped, so importing one constant does not pull every schema (and zod) along.
      // `z.*` calls build schemas and nothing else, so an unused schema can go too.
      treeshake: {
        moduleSideEffects: (id) => !id.includes('/packages/contract/'),
        manualPureFunctions: ['z'],
      },
    },
  },
}));
