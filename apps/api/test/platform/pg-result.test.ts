import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { installFastAddFields, pgOwnAddFields } from '../../src/db/pg-result';

// db/pg-result.ts replaces pg's Result.addFields (a dictionary spread V8 copies slowly) with a
// plain-object build: the rows must come out exactly as pg's own code makes them.
const require = createRequire(import.meta.url);
const Result = require('pg/lib/result.js') as new (
  rowMode?: string,
  types?: unknown,
) => {
  addFields(f: unknown[]): void;
  parseRow(values: (string | null)[]): Record<string, unknown>;
  _parseRowAsArray(values: (string | null)[]): unknown[];
};
// Installed here, unless another file of this worker opened a PostgreSQL pool first (the suite
// shares a worker's modules): pg's own is what the module kept when it replaced it.
installFastAddFields();
const original = pgOwnAddFields() as typeof Result.prototype.addFields;

const field = (name: string, dataTypeID = 25) => ({ name, dataTypeID, format: 'text' });
const CASES: { fields: ReturnType<typeof field>[]; values: (string | null)[] }[] = [
  // a list page: a count, columns, unnamed expressions, two columns of one name
  {
    fields: [
      field('n', 23),
      field('id', 23),
      field('status'),
      field('created_at', 1184),
      field('coalesce'),
      field('coalesce'),
      field('?column?', 23),
      field('roles', 1007),
    ],
    values: ['12', '7', 'issued', '2026-11-24 10:00:00+00', 'شركة', 'Company', '1', '{1,2}'],
  },
  { fields: [field('constructor'), field('toString'), field('hasOwnProperty')], values: ['a', 'b', null] },
  { fields: [field('__proto__'), field('x')], values: ['polluted?', '1'] },
  { fields: [], values: [] },
];

function rowsOf(addFields: typeof original, rowMode?: string) {
  return CASES.map(({ fields, values }) => {
    const r = new Result(rowMode);
    addFields.call(r, fields);
    return rowMode === 'array' ? r._parseRowAsArray(values) : r.parseRow(values);
  });
}

describe('pg Result.addFields, replaced', () => {
  const before = { object: rowsOf(original), array: rowsOf(original, 'array') };
  const replaced = Result.prototype.addFields;

  it('is installed over pg’s own', () => {
    expect(replaced).not.toBe(original);
  });

  it('gives the same rows, keys in the same order, in object and array mode', () => {
    const after = { object: rowsOf(replaced), array: rowsOf(replaced, 'array') };
    expect(after).toEqual(before);
    for (let i = 0; i < CASES.length; i++)
      expect(Object.keys(after.object[i])).toEqual(Object.keys(before.object[i]));
    expect(after.object[0]).toMatchObject({ n: 12, coalesce: 'Company', '?column?': 1, roles: [1, 2] });
  });

  it('never touches a prototype: a column named __proto__ stays a column', () => {
    const [, , proto] = rowsOf(replaced);
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.hasOwn(proto, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
