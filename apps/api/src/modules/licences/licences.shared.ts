/**
 * What the readiness, car and temporary licence services answer alike, written once: list rows
 * with their state, the status filter's options, a record's details head (the record, its title,
 * state and timeline, its verifiable document) and the refusal to change a record in the wrong state.
 */
import { type Lang, type MessageKey, type Paginated, runtimeKey, translate } from '@mashaer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { type DocumentRef, documentSummary } from '../../lib/documents';
import { type ServerWorkflow, timeline, workflowState } from '../../lib/workflow';

type Row = { id: number } & Record<string, unknown>;

/** A page of rows, each with its status in words and the actions the caller may take. */
export const withState = <R extends Row, T extends Record<string, unknown>>(
  page: Paginated<T>,
  wf: ServerWorkflow<R>,
  req: FastifyRequest,
) => {
  const actor = actorOf(req);
  return { ...page, data: page.data.map((r) => ({ ...r, ...workflowState(wf, actor, r as unknown as R) })) };
};

/** The status filter's options: each status with its label (`<prefix>.status.<status>`). */
export const statusOptions = (req: FastifyRequest, statuses: readonly string[], prefix: string) =>
  statuses.map((s) => ({ value: s, label: req.t(runtimeKey(`${prefix}.status.${s}`)) }));

/** A record as its screens read it: its columns, title, state, timeline and (if any) document. */
export async function recordView<R extends Row>(
  ctx: AppContext,
  req: FastifyRequest,
  wf: ServerWorkflow<R>,
  row: R,
  title: MessageKey,
  document?: DocumentRef['type'],
) {
  const lang = req.lang as Lang;
  return {
    ...row,
    title: translate(lang, title),
    ...workflowState(wf, actorOf(req), row),
    timeline: await timeline(ctx.db, wf, row.id, lang),
    ...(document
      ? {
          document: await documentSummary(
            ctx.db,
            ctx.config.PUBLIC_URL,
            { type: document, recordId: row.id },
            lang,
          ),
        }
      : {}),
  };
}

/** 422 `<prefix>.not_editable` naming the record's status, on `field`. */
export function notEditable(req: FastifyRequest, prefix: string, status: string, field: string) {
  const key = runtimeKey(`${prefix}.not_editable`);
  const params = { status: req.t(runtimeKey(`${prefix}.status.${status}`)) };
  return new AppError(422, key, { params, fields: { [field]: { key, params } } });
}
