import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { clientMessages } from './scripts/client-messages';
import { routeNames } from './scripts/route-names';

export default defineConfig({
  plugins: [react(), routeNames(), clientMessages()],
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 30_000,
    // One retry in CI, as the end-to-end tests have: a test that passes only on its retry is named
    // as flaky at the end of `npm test` (scripts/vitest-flaky.mjs), not hidden.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 30_000,
    // Both cores (vitest's default leaves one free: a single worker on CI's two-core machine).
    maxWorkers: 2,
  },
});
