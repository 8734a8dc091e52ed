import { listResponseSchema, OrderRowSchema } from '@mashaer/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../../src/plugins/serializer';

// Answers with a response schema (plugins/serializer.ts): only the schema's fields go out, the
// same bytes with and without the zod check; outside production a drifted answer fails loudly,
// and, when strict, so does a field the schema lacks (production would drop it without a word).
const Row = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  at: z.string(),
  tags: z.array(z.string()),
  flag: z.union([z.literal(0), z.literal(1)]),
});
const Schema = listResponseSchema(Row);
const compile = (check: boolean, strict = false) =>
  responseSerializerCompiler({ check, strict })({
    schema: Schema,
    method: 'POST',
    url: '/x',
    httpStatus: '200',
  });
const answer = (row: Record<string, unknown>) => ({
  data: { data: [row], total: 1, per_page: 5, current_page: 1, last_page: 1 },
  filters: { status: [{ value: 'a', label: 'A' }] },
});
const row = {
  id: 1,
  name: 'خيمة "1"',
  note: null,
  at: new Date('2026-01-02T03:04:05Z'),
  tags: ['x'],
  flag: 1,
};

describe('response serializer', () => {
  it('writes only the declared fields, dates as ISO text, nulls kept, the same with or without the check', () => {
    const out = compile(true)(answer(row));
    expect(out).toBe(compile(false)(answer(row)));
    expect(JSON.parse(out)).toEqual(
      answer({ id: 1, name: 'خيمة "1"', note: null, at: '2026-01-02T03:04:05.000Z', tags: ['x'], flag: 1 }),
    );
    const secret = answer({ ...row, secret: 'password hash' });
    expect(compile(true)(secret)).toBe(out);
    expect(compile(false)(secret)).not.toContain('secret');
  });

  it('outside production an answer that drifted from its schema throws (a missing field, a null; strict: an undeclared one)', () => {
    const { name: _, ...missing } = row;
    expect(() => compile(true)(answer(missing))).toThrow();
    expect(() => compile(true)(answer({ ...row, name: null }))).toThrow();
    expect(() => compile(true, true)(answer({ ...row, secret: 'password hash' }))).toThrow();
    expect(() => compile(true, true)({ ...answer(row), estimated: true })).toThrow();
    expect(compile(true, true)(answer(row))).toBe(compile(false)(answer(row)));
  });

  it('a workflow row schema compiles (enums, nullables, unions) and keeps its allowed actions', () => {
    const write = responseSerializerCompiler({ check: false })({
      schema: listResponseSchema(OrderRowSchema),
      method: 'POST',
      url: '/x',
      httpStatus: '200',
    });
    const order = {
      id: 7,
      number: 'ORD-1',
      season: 1448,
      company_id: 3,
      filed_by: 3,
      consultant_id: null,
      contractor_id: 9,
      camp_id: 4,
      camp_number: '12',
      square_name: 'أ',
      square_name_en: 'A',
      number_of_hijaj: 500,
      planed_achive_date: '2027-05-01',
      created_at: '2026-01-02T03:04:05.000Z',
      company_name: 'ش',
      company_name_en: 'C',
      status: 'sent',
      status_text: 'Sent',
      allowed_actions: ['cancel'],
    };
    expect(JSON.parse(write(answer(order)) as string)).toEqual(answer(order));
  });
});
