import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wellFormed } from '../../src/lib/sanitize';
import { createTestApp, type TestApp, tokenFor } from '../helpers';

describe('wellFormed (every request part before its schema)', () => {
  it('drops NUL and mends lone surrogates in bodies and in querystrings, whose object has no prototype', () => {
    const body = { search: 'a\u0000b', list: ['x\uD800'] };
    expect(wellFormed(body)).toEqual({ search: 'ab', list: ['x\uFFFD'] });
    // Fastify parses `?search=a%00b` with fast-querystring into `new Empty()`, an object whose
    // prototype has no prototype: the NUL reached PostgreSQL, which answered with a 500.
    function Empty() {}
    Empty.prototype = Object.create(null);
    const query = Object.assign(new (Empty as unknown as new () => object)(), {
      search: 'a\u0000b',
      id: '962',
    });
    expect({ ...wellFormed(query) }).toEqual({ search: 'ab', id: '962' });
    expect({ ...wellFormed(Object.assign(Object.create(null), { s: 'x\u0000' })) }).toEqual({ s: 'x' });
  });
});

describe('a NUL in a querystring', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is dropped before the query runs (PostgreSQL answered 500 to ?search=a%00b)', async () => {
    const token = await tokenFor(app, 'admin@demo.mashaer.sa');
    const r = await app.inject({
      method: 'GET',
      url: '/api/general/sadad/companies?search=a%00b&id=962',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(r.statusCode, r.body).toBe(200);
  });
});
