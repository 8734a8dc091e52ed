import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The S3 run: every test app of these files keeps its files in a bucket of its own on one s3rver
// started for the run (test/global-setup.ts, test/test-storage.ts). `npm test` runs it on PGlite.
process.env.TEST_STORAGE = 's3';

/**
 * The API test files whose requests store or read files (uploads, downloads, signatures, archives).
 * Not platform/storage: its apps name their store, and it runs both in every pass already.
 */
const FILE_TESTS = [
  'platform/attachments',
  'platform/test-storage',
  'auth/profile-signature',
  'auth/register',
  'auth/register-forms',
  'orders/orders',
  'orders/orders-licence',
  'orders/orders-lifecycle',
  'finance/finance-clearance',
  'finance/finance-sadad',
  'finance/finance-invoices',
  'violations/violations-field',
  'violations/violations',
  'cms/content',
  'reassign/reassign-flow',
  'reassign/reassign-orders',
  'reassign/reassign-redelivery',
  'templates/filling-answers',
  'templates/signing',
  'camps/assignments-lifecycle',
  'reports/reports-archive',
  'tickets/tickets',
  'licences/licences-readiness-flow',
  'licences/licences-temp',
  'security/uploads',
];

export default defineConfig({
  ...base,
  test: { ...base.test, include: FILE_TESTS.map((f) => `test/${f}.test.ts`) },
});
