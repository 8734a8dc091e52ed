import { ASSIGNMENT_WORKFLOW } from '@mashaer/contract';
import { describe, expect, it } from 'vitest';
import { assignCamps } from '../../src/db/schema';
import type { Guard, ServerWorkflow } from '../../src/lib/workflow';

/**
 * A server workflow's guards and after steps are typed by its declaration: a missing or misspelt
 * name fails `npm run typecheck` (the `@ts-expect-error`s below fail it if the error goes away).
 */
type Assignment = typeof assignCamps.$inferSelect;
type W = ServerWorkflow<Assignment, typeof ASSIGNMENT_WORKFLOW>;
const base = {
  def: ASSIGNMENT_WORKFLOW,
  table: assignCamps,
  statusKey: 'status',
  module: 'assignments',
  method: () => 'x',
};
const pass: Guard<Assignment> = async () => null;

describe('server workflow step names', () => {
  it('takes exactly the guard names the declaration uses', () => {
    const ok: W = { ...base, guards: { approved_appointment: pass } };
    // @ts-expect-error the declaration's guard approved_appointment is missing
    const missing: W = { ...base };
    // @ts-expect-error a misspelt guard name
    const misspelt: W = { ...base, guards: { approved_appointmnt: pass } };
    const extra: W = {
      ...base,
      // @ts-expect-error a guard no action declares
      guards: { approved_appointment: pass, nobody_uses_me: pass },
    };
    expect([ok, missing, misspelt, extra].map((w) => w.def.name)).toEqual(Array(4).fill('assignment'));
  });
});
