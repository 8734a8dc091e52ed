/**
 * What a bill of this area (a sadad order, an invoice) does with its receipt and its payment
 * decision, written once: the receipt's attachment area (an upload is refused before the file is
 * read when the bill cannot take `upload_docs` now, and the move runs in the upload's
 * transaction), the upload, list and download calls, `change_state` (approve → paid, reject with
 * `rejection_reason`), `cancel` and the timeline alone (`logs/{id}`).
 */
import { RECEIPT_SLOTS, runtimeKey, translate } from '@mashaer/contract';
import type { AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import {
  type AttachmentArea,
  listAttachments,
  openAttachment,
  uploadAttachment,
} from '../../lib/attachments';
import { lockInScope } from '../../lib/scope';
import type { MultipartReader } from '../../lib/uploads';
import { applyAction, refusal, runAction, type ServerWorkflow, timeline } from '../../lib/workflow';

type BillRow = { id: number; company_id: number; status: string };
type Names = { ar: string; en: string };

type BillDef<R extends BillRow> = {
  workflow: ServerWorkflow<R>;
  table: PgTable & { id: AnyColumn; company_id: AnyColumn };
  /** The attachments' record type, e.g. `sadad`. */
  recordType: string;
  /** The API path of the bill, e.g. `general/sadad`. */
  base: string;
  /** The message keys of the answers, e.g. `sadad` → `sadad.uploaded`, `sadad.approved`, … */
  messages: string;
  find: (db: Tx, actor: Actor, id: number) => Promise<{ row: R } & Names>;
  present: (actor: Actor, row: R, names?: Names) => unknown;
};

/**
 * The path a bill's action is taken on (its workflow's `method`): `<base>/cancel`,
 * `<base>/upload_docs`, `others`' own, else `<base>/change_state`.
 */
export const billMethod =
  (base: string, others: Record<string, string> = {}) =>
  (action: string) =>
    others[action] ?? `${base}/${action === 'cancel' || action === 'upload_docs' ? action : 'change_state'}`;

export function billReceipts<R extends BillRow>(def: BillDef<R>) {
  const tr = (actor: Actor, key: string) => translate(actor.lang, runtimeKey(`${def.messages}.${key}`));

  function area(actor: Actor, onUpload = false): AttachmentArea {
    let locked: R | undefined;
    const check = (row: R) => {
      const refused = onUpload ? refusal(def.workflow, actor, row, 'upload_docs') : null;
      if (refused) throw refused;
      return { companyId: row.company_id };
    };
    return {
      recordType: def.recordType,
      slots: RECEIPT_SLOTS,
      module: 'finance',
      downloadUrl: (fileId) => `/api/${def.base}/attachments/download/${fileId}`,
      findRecord: async (tx, _a, recordId, lock) => {
        if (!lock) return check((await def.find(tx, actor, recordId)).row);
        locked = (await lockInScope(tx, def.table, recordId, actor, def.table.company_id)) as R;
        return check(locked);
      },
      afterUpload: onUpload
        ? async (tx) => {
            if (!locked) throw new Error(`${def.recordType} upload: the bill was not locked`);
            await applyAction(tx, def.workflow, actor, locked, 'upload_docs', {
              set: { rejection_reason: null },
            });
          }
        : undefined,
    };
  }

  return {
    area,
    /** `POST <base>/upload_docs?<id>=`: the receipt (multipart `file`). */
    async uploadDocs(ctx: AppContext, actor: Actor, upload: MultipartReader, id: number) {
      await uploadAttachment(ctx, upload, area(actor, true), actor, id, 'receipt', `${def.base}/upload_docs`);
      const r = await def.find(ctx.db, actor, id);
      return { message: tr(actor, 'uploaded'), data: def.present(actor, r.row, { ar: r.ar, en: r.en }) };
    },
    listFiles(ctx: AppContext, actor: Actor, id: number) {
      return listAttachments(ctx, area(actor), actor, id);
    },
    /** The receipt's file, opened for the handler to send. */
    download(ctx: AppContext, actor: Actor, fileId: number) {
      return openAttachment(ctx, area(actor), actor, fileId);
    },
    /** `POST <base>/change_state` (approve → paid; reject with rejection_reason → rejected). */
    async changeState(
      ctx: AppContext,
      actor: Actor,
      id: number,
      body: { action: 'approve' | 'reject'; rejection_reason?: string },
    ) {
      const reject = body.action === 'reject';
      const { row } = await runAction(ctx.db, def.workflow, actor, id, body.action, {
        input: reject ? { rejection_reason: body.rejection_reason } : {},
        reason: reject ? (body.rejection_reason ?? null) : null,
        set: reject ? { rejection_reason: body.rejection_reason } : { paid_at: new Date() },
      });
      return { message: tr(actor, reject ? 'rejected' : 'approved'), data: def.present(actor, row) };
    },
    /** `GET <base>/logs/{id}`: the timeline alone. */
    async logs(ctx: AppContext, actor: Actor, id: number) {
      await def.find(ctx.db, actor, id);
      return { data: await timeline(ctx.db, def.workflow, id, actor.lang) };
    },
    /** `POST <base>/cancel/{id}`: by the authority, before payment. */
    async cancel(ctx: AppContext, actor: Actor, id: number) {
      const { row } = await runAction(ctx.db, def.workflow, actor, id, 'cancel');
      return { message: tr(actor, 'cancelled'), data: def.present(actor, row) };
    },
  };
}
