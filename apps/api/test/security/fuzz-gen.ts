/**
 * fast-check arbitraries from a route's zod schema: valid-ish values first (through
 * `z.toJSONSchema`), then hostile mutations of them (missing and extra fields, wrong types,
 * boundaries, 1 MB strings, NUL bytes, SQL and script injection, prototype keys).
 */
import fc from 'fast-check';
import { z } from 'zod';
import { HOSTILE_STRINGS, IMPOSSIBLE_DATES, MASS_ASSIGNMENT, NEAR_LIMIT, ONE_MB } from './fuzz-values';

type JS = {
  type?: string | string[];
  properties?: Record<string, JS>;
  required?: string[];
  items?: JS;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JS[];
  oneOf?: JS[];
  allOf?: JS[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  minItems?: number;
  maxItems?: number;
};

export function jsonSchemaOf(schema: unknown): JS | null {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JS;
  } catch {
    return {};
  }
}

/** A value the schema accepts, most of the time. */
export function valid(js: JS | undefined, name = ''): fc.Arbitrary<unknown> {
  if (!js || Object.keys(js).length === 0) return fc.oneof(fc.string(), fc.integer(), fc.constant(null));
  if (js.const !== undefined) return fc.constant(js.const);
  if (js.enum) return fc.constantFrom(...js.enum);
  const alts = js.anyOf ?? js.oneOf;
  if (alts) return fc.oneof(...alts.map((a) => valid(a, name)));
  if (js.allOf?.length) return valid(js.allOf[0], name);
  const type = Array.isArray(js.type) ? js.type[0] : js.type;
  switch (type) {
    case 'object': {
      const props = js.properties ?? {};
      const req = new Set(js.required ?? []);
      const rec: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) rec[k] = valid(v, k);
      return fc.record(rec, { requiredKeys: Object.keys(props).filter((k) => req.has(k)) });
    }
    case 'array':
      return fc.array(valid(js.items, name), {
        minLength: js.minItems ?? 0,
        maxLength: Math.min(js.maxItems ?? 5, 5),
      });
    case 'integer': {
      const min = js.minimum ?? (js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + 1 : -1000);
      const max = js.maximum ?? (js.exclusiveMaximum !== undefined ? js.exclusiveMaximum - 1 : 1000);
      return fc.oneof(
        fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1, Math.max(min, 1000)) }),
        fc.constantFrom(min, max),
      );
    }
    case 'number': {
      const min = js.minimum ?? -1e6;
      const max = js.maximum ?? 1e6;
      return fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return validString(js, name);
    default:
      return fc.string();
  }
}

function validString(js: JS, name: string): fc.Arbitrary<string> {
  if (/email/i.test(name) || js.format === 'email')
    return fc.emailAddress().filter((e) => e.length <= (js.maxLength ?? 190));
  if (js.pattern) {
    try {
      return fc.stringMatching(new RegExp(js.pattern)).filter((s) => s.length <= (js.maxLength ?? 10_000));
    } catch {
      // a pattern fast-check can't read: fall through
    }
  }
  if (js.format === 'date' || /_(expiry|date)$|^date/.test(name))
    return fc.constantFrom('2030-01-01', '2026-12-31', '1999-02-28');
  const min = js.minLength ?? 0;
  const max = Math.min(js.maxLength ?? 40, 200);
  return fc.string({ minLength: min, maxLength: Math.max(min, max) });
}

