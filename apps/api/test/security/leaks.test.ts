/** The fuzzer's leak check (harness.ts): what counts as a sign-in code in an answer. */
import { describe, expect, it } from 'vitest';
import { leaks } from './harness';

describe('leaks: a sign-in code', () => {
  const code = '419618';

  it('counts as a number of its own, in a string or a message', () => {
    expect(leaks(JSON.stringify({ data: { code_sent: code } }), [code])).toEqual(['secret 419…']);
    expect(leaks(JSON.stringify({ message: `your code is ${code}.` }), [code])).toEqual(['secret 419…']);
    expect(leaks(`[${code},1]`, [code])).toEqual(['secret 419…']);
  });

  it('not inside a longer number: a phone number, an id or the decimals of a coordinate', () => {
    expect(leaks(JSON.stringify({ phone: `0554${code}` }), [code])).toEqual([]);
    expect(leaks(JSON.stringify({ id: Number(`${code}7`) }), [code])).toEqual([]);
    expect(leaks(JSON.stringify({ coordinates: [39.87459, Number(`21.${code}`)] }), [code])).toEqual([]);
    expect(leaks(JSON.stringify({ coordinates: [Number(`${code}.5`), 21.4] }), [code])).toEqual([]);
  });
});
