import {
  AttachmentListSchema,
  AttachmentWriteSchema,
  AvailableReportSchema,
  GisQuerySchema,
  idParam,
  ListQuerySchema,
  type MessageKey,
  OrderRecordAnswerSchema,
  OrderRecordListSchema,
  type PermissionName,
  type Report,
  ReportListBodySchema,
  ReportSchema,
  ReportStatusSchema,
  ReportStoreSchema,
  ReportWriteSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { asAnswer } from '../../lib/crud';
import { answers, fileAnswer } from '../../lib/route';
import * as reports from './reports.service';

const B = '/general/orders';
const tags = ['orders'];
const resource = { table: 'orders' };
const reportRow = { table: 'order_reports' };
const perm = (permission: PermissionName) => ({ permission });

/**
 * Doc 001 §7 "Reports" (issue 17): an approved order's achievement reports, their review, the site
 * image and the photo. Paths verbatim; the list and the report's read are inferred (ARCHITECTURE §3).
 */
export async function orderReportsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const done = (req: { t: (k: MessageKey) => string }, key: MessageKey, data: unknown) => ({
    message: req.t(key),
    data,
  });

  r.post(
    `${B}/achive_reports`,
    {
      config: { access: perm('order-report-index') },
      schema: {
        response: answers({ 200: OrderRecordListSchema }),
        tags,
        querystring: ListQuerySchema,
        body: ReportListBodySchema,
      },
    },
    (req) => reports.list(ctx, actorOf(req), { page: req.query.page, body: req.body ?? {} }),
  );
  r.post(
    `${B}/achive_reports/store`,
    {
      config: { access: perm('order-report-index') },
      schema: { response: answers({ 201: ReportWriteSchema }), tags, body: ReportStoreSchema },
    },
    async (req, reply) =>
      reply.code(201).send(done(req, 'report.created', await reports.store(ctx, actorOf(req), req.body))),
  );
  r.post(
    `${B}/achive_reports/:id`,
    {
      config: { access: perm('order-report-index'), resource },
      schema: {
        response: answers({ 200: OrderRecordListSchema }),
        tags,
        params: idParam,
        querystring: ListQuerySchema,
        body: ReportListBodySchema,
      },
    },
    (req) => reports.list(ctx, actorOf(req), { page: req.query.page, body: req.body ?? {} }, req.params.id),
  );
  r.get(
    `${B}/achive_reports/show/:id`,
    {
      config: { access: perm('order-report-index'), resource: reportRow },
      schema: { tags, params: idParam, response: { 200: z.object({ data: ReportSchema }) } },
    },
    async (req) => ({ data: asAnswer<Report>(await reports.show(ctx.db, actorOf(req), req.params.id)) }),
  );
  r.post(
    `${B}/change_report_status`,
    {
      config: { access: perm('order-report-index') },
      schema: { response: answers({ 200: ReportWriteSchema }), tags, body: ReportStatusSchema },
    },
    async (req) => done(req, 'report.done', await reports.changeStatus(ctx, actorOf(req), req.body)),
  );
  r.post(
    `${B}/get_available_report`,
    {
      config: { access: perm('order-report-index') },
      schema: { response: answers({ 200: OrderRecordAnswerSchema }), tags, body: AvailableReportSchema },
    },
    (req) => reports.available(ctx, actorOf(req), req.body.order_id),
  );
  r.post(
    `${B}/add-gis-img/:id`,
    {
      config: { access: perm('order-report-index'), resource: reportRow },
      schema: {
        response: answers({ 201: AttachmentWriteSchema }),
        tags,
        params: idParam,
        querystring: GisQuerySchema,
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) =>
      reply.code(201).send(await reports.upload(ctx, req, actorOf(req), req.params.id, 'gis', req.query)),
  );
  r.post(
    `${B}/achive_reports/photo/:id`,
    {
      config: { access: perm('order-report-index'), resource: reportRow },
      schema: {
        response: answers({ 201: AttachmentWriteSchema }),
        tags,
        params: idParam,
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) =>
      reply.code(201).send(await reports.upload(ctx, req, actorOf(req), req.params.id, 'photo')),
  );
  r.get(
    `${B}/achive_reports/attachments/:id`,
    {
      config: { access: perm('order-report-index'), resource: reportRow },
      schema: { response: answers({ 200: AttachmentListSchema }), tags, params: idParam },
    },
    (req) => reports.files(ctx, actorOf(req), req.params.id),
  );
  r.get(
    `${B}/achive_reports/attachments/download/:id`,
    {
      config: {
        access: perm('order-report-index'),
        resource: { table: 'attachments', rows: `t.record_type = '${reports.REPORT_RECORD}'` },
      },
      schema: { response: answers({ 200: fileAnswer }), tags, params: idParam },
    },
    (req, reply) => reports.download(ctx, reply, actorOf(req), req.params.id),
  );
}
