// A vitest reporter for `npm test`: the tests that failed first and passed on their retry (CI
// retries a test once), one line each in the file named by VITEST_FLAKY_FILE, so that the summary
// names them instead of hiding them.
import fs from 'node:fs';

export default class FlakyReporter {
  onTestCaseResult(test) {
    const file = process.env.VITEST_FLAKY_FILE;
    if (!file || !test.diagnostic()?.flaky) return;
    fs.appendFileSync(file, `${test.fullName} (${test.module.relativeModuleId})\n`);
  }
}
