import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the real server (scripts/e2e-server.mjs: the API from source on a fresh
 * PGlite data directory, serving apps/web/dist) driving Debian's Chromium. Playwright downloads
 * no browser. Build the web app first: `npm run build -w @mashaer/web`.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(
    `End-to-end tests need Chromium at ${CHROMIUM}, and Playwright must not download one. ` +
      'Install the Debian package (apt-get install chromium) or set CHROMIUM_PATH.',
  );
}
const dist = path.join(import.meta.dirname, 'dist', 'index.html');
if (!fs.existsSync(dist)) {
  throw new Error(
    `No web build at ${dist}: run \`npm run build -w @mashaer/web\` before the end-to-end tests.`,
  );
}

// Chosen once in the main process; workers inherit them through the environment.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/teardown.ts',
  // Two workers against the one server: the axe sweep (read-only, in shards) beside the
  // flows, which stay one at a time among themselves (a flow may count what another writes).
  // E2E_WORKERS=1 runs everything one by one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // One retry in CI: a test that passes only on its retry is reported as flaky (npm test prints
  // the count), not hidden; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // Every context asks for less motion, as a user may: antd's dialogs, dropdowns and notices
    // appear without their animations and charts draw at once, so no click lands on something
    // still moving (the flows' flakes were such clicks) and nothing waits an animation out. The
    // flows test the portal's behaviour; antd's animations are antd's own.
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /sessions\.setup\.ts/ },
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      dependencies: ['setup'],
      testIgnore: [/\.setup\.ts/, /a11y-[\w-]+\.spec\.ts/, /archive\.spec\.ts/],
      workers: 1,
    },
    {
      name: 'a11y',
      use: { browserName: 'chromium' },
      dependencies: ['setup'],
      // Shards of the sweep: one worker beside the flows, both once the flows are done.
      testMatch: /a11y-[\w-]+\.spec\.ts/,
      workers: 2,
    },
    // Activating an archive clears the season: after every other project has run
    // (E2E_SEASON_ALONE=1 runs it after the sign-ins only, e.g. `npx playwright test e2e/archive.spec.ts`).
    {
      name: 'season',
      use: { browserName: 'chromium' },
      dependencies: process.env.E2E_SEASON_ALONE ? ['setup'] : ['chromium', 'a11y'],
      testMatch: /archive\.spec\.ts/,
      workers: 1,
    },
  ],
  webServer: {
    command: 'node ../../scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Migrating and seeding a fresh database: about a minute on a quiet machine, three under load.
    timeout: 360_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: process.env.E2E_PORT, E2E_DATA_DIR: process.env.E2E_DATA_DIR },
  },
});
