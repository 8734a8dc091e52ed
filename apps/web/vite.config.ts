import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
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

/** What both builds share: the production router, the virtual modules, the pure contract. */
const common = (mode: string): UserConfig => ({
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: routerProduction }] : [],
  },
  plugins: [react(), routeNames(), clientMessages(), pureContract()],
});

/**
 * The field page (ARCHITECTURE §7: a phone in the valleys) is a build of its own, written into the
 * same `dist/` after the desk's: field.html and src/field-main.tsx (the screen, React, i18n, the
 * session; no router, query cache, antd or shell), with chunks of its own. In the desk's build it
 * shared a chunk with the desk's entry, which split the desk's entry in two and grew every desk
 * route (+0.5 KB on /users); apart, the desk's files are what they were, and the field page
 * carries nothing of the desk's. The desk keeps its `/violations/field` route (a client-side link).
 * Its build also writes /sw.js (the offline copy of the page and its files) and
 * route-preloads.json (the API serves field.html for the page, naming its Arabic dictionary).
 */
function fieldPage(): Plugin {
  let mode = 'production';
  let outDir = '';
  return {
    name: 'mashaer:field-page',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Before the desk's closeBundle: its precompress then writes .gz/.br of these files too.
    async writeBundle() {
      const base = common(mode);
      await build({
        configFile: false,
        root: import.meta.dirname,
        mode,
        logLevel: 'warn',
        resolve: base.resolve,
        plugins: [
          ...(base.plugins ?? []),
          chunkMap('field-chunks.json'),
          // The field screens open offline after a first visit: /sw.js keeps them.
          offlineShell({
            // Its list and details are paths under it (/violations/field/list, /violations/field/:id),
            // answered with the same page; their screens load apart from the form's entry.
            pages: ['/violations/field'],
            lazyChunks: /^(ar-violations|en|field-list|field-details)$/,
            files: ['/favicon.svg', '/manifest.webmanifest'],
            data: ['general/violation_forms/create'],
            worker: path.join(import.meta.dirname, 'src/offline/service-worker.js'),
          }),
          // Its Arabic dictionary (loaded once the entry runs) named in the page the API serves:
          // fetched beside the entry. Not the QR check: preloaded, its screen then ran in the
          // entry's first task (302 ms instead of 202) and mobile TBT went 153 → 407 ms.
          routePreloads([
            {
              path: '/violations/field',
              html: 'field.html',
              screen: 'features/violations/field/field-page.tsx',
              lazyChunks: /^ar-violations$/,
            },
            // The list, then any other path under it (a violation's details): the first match wins.
            {
              path: '/violations/field/list',
              html: 'field.html',
              screen: 'features/violations/field/field-list.tsx',
              lazyChunks: /^ar-violations$/,
            },
            {
              path: '/violations/field/',
              prefix: true,
              html: 'field.html',
              screen: 'features/violations/field/field-details.tsx',
              lazyChunks: /^ar-violations$/,
            },
          ]),
        ],
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          rollupOptions: {
            input: path.join(import.meta.dirname, 'field.html'),
            output: { manualChunks: dictionaryChunks },
            treeshake,
          },
        },
      });
    },
  };
}

/**
 * The dictionaries in chunks of their own, kept out of merging: the English ones (merged into the
 * entry, every route loaded them; they are fetched when English is chosen), and each feature's
 * Arabic strings (`ar-<area>`, fetched with the area's first screen).
 */
const dictionaryChunks = (id: string) =>
  id.endsWith('/i18n/en.json')
    ? 'en'
    : /\/features\/([\w-]+)\/i18n\/ar\.json$/.exec(id)?.[1]?.replace(/^/, 'ar-');

/**
 * The contract is pure declarations (schemas, constants): what a chunk does not use is dropped, so
 * importing one constant does not pull every schema (and zod) along. `z.*` calls build schemas and
 * nothing else, so an unused schema can go too.
 */
const treeshake = {
  moduleSideEffects: (id: string) => !id.includes('/packages/contract/'),
  manualPureFunctions: ['z'],
};

/**
 * Dev: `/api` is proxied to the API process (the field page is then the desk's route). Build:
 * `dist/` (each text file also gzip- and brotli-compressed), which the API serves in production
 * with an index.html fallback. The manifest lets scripts/budget.mjs measure the login route's
 * initial JS.
 */
export default defineConfig(({ mode }) => ({
  ...common(mode),
  plugins: [
    ...(common(mode).plugins ?? []),
    antdCssParts(),
    precompress(),
    chunkMap('chunks.json'),
    fieldPage(),
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
      // fit every route, 24 kB with the fewest bytes; on 29 Nov, with the shared pieces of issue
      // 27, 24 and 28 kB put /orders 0.1 KB over and 16–20 kB gave every desk route 1 KB less).
      // The dictionaries stay apart, and zod
      // (merged with small contract modules, a screen using one label of them loaded zod along).
      output: {
        experimentalMinChunkSize: 20_000,
        manualChunks: (id) => (id.includes('/node_modules/zod/') ? 'zod' : dictionaryChunks(id)),
      },
      treeshake,
    },
  },
}));
