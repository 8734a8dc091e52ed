// `npm test`: every suite, each once; ends with one line `N passed, N failed`.
//   API suite on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set; the API
//   files that store or read files once more on PGlite with an S3 store (apps/api/vitest.s3.config.ts);
//   contract and web component tests; end-to-end tests in Chromium against the real server.
// `npm test -- e2e` runs only the end-to-end tests; `-- unit` skips them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv[2];
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-results-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
// Named at the end of the output (what a CI log shows first): every failed test, and every test
// that passed only on its retry.
const failures = [];
const flaky = [];
const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 200) ?? '';

function vitest(name, cwd, env = {}, args = []) {
  const file = path.join(out, `${name}.json`);
  const flakyFile = path.join(out, `${name}.flaky`);
  const r = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--reporter=${path.join(root, 'scripts/vitest-flaky.mjs')}`,
      `--outputFile.json=${file}`,
      ...args,
    ],
    {
      cwd: path.join(root, cwd),
      stdio: 'inherit',
      env: { ...process.env, ...env, VITEST_FLAKY_FILE: flakyFile },
    },
  );
  record(
    name,
    file,
    (j) => {
      for (const m of j.testResults)
        for (const t of m.assertionResults)
          if (t.status === 'failed')
            failures.push(
              `${name}: ${t.fullName} (${path.relative(root, m.name)}): ${firstLine(t.failureMessages[0])}`,
            );
      return {
        passed: j.numPassedTests,
        failed: j.numFailedTests,
        skipped: j.numPendingTests + j.numTodoTests,
      };
    },
    r.status,
  );
  if (fs.existsSync(flakyFile))
    for (const l of fs.readFileSync(flakyFile, 'utf8').split('\n').filter(Boolean))
      flaky.push(`${name}: ${l}`);
}

function playwright() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    console.error(
      `\nEnd-to-end tests need Chromium at ${chromium}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    rows.push(['e2e (chromium missing)', 0, 1, 0]);
    totals.failed += 1;
    return;
  }
  const build = spawnSync('npm', ['run', 'build', '-w', '@mashaer/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    rows.push(['e2e (web build failed)', 0, 1, 0]);
    totals.failed += 1;
    return;
  }
  const file = path.join(out, 'e2e.json');
  const r = spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  record(
    'e2e (chromium)',
    file,
    (j) => {
      const walk = (suite) => {
        for (const spec of suite.specs ?? [])
          for (const t of spec.tests) {
            const where = `${spec.file}:${spec.line} ${spec.title}`;
            if (t.status === 'unexpected')
              failures.push(`e2e: ${where}: ${firstLine(t.results.at(-1)?.error?.message)}`);
            if (t.status === 'flaky') flaky.push(`e2e: ${where}`);
          }
        for (const s of suite.suites ?? []) walk(s);
      };
      for (const s of j.suites) walk(s);
      return {
        passed: j.stats.expected + j.stats.flaky,
        failed: j.stats.unexpected,
        skipped: j.stats.skipped,
      };
    },
    r.status,
  );
}

function record(name, file, pick, status) {
  let c = { passed: 0, failed: 1, skipped: 0 };
  if (fs.existsSync(file)) c = pick(JSON.parse(fs.readFileSync(file, 'utf8')));
  // A runner that crashed or exited non-zero with no failing test still counts as a failure.
  if (status !== 0 && c.failed === 0) c.failed = 1;
  rows.push([name, c.passed, c.failed, c.skipped]);
  for (const k of Object.keys(totals)) totals[k] += c[k];
}

const has = (p) => fs.existsSync(path.join(root, p));
if (only !== 'e2e') {
  vitest('contract', 'packages/contract');
  // The first pass is PGlite's even when the environment names a PostgreSQL server (CI exports
  // TEST_DATABASE_URL for the second pass; inherited, it made both passes PostgreSQL ones).
  // The PGlite passes seed once (test/global-setup.ts keeps the seed in TEST_SEED_DIR).
  const seeded = { TEST_DATABASE_URL: '', TEST_SEED_DIR: path.join(out, 'seed') };
  vitest('api (pglite)', 'apps/api', seeded);
  vitest('api (pglite, s3)', 'apps/api', seeded, ['--config', 'vitest.s3.config.ts']);
  fs.rmSync(seeded.TEST_SEED_DIR, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL)
    vitest('api (postgresql)', 'apps/api', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
  else console.log('\nTEST_DATABASE_URL not set: the API suite ran on PGlite only.');
  if (has('apps/web/vitest.config.ts')) vitest('web', 'apps/web');
}
if (only !== 'unit' && has('apps/web/playwright.config.ts')) playwright();

console.log('\nsuite                       passed  failed  skipped');
for (const [n, p, f, s] of rows)
  console.log(`${n.padEnd(28)}${String(p).padStart(6)}${String(f).padStart(8)}${String(s).padStart(9)}`);
for (const [title, list] of [
  ['failed', failures],
  ['flaky (passed on the retry)', flaky],
])
  if (list.length) console.log(`\n${title}:\n${list.map((l) => `  ${l}`).join('\n')}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed ? 1 : 0);