/** Values of the wrong type or at and past the edges of what a field accepts. */
function hostileValue(js: JS | undefined): fc.Arbitrary<unknown> {
  const edges: unknown[] = [];
  if (js?.maxLength !== undefined) edges.push('x'.repeat(js.maxLength), 'x'.repeat(js.maxLength + 1));
  edges.push(...IMPOSSIBLE_DATES);
  if (js?.minLength !== undefined) edges.push('x'.repeat(Math.max(0, js.minLength - 1)));
  for (const n of [js?.minimum, js?.maximum, js?.exclusiveMinimum, js?.exclusiveMaximum]) {
    if (typeof n === 'number') edges.push(n - 1, n, n + 1, String(n + 1));
  }
  return fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    {
      weight: 6,
      arbitrary: fc.constantFrom<unknown>(
        null,
        true,
        false,
        0,
        -1,
        -0,
        1.5,
        2 ** 31,
        2 ** 53,
        -(2 ** 63),
        1e308,
        [],
        {},
        [1, 2],
        { a: 1 },
        ['x'],
      ),
    },
    { weight: edges.length ? 6 : 0, arbitrary: edges.length ? fc.constantFrom(...edges) : fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(NEAR_LIMIT, ONE_MB) },
    { weight: 6, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
    { weight: 3, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 3 }) },
  );
}

/**
 * A valid-ish body, then one to three mutations: a field dropped, a field given a hostile value,
 * mass-assignment fields added, prototype keys; or a body that is not an object at all.
 */
export function mutated(js: JS | null): fc.Arbitrary<unknown> {
  const schema = js ?? {};
  const props = schema.properties ?? {};
  const keys = Object.keys(props);
  const base = valid(schema);
  const mutation = fc.oneof(
    {
      weight: 3,
      arbitrary: keys.length
        ? fc.record({
            op: fc.constant('hostile' as const),
            key: fc.constantFrom(...keys),
            value: fc.constant(null),
          })
        : fc.constant({ op: 'extra' as const, key: '', value: null }),
    },
    {
      weight: 2,
      arbitrary: keys.length
        ? fc.record({
            op: fc.constant('drop' as const),
            key: fc.constantFrom(...keys),
            value: fc.constant(null),
          })
        : fc.constant({ op: 'extra' as const, key: '', value: null }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('extra' as const),
        key: fc.constant(''),
        value: fc.constant(null),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant('proto' as const),
        key: fc.constant(''),
        value: fc.constant(null),
      }),
    },
  );
  const mutatedObject = fc
    .tuple(
      base,
      fc.array(mutation, { minLength: 1, maxLength: 3 }),
      fc.array(hostileValue(undefined), { minLength: 3, maxLength: 3 }),
    )
    .chain(([b, ms]) =>
      fc.tuple(
        fc.constant(b),
        fc.constant(ms),
        fc.tuple(...ms.map((m) => hostileValue(m.key ? props[m.key] : undefined))),
      ),
    )
    .map(([b, ms, values]) => {
      const o: Record<string, unknown> =
        b && typeof b === 'object' && !Array.isArray(b) ? { ...(b as object) } : {};
      ms.forEach((m, i) => {
        if (m.op === 'hostile') o[m.key] = values[i];
        else if (m.op === 'drop') delete o[m.key];
        else if (m.op === 'extra') Object.assign(o, MASS_ASSIGNMENT);
        else if (m.op === 'proto')
          Object.assign(
            o,
            JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
          );
      });
      return o;
    });
  return fc.oneof(
    { weight: 2, arbitrary: base },
    { weight: 12, arbitrary: mutatedObject },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], 'string', 42, [{}], true) },
  );
}

/** Query-string values: strings only (that is all a URL carries). */
export function mutatedQuery(js: JS | null): fc.Arbitrary<Record<string, string>> {
  return mutated(js).map((v) => {
    const out: Record<string, string> = {};
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      for (const [k, x] of Object.entries(v)) {
        const s = typeof x === 'string' ? x : (JSON.stringify(x) ?? '');
        out[k] = s.length > 4000 ? s.slice(0, 4000) : s;
      }
    }
    return out;
  });
}

/** Multipart text fields for routes without a JSON body schema (uploads). */
export function mutatedFields(): fc.Arbitrary<[string, string][]> {
  const names = fc.constantFrom(
    'name',
    'email',
    'type_id',
    'status',
    'password',
    'id',
    'is_government',
    'parent_id',
    'phone',
    '__proto__',
    'a'.repeat(300),
  );
  const value = fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 10, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constant(NEAR_LIMIT) },
  );
  return fc.array(fc.tuple(names, value), { maxLength: 8 });
}
