import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import { openApiAnswers } from '../openapi-answers';
import { EXACT_ANSWERS } from '../test-env';

// The contract owns the licences' answers (issue 13 §3): every record the screens read is a route's
// `response` schema, so it is written from the schema, checked outside production and documented.
let app: TestApp;
let answerFields: Awaited<ReturnType<typeof openApiAnswers>>;
beforeAll(async () => {
  app = await createTestApp(EXACT_ANSWERS);
  answerFields = await openApiAnswers(app);
}, 180_000);
afterAll(() => app.close());

describe('licence answers are the contract schemas', () => {
  it.each([
    [
      'get',
      'general/simple-readiness-license/details/{id}',
      ['status_text', 'filling_status', 'timeline', 'document'],
    ],
    ['get', 'general/simple-readiness-license/create', ['camps', 'form', 'pledge']],
    ['get', 'general/licenseCarOrder/view/{id}', ['plate_number', 'company_name', 'timeline', 'document']],
    ['get', 'general/licenseCarOrder/edit/{id}', ['plate_number', 'camp_id']],
    ['post', 'general/temp_license_order', ['license_number', 'ends_at', 'allowed_actions']],
    ['get', 'general/temp_license_order/view/{id}', ['questions', 'timeline', 'licence']],
    ['get', 'general/temp_license_order/ready/{id}', ['licence', 'company_name']],
    ['get', 'general/temp_license_order/create', ['camps', 'form', 'questions']],
    ['post', 'general/temp_licenses', ['license_number', 'company_name', 'camp_number']],
    ['get', 'general/temp_licenses/edit/{id}', ['activity', 'starts_at', 'document', 'company_name']],
  ])('%s %s declares its answer', (method, path, fields) => {
    expect(answerFields(method, path)).toEqual(expect.arrayContaining(fields));
  });
});
