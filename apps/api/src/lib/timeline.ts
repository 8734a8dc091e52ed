/** A record's timeline: its workflow events, oldest first, with the actors' names. */
import { type ActionDef, type Lang, runtimeKey, type TimelineEvent, translate } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../db/client';
import { isoOf } from './iso';
import { statusLabel } from './workflow-access';
import type { AnyWorkflow } from './workflow-types';

/** The events of one record, oldest first, with the actor's name in both languages. */
export async function timeline(db: Tx, wf: AnyWorkflow, id: number, lang: Lang): Promise<TimelineEvent[]> {
  const rows = await query<{
    id: number;
    action: string;
    from_status: string | null;
    to_status: string;
    reason: string | null;
    payload: unknown;
    actor_id: number | null;
    name_ar: string | null;
    name_en: string | null;
    created_at: string;
  }>(
    db,
    sql`select e.id::int as id, e.action, e.from_status, e.to_status, e.reason, e.payload, e.actor_id,
               coalesce(u.company_name_ar, u.name) as name_ar, coalesce(u.company_name_en, u.name) as name_en,
               e.created_at
          from workflow_events e left join users u on u.id = e.actor_id
         where e.workflow = ${wf.def.name} and e.record_id = ${id}
         order by e.created_at, e.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    action_text: actionText(wf, r.action, lang),
    from_status: r.from_status,
    from_status_text: r.from_status ? statusLabel(wf, r.from_status, lang) : null,
    to_status: r.to_status,
    to_status_text: statusLabel(wf, r.to_status, lang),
    reason: r.reason,
    payload: r.payload,
    actor:
      r.actor_id === null ? null : { id: r.actor_id, name_ar: r.name_ar ?? '', name_en: r.name_en ?? '' },
    created_at: isoOf(new Date(r.created_at)),
  }));
}

const actionText = (wf: AnyWorkflow, action: string, lang: Lang) => {
  const a =
    action === 'created' ? wf.def.create : (wf.def.actions as Record<string, ActionDef<string>>)[action];
  return a ? a.label[lang] : translate(lang, runtimeKey(`workflow.action.${action}`));
};
