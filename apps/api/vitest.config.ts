import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // One retry in CI, as the end-to-end tests have: a test that passes only on its retry is named
    // as flaky at the end of `npm test` (scripts/vitest-flaky.mjs), not hidden.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    // Each file runs in the worker's module cache instead of a fresh one: every file builds its own
    // app on its own database copy (test/helpers.ts), and no test mocks a module, so nothing but
    // the imports is shared. Importing the app once a worker, not once a file, took 14 % off the
    // suite's CPU time (camps, finance, licences: 267 → 229 s).
    isolate: false,
  },
});
