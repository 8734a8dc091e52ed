import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import { openApiAnswers } from '../openapi-answers';

// The contract owns the finance answers (issue 13 §3): every record the screens read is a route's
// `response` schema, so it is written from the schema, checked outside production and documented.
let app: TestApp;
let answerFields: Awaited<ReturnType<typeof openApiAnswers>>;
beforeAll(async () => {
  app = await createTestApp();
  answerFields = await openApiAnswers(app);
}, 180_000);
afterAll(() => app.close());

describe('finance answers are the contract schemas', () => {
  it.each([
    ['get', 'general/sadad/create', ['companies', 'reasons']],
    ['get', 'general/invoices/create', ['companies', 'vat_rate_bp', 'vat_rate']],
    ['get', 'general/sadad/details/{id}', ['amount_sar', 'get_status', 'timeline', 'attachments']],
    ['get', 'general/sadad/logs/{id}', ['action_text', 'to_status_text', 'actor']],
    [
      'get',
      'general/invoices/details/{id}',
      ['total_sar', 'buyer', 'seller', 'lines', 'zatca_qr', 'attachments'],
    ],
    ['get', 'general/invoices/logs/{id}', ['action_text', 'to_status_text', 'actor']],
    ['post', 'general/clearance', ['company_name', 'clearance_status', 'clearance', 'my_vote']],
    [
      'get',
      'general/clearance/view/{id}',
      ['unpaid', 'violations', 'files', 'my_voters', 'final_disclaimer'],
    ],
    ['post', 'general/clearance/store', ['clearance_status', 'clearance']],
    ['post', 'general/final_disclaimer/fetch_companies', ['company_name', 'final_disclaimer_id']],
  ])('%s %s declares its answer', (method, path, fields) => {
    expect(answerFields(method, path)).toEqual(expect.arrayContaining(fields));
  });
});
