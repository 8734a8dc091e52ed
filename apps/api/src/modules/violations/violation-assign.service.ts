/**
 * Assignments (`general/violation_forms_assigns`): the authority assigns violations to the
 * companies holding their camps (and optionally an inspector to follow up) → `assigned`, the
 * company told in-app and by SMS; `DELETE …/{id}` withdraws one before the company opens it. The
 * deadline job locks what passed its level's fix hours unanswered.
 */
import { translate } from '@mashaer/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users, violationLevels, violations } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { lockInScope } from '../../lib/scope';
import { applyAction } from '../../lib/workflow';
import { violationWorkflow } from './violation.workflow';
import type { ViolationRecord } from './violations.repository';
import { act } from './violations.service';

export async function assign(
  ctx: AppContext,
  actor: Actor,
  body: { violation_form_ids: number[]; inspector_id?: number },
) {
  if (!actor.isAuthority) throw AppError.forbidden();
  const ids = [...new Set(body.violation_form_ids)].sort((a, b) => a - b);
  if (body.inspector_id) {
    const [u] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, body.inspector_id));
    if (!u) throw AppError.invalid({ inspector_id: 'violation.inspector_unknown' });
  }
  await ctx.db.transaction(async (tx) => {
    for (const id of ids) {
      const row = (await lockInScope(tx, violations, id, actor)) as ViolationRecord;
      const [level] = await tx
        .select({ hours: violationLevels.fix_hours })
        .from(violationLevels)
        .where(eq(violationLevels.id, row.level_id));
      await applyAction(tx, violationWorkflow, actor, row, 'assign', {
        set: {
          assigned_at: new Date(),
          due_at: sql`now() + make_interval(hours => ${level.hours})`,
          ...(body.inspector_id ? { inspector_id: body.inspector_id } : {}),
        },
      });
    }
  });
  return { message: translate(actor.lang, 'violation.assigned'), data: { assigned: ids.length } };
}

/** `DELETE general/violation_forms_assigns/{id}`: back to `created`, before the company opens it. */
export const unassign = (ctx: AppContext, actor: Actor, id: number) => act(ctx, actor, id, 'unassign', {});

/**
 * The deadline job: every violation past its level's fix hours and not answered is locked (the
 * `system` action, by `actor` — the authority account the job runs as). Returns how many.
 */
export async function lockOverdue(db: Db, actor: Actor, now = new Date()) {
  const due = await db
    .select({ id: violations.id })
    .from(violations)
    .where(
      and(
        inArray(violations.status, ['assigned', 'viewed', 'reject_answered']),
        lte(violations.due_at, now),
        sql`${violations.answered_at} is null`,
      ),
    )
    .orderBy(asc(violations.id))
    .limit(500);
  let locked = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const row = (await lockInScope(tx, violations, id, null)) as ViolationRecord;
      if (!['assigned', 'viewed', 'reject_answered'].includes(row.status) || row.answered_at) return;
      await applyAction(tx, violationWorkflow, actor, row, 'lock', { system: true });
      locked++;
    });
  }
  return locked;
}
