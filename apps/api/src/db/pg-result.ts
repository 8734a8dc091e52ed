import { createRequire } from 'node:module';

/**
 * pg's `Result.addFields` runs once per statement answered (it reads the row description that
 * precedes the rows). Since pg 8.16 it prepares each row's empty object as a null-prototype
 * dictionary and then spreads it (`{ ...row }`): V8 copies a dictionary by its slow path, and in
 * the API under load that one line was the most expensive function of a list call (27 µs a request
 * on the sadad list, 9 % of the process's CPU; the bare baseline, on a small heap, 5 µs). Here the
 * same empty row is built as a plain object by adding the names in order, which V8 keeps fast, so
 * `parseRow`'s `{ ...empty }` stays a fast copy too. Rows come out equal (same keys, same order,
 * the last of two equal names wins, as before); a column named `__proto__` (which on a plain
 * object would set its prototype) keeps pg's own way. `test/platform/pg-result.test.ts` compares
 * the two on the same descriptions.
 */
type FieldDescription = { name: string; dataTypeID: number; format?: string };
type ResultLike = {
  fields: FieldDescription[];
  rowAsArray: boolean;
  _parsers: unknown[];
  _types?: { getTypeParser: (oid: number, format: string) => unknown };
  _prebuiltEmptyResultObject: Record<string, null>;
};

const require = createRequire(import.meta.url);

let installed = false;
/** pg's own `addFields`, once replaced (the test compares the two). */
let own: ((f: FieldDescription[]) => void) | undefined;
export const pgOwnAddFields = () => own;

export function installFastAddFields(): void {
  if (installed) return;
  const Result = require('pg/lib/result.js') as { prototype: { addFields: (f: FieldDescription[]) => void } };
  const types = require(require.resolve('pg-types', { paths: [require.resolve('pg')] })) as {
    getTypeParser: (oid: number, format: string) => unknown;
  };
  const original = Result.prototype.addFields;
  own = original;
  // Only over the implementation this was written against (it prebuilds the empty row).
  if (!original.toString().includes('_prebuiltEmptyResultObject')) return;
  Result.prototype.addFields = function (this: ResultLike, fields: FieldDescription[]) {
    if (fields.some((f) => f.name === '__proto__')) return original.call(this, fields);
    this.fields = fields;
    if (fields.length) this._parsers = new Array(fields.length);
    const source = this._types ?? types;
    for (let i = 0; i < fields.length; i++)
      this._parsers[i] = source.getTypeParser(fields[i].dataTypeID, fields[i].format || 'text');
    // Rows read as arrays (the compiled lists) never use the empty row: not built for them.
    if (this.rowAsArray) return;
    const empty: Record<string, null> = {};
    for (const f of fields) empty[f.name] = null;
    this._prebuiltEmptyResultObject = empty;
  };
  installed = true;
}
