/**
 * What the readiness, car and temporary licence services answer alike, written once: list rows
 * with their state, the status filter's options, a record's details head (the record, its title,
 * state and timeline, its verifiable document) and the refusal to change a record in the wrong state.
 */
import { type MessageKey, type Paginated, runtimeKey, translate } from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { type AttachmentArea, uploadAttachment } from '../../lib/attachments';
import { audit } from '../../lib/audit';
import { type DocumentRef, documentSummary } from '../../lib/documents';
import { extend } from '../../lib/extend';
import type { MultipartReader } from '../../lib/uploads';
import { listState, type ServerWorkflow, timeline, workflowState } from '../../lib/workflow';
import * as engine from '../templates/engine.service';

type Row = { id: number } & Record<string, unknown>;

/** The call-log row of a licence change, in the caller's name (call it in the change's transaction). */
export const auditLicence = (
  tx: Tx,
  actor: Pick<Actor, 'id' | 'ip'>,
  e: Omit<Parameters<typeof audit>[2], 'module' | 'userId' | 'ip'>,
) => audit(tx, null, { ...e, module: 'licences', userId: actor.id, ip: actor.ip });

/**
 * A request's drawings (kroky) through the attachments mechanism: its area, whose files download
 * under `base`'s attachment routes, and the upload into its `kroky` slot (the call's path `method`).
 */
export function krokyOf(attachments: Omit<AttachmentArea, 'downloadUrl'>, base: string) {
  const area: AttachmentArea = {
    ...attachments,
    downloadUrl: (id) => `/api${base}/attachments/download/${id}`,
  };
  const upload = (ctx: AppContext, actor: Actor, parts: MultipartReader, id: number, method: string) =>
    uploadAttachment(ctx, parts, area, actor, id, 'kroky', method);
  return { area, upload };
}

/** A page of rows, each with its status in words and the actions the caller may take. */
export const withState = <R extends Row, T extends Record<string, unknown>>(
  page: Paginated<T>,
  wf: ServerWorkflow<R>,
  actor: Actor,
) => ({ ...page, data: page.data.map((r) => extend(r, listState(wf, actor, r as unknown as R))) });

/** The status filter's options: each status with its label (`<prefix>.status.<status>`). */
export const statusOptions = (actor: Pick<Actor, 'lang'>, statuses: readonly string[], prefix: string) =>
  statuses.map((s) => ({ value: s, label: translate(actor.lang, runtimeKey(`${prefix}.status.${s}`)) }));

/** A record as its screens read it: its columns, title, state, timeline and (if any) document. */
export async function recordView<R extends Row>(
  ctx: AppContext,
  actor: Actor,
  wf: ServerWorkflow<R>,
  row: R,
  title: MessageKey,
  document?: DocumentRef['type'],
) {
  const lang = actor.lang;
  return {
    ...row,
    title: translate(lang, title),
    ...workflowState(wf, actor, row),
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
export function notEditable(actor: Pick<Actor, 'lang'>, prefix: string, status: string, field: string) {
  const key = runtimeKey(`${prefix}.not_editable`);
  const params = { status: translate(actor.lang, runtimeKey(`${prefix}.status.${status}`)) };
  return new AppError(422, key, { params, fields: { [field]: { key, params } } });
}

/*
 * A request's form through the templates engine. The engine takes no actor yet (it reads the
 * request, none here): its own audit rows of the filling name no caller until it does.
 */

/** Starts the filling of a new request's form (version pinned), created by the caller. */
export const startFormFilling = (
  tx: Tx,
  actor: Actor,
  input: { formId: number; subject: engine.Subject; companyId: number },
) => engine.startFilling(tx, actor, { ...input, createdBy: actor.id });

/** Saves the caller's answers of a request's form (a complete save only). */
export const saveFormAnswers = (tx: Tx, actor: Actor, fillingId: number, answers: engine.AnswerInput[]) =>
  engine.saveAnswers(tx, actor, actor, { fillingId }, answers);
