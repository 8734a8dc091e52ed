/**
 * The field screens' service worker (ARCHITECTURE §7: light, installable, working offline after
 * a first visit). The build (scripts/offline-shell.ts) writes it to /sw.js, preceded by
 * `OFFLINE` = { version, pages, precache, data }: the field pages, every file they need to start
 * (the entry, their chunks, CSS, dictionaries, icon, manifest) and the API reads they keep.
 *
 * - a field page's navigation: the network (a few seconds at most), else the copy of the page;
 * - a precached file: the copy (build files are named by their content, so it never goes stale);
 * - a kept API read (camps and levels): the network, else the last answer;
 * - anything else, and every write: not touched (a queued violation is sent by the page).
 */
/* global OFFLINE */
const SHELL = `field-shell-${OFFLINE.version}`;
const DATA = 'field-data';
const PAGE_WAIT_MS = 4000;
const DATA_WAIT_MS = 6000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll([...OFFLINE.pages, ...OFFLINE.precache]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('field-shell-') && k !== SHELL).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The network's answer unless it fails or is slower than `ms`; then the cached one (if any). */
function networkFirst(request, cacheName, key, ms) {
  const network = fetch(request).then(async (response) => {
    if (response.ok) {
      const cache = await caches.open(cacheName);
      await cache.put(key, response.clone());
    }
    return response;
  });
  const cached = () => caches.match(key, { ignoreVary: true, ignoreSearch: key !== request });
  const late = new Promise((resolve) => setTimeout(resolve, ms));
  return Promise.race([network.catch(() => null), late]).then(
    async (first) => first ?? (await cached()) ?? network,
  );
}

const pageOf = (path) => OFFLINE.pages.find((p) => path === p || path.startsWith(`${p}/`));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    const page = pageOf(url.pathname);
    if (page) event.respondWith(networkFirst(request, SHELL, page, PAGE_WAIT_MS));
    return;
  }
  if (OFFLINE.precache.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname).then((hit) => hit ?? fetch(request)));
    return;
  }
  if (OFFLINE.data.includes(url.pathname))
    event.respondWith(networkFirst(request, DATA, url.pathname, DATA_WAIT_MS));
});
