import { describe, expect, it } from 'vitest';
import { wellFormed } from '../../src/lib/sanitize';

describe('wellFormed (every request part before its schema)', () => {
  it('drops NUL and mends lone surrogates in bodies and in querystrings, whose object has no prototype', () => {
    const body = { search: 'a\u0000b', list: ['x\uD800'] };
    expect(wellFormed(body)).toEqual({ search: 'ab', list: ['x\uFFFD'] });
    // Fastify parses `?search=a%00b` into Object.create(null): PostgreSQL refused the NUL with a 500.
    const query = Object.assign(Object.create(null), { search: 'a\u0000b', id: '962' });
    expect({ ...wellFormed(query) }).toEqual({ search: 'ab', id: '962' });
  });
});
