import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

// A small web build: the served files and their caching (issue 15: hashed assets immutable).
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
const page = (entry: string, cls = '') =>
  `<!doctype html><html${cls} lang="ar" dir="rtl"><head><title>portal</title></head><body><script type="module" src="/assets/${entry}.js"></script></body></html>`;
fs.writeFileSync(path.join(dist, 'index.html'), page('index-Ab12Cd34'));
// The field page's own entry (the web build's field.html: no desk code).
fs.writeFileSync(path.join(dist, 'field.html'), page('field-Gh78', ' class="stable-gutter"'));
fs.writeFileSync(path.join(dist, 'secret.txt'), 'not a page');
// The light pages: their page and their screen files beyond its entry (scripts/route-preloads.ts).
fs.writeFileSync(
  path.join(dist, 'route-preloads.json'),
  JSON.stringify([
    {
      path: '/violations/field',
      prefix: false,
      html: 'field.html',
      js: ['/assets/ar-violations-Ab12.js'],
      css: ['/assets/field-page-Cd34.css'],
    },
    { path: '/qr/', prefix: true, js: ['/assets/check-page-Ef56.js', '/x"><script>'], css: [] },
    // Only a page file at the build's top is ever read: these fall back to index.html.
    { path: '/up', prefix: false, html: '../package.json', js: [], css: [] },
    { path: '/txt', prefix: false, html: 'secret.txt', js: [], css: [] },
    { path: '/gone', prefix: false, html: 'missing.html', js: [], css: [] },
  ]),
);
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
// What the web build writes beside each file (scripts/precompress.ts), sent to browsers that take it.
fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js.br'), Buffer.from('brotli bytes'));

const LIMIT = 20;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ WEB_DIST: dist, RATE_LIMIT_MAX: String(LIMIT) });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web build caching', () => {
  it('serves hashed /assets files as immutable for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the precompressed copy of a hashed file as immutable too', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('brotli bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser revalidate unhashed files and the index page', async () => {
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const page = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>portal</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('does not count hashed assets against the request limit; everything else still is', async () => {
    // A burst of page loads fetches dozens of chunks: they must never answer 429 (issue 28 §6).
    const remoteAddress = '198.51.100.7';
    for (let i = 0; i < LIMIT * 3; i++) {
      const res = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', remoteAddress });
      expect(res.statusCode, `asset request ${i}`).toBe(200);
    }
    const codes = [];
    for (let i = 0; i < LIMIT + 1; i++)
      codes.push((await app.inject({ method: 'GET', url: '/favicon.svg', remoteAddress })).statusCode);
    expect(codes.slice(0, LIMIT).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('serves the field page its own entry (field.html), naming its dictionary; other pages get the desk', async () => {
    const field = await app.inject({ method: 'GET', url: '/violations/field?camp=3' });
    expect(field.statusCode).toBe(200);
    expect(field.body).toContain('src="/assets/field-Gh78.js"');
    expect(field.body).not.toContain('index-Ab12Cd34');
    expect(field.body).toContain('<html class="stable-gutter" lang="ar"');
    expect(field.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/ar-violations-Ab12.js">',
    );
    expect(field.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/field-page-Cd34.css">',
    );
    expect(field.body).toContain('<meta name="site-time-zone" content="Asia/Riyadh">');
    expect(field.headers['cache-control']).toBe('no-cache');
    const qr = await app.inject({ method: 'GET', url: '/qr/3BpR7l1w' });
    expect(qr.body).toContain('href="/assets/check-page-Ef56.js"');
    expect(qr.body).toContain('src="/assets/index-Ab12Cd34.js"');
    // Only plain paths are written into the page.
    expect(qr.body).not.toContain('<script>');
    expect(qr.body).not.toContain('stable-gutter');
    for (const url of ['/dashboard', '/violations/field/extra', '/violations', '/up', '/txt', '/gone']) {
      const other = await app.inject({ method: 'GET', url });
      expect(other.body, url).not.toContain('modulepreload');
      expect(other.body, url).toContain('src="/assets/index-Ab12Cd34.js"');
      expect(other.body, url).not.toContain('field-Gh78');
    }
  });
});
