import {
  AttachmentListSchema,
  AttachmentReviewSchema,
  AttachmentSchema,
  idParam,
  MessageResponseSchema,
  messageResponse,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { type Access, actorOf, currentUser } from './actor';
import {
  type AttachmentArea,
  deleteAttachment,
  downloadAttachment,
  listAttachments,
  reviewAttachment,
  uploadAttachment,
} from './attachments';
import { fileAnswer } from './route';
import { multipartOf } from './uploads';

type AttachmentRoutes = Omit<AttachmentArea, 'downloadUrl'> & {
  /** The area's base path under /api, e.g. `/general/orders`. */
  base: string;
  /** The permission of each call; row scope is `findRecord`'s. */
  access: { read: Access; upload: Access; review: Access; delete: Access };
  /**
   * The paths (under `base`), when the spec names them; defaults: `attachments/:id` (GET list),
   * `attachments/:id/:slot` (POST upload), `attachments/review/:id` (POST), `attachments/download/:id`
   * (GET), `attachments/delete/:id` (DELETE).
   */
  paths?: Partial<Record<'list' | 'upload' | 'review' | 'download' | 'delete', string>>;
  tags?: string[];
  /** The table of the records whose `:id` the list and upload calls take (for the security suite's scope checks). */
  recordTable: string;
};

const slotParams = idParam.extend({ slot: z.string().regex(/^[a-z0-9_]{1,60}$/) });

/**
 * Mounts an area's attachment calls: list, upload, review, download, delete — each with the
 * area's permission and its record's row scope (another company's record or file → 404).
 */
export async function attachmentRoutes(app: FastifyInstance, ctx: AppContext, opts: AttachmentRoutes) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const p = {
    list: 'attachments/:id',
    upload: 'attachments/:id/:slot',
    review: 'attachments/review/:id',
    download: 'attachments/download/:id',
    delete: 'attachments/delete/:id',
    ...opts.paths,
  };
  const url = (path: string) => `${opts.base}/${path}`;
  const area: AttachmentArea = {
    ...opts,
    downloadUrl: (id) => `/api${url(p.download.replace(':id', String(id)))}`,
  };
  const tags = opts.tags ?? [opts.module];
  const resource = { table: 'attachments', rows: `t.record_type = '${opts.recordType}'` };

  const record = { table: opts.recordTable };
  r.get(
    url(p.list),
    {
      config: { access: opts.access.read, resource: record },
      schema: { tags, params: idParam, response: { 200: AttachmentListSchema } },
    },
    (req) => listAttachments(ctx, area, actorOf(req), req.params.id),
  );
  r.post(
    url(p.upload),
    {
      config: { access: opts.access.upload, resource: record },
      schema: {
        tags,
        params: slotParams,
        consumes: ['multipart/form-data'],
        response: { 201: messageResponse(AttachmentSchema) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await uploadAttachment(
            ctx,
            multipartOf(req),
            area,
            actorOf(req),
            req.params.id,
            req.params.slot,
            url(p.upload),
          ),
        ),
  );
  r.post(
    url(p.review),
    {
      config: { access: opts.access.review, resource },
      schema: {
        tags,
        params: idParam,
        body: AttachmentReviewSchema,
        response: { 200: messageResponse(AttachmentSchema) },
      },
    },
    (req) => reviewAttachment(ctx, area, actorOf(req), req.params.id, req.body, url(p.review)),
  );
  r.get(
    url(p.download),
    {
      config: { access: opts.access.read, resource },
      schema: { tags, params: idParam, response: { 200: fileAnswer } },
    },
    (req, reply) => downloadAttachment(ctx, reply, area, currentUser(req), req.params.id),
  );
  r.delete(
    url(p.delete),
    {
      config: { access: opts.access.delete, resource },
      schema: { tags, params: idParam, response: { 200: MessageResponseSchema } },
    },
    (req) => deleteAttachment(ctx, area, actorOf(req), req.params.id, url(p.delete)),
  );
}
