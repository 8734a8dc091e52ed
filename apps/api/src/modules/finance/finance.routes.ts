import {
  AttachmentListSchema,
  CLEARANCE_PRODUCTS,
  CLEARANCE_VOTER_DEFS,
  ClearanceListBodySchema,
  ClearanceRowSchema,
  ClearanceViewSchema,
  ClearanceVotedSchema,
  ClearanceVoteSchema,
  ClearedCompanySchema,
  COMPANY_OPTIONS_LIMIT,
  CompanyOptionsQuerySchema,
  FilterOptionSchema,
  FinalDisclaimerStoreSchema,
  InvoiceChangeStateSchema,
  InvoiceDetailsSchema,
  InvoiceFormDataSchema,
  InvoiceListBodySchema,
  InvoiceRowSchema,
  InvoiceStoreSchema,
  InvoiceUpdateSchema,
  InvoiceUploadQuerySchema,
  idParam,
  ListQuerySchema,
  listResponseSchema,
  recordResponseSchema,
  SadadChangeStateSchema,
  SadadDetailsSchema,
  SadadFormDataSchema,
  SadadListBodySchema,
  SadadRowSchema,
  SadadStoreSchema,
  SadadUploadQuerySchema,
  TimelineEventSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { attachmentRoutes } from '../../lib/attachment-routes';
import * as clearance from './clearance.service';
import { assertAuthority, companyOptions, withErrorField } from './finance.shared';
import * as invoices from './invoices.service';
import * as sadad from './sadad.service';

const SADAD = { permission: 'clearance-sadad-index' } as const;
const sadadRow = { table: 'sadad_orders' };
const INVOICES = { permission: 'clearance-invoices-index' } as const;
const invoiceRow = { table: 'invoices' };
const CLEARANCE = { permission: 'clearance' } as const;
const timelineResponse = recordResponseSchema(z.array(TimelineEventSchema));

/**
 * Spec 001 §7 "Sadad and invoices" (paths verbatim): general/sadad (list), create, store,
 * details/{id}, upload_docs (multipart; the order in `sadad_order_id`), change_state (action
 * approve or reject), cancel/{id}, logs/{id}; the receipt's list and download.
 */
export async function financeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['finance'];

  r.post(
    '/general/sadad',
    {
      config: { access: SADAD },
      schema: {
        tags,
        querystring: ListQuerySchema,
        body: SadadListBodySchema,
        response: { 200: listResponseSchema(SadadRowSchema) },
      },
    },
    (req) => sadad.list(ctx, actorOf(req), { page: req.query.page, body: req.body ?? {} }),
  );
  r.get(
    '/general/sadad/create',
    { config: { access: SADAD }, schema: { tags, response: recordResponseSchema(SadadFormDataSchema) } },
    (req) => sadad.createForm(ctx, actorOf(req)),
  );
  r.post(
    '/general/sadad/store',
    { config: { access: SADAD }, schema: { tags, body: SadadStoreSchema }, onSend: withErrorField },
    async (req, reply) => reply.code(201).send(await sadad.store(ctx, actorOf(req), req.body)),
  );
  r.get(
    '/general/sadad/details/:id',
    {
      config: { access: SADAD, resource: sadadRow },
      schema: { tags, params: idParam, response: recordResponseSchema(SadadDetailsSchema) },
    },
    (req) => sadad.details(ctx, req, actorOf(req), req.params.id),
  );
  r.get(
    '/general/sadad/logs/:id',
    {
      config: { access: SADAD, resource: sadadRow },
      schema: { tags, params: idParam, response: timelineResponse },
    },
    (req) => sadad.logs(ctx, actorOf(req), req.params.id),
  );
  r.post(
    '/general/sadad/upload_docs',
    {
      config: { access: SADAD },
      schema: { tags, querystring: SadadUploadQuerySchema, consumes: ['multipart/form-data'] },
    },
    (req) => sadad.uploadDocs(ctx, req, actorOf(req), req.query.sadad_order_id),
  );
  r.post(
    '/general/sadad/change_state',
    { config: { access: SADAD }, schema: { tags, body: SadadChangeStateSchema } },
    (req) => sadad.changeState(ctx, actorOf(req), req.body),
  );
  r.post(
    '/general/sadad/cancel/:id',
    { config: { access: SADAD, resource: sadadRow }, schema: { tags, params: idParam } },
    (req) => sadad.cancel(ctx, actorOf(req), req.params.id),
  );
  r.get(
    '/general/sadad/attachments/:id',
    {
      config: { access: SADAD, resource: sadadRow },
      schema: { tags, params: idParam, response: { 200: AttachmentListSchema } },
    },
    (req) => sadad.listFiles(ctx, req, actorOf(req), req.params.id),
  );
  r.get(
    '/general/sadad/attachments/download/:id',
    {
      config: { access: SADAD, resource: { table: 'attachments', rows: "t.record_type = 'sadad'" } },
      schema: { tags, params: idParam },
    },
    (req, reply) => sadad.download(ctx, reply, actorOf(req), req.params.id),
  );

  // The company filter's options, searched as typed (not sent with every page of the lists).
  for (const [path, access] of [
    ['/general/sadad/companies', SADAD],
    ['/general/invoices/companies', INVOICES],
  ] as const)
    r.get(
      path,
      {
        config: { access },
        schema: {
          tags,
          querystring: CompanyOptionsQuerySchema,
          response: { 200: z.object({ data: z.array(FilterOptionSchema) }) },
        },
      },
      async (req) => {
        const actor = actorOf(req);
        assertAuthority(actor);
        return {
          data: await companyOptions(ctx.db, actor.lang, { ...req.query, limit: COMPANY_OPTIONS_LIMIT }),
        };
      },
    );

  // Invoices: the same shape under general/invoices, with drafts and update (spec 001 §7).
  r.post(
    '/general/invoices',
    {
      config: { access: INVOICES },
      schema: {
        tags,
        querystring: ListQuerySchema,
        body: InvoiceListBodySchema,
        response: { 200: listResponseSchema(InvoiceRowSchema) },
      },
    },
    (req) => invoices.list(ctx, actorOf(req), { page: req.query.page, body: req.body ?? {} }),
  );
  r.get(
    '/general/invoices/create',
    { config: { access: INVOICES }, schema: { tags, response: recordResponseSchema(InvoiceFormDataSchema) } },
    (req) => invoices.createForm(ctx, actorOf(req)),
  );
  r.post(
    '/general/invoices/store',
    { config: { access: INVOICES }, schema: { tags, body: InvoiceStoreSchema }, onSend: withErrorField },
    async (req, reply) => reply.code(201).send(await invoices.store(ctx, actorOf(req), req.body, false)),
  );
  r.post(
    '/general/invoices/save_as_draft',
    { config: { access: INVOICES }, schema: { tags, body: InvoiceStoreSchema }, onSend: withErrorField },
    async (req, reply) => reply.code(201).send(await invoices.store(ctx, actorOf(req), req.body, true)),
  );
  r.post(
    '/general/invoices/update',
    { config: { access: INVOICES }, schema: { tags, body: InvoiceUpdateSchema }, onSend: withErrorField },
    (req) => invoices.update(ctx, actorOf(req), req.body),
  );
  r.get(
    '/general/invoices/details/:id',
    {
      config: { access: INVOICES, resource: invoiceRow },
      schema: { tags, params: idParam, response: recordResponseSchema(InvoiceDetailsSchema) },
    },
    (req) => invoices.details(ctx, req, actorOf(req), req.params.id),
  );
  r.get(
    '/general/invoices/logs/:id',
    {
      config: { access: INVOICES, resource: invoiceRow },
      schema: { tags, params: idParam, response: timelineResponse },
    },
    (req) => invoices.logs(ctx, actorOf(req), req.params.id),
  );
  r.post(
    '/general/invoices/upload_docs',
    {
      config: { access: INVOICES },
      schema: { tags, querystring: InvoiceUploadQuerySchema, consumes: ['multipart/form-data'] },
    },
    (req) => invoices.uploadDocs(ctx, req, actorOf(req), req.query.invoice_id),
  );
  r.post(
    '/general/invoices/change_state',
    { config: { access: INVOICES }, schema: { tags, body: InvoiceChangeStateSchema } },
    (req) => invoices.changeState(ctx, actorOf(req), req.body),
  );
  r.post(
    '/general/invoices/cancel/:id',
    { config: { access: INVOICES, resource: invoiceRow }, schema: { tags, params: idParam } },
    (req) => invoices.cancel(ctx, actorOf(req), req.params.id),
  );
  r.get(
    '/general/invoices/attachments/:id',
    {
      config: { access: INVOICES, resource: invoiceRow },
      schema: { tags, params: idParam, response: { 200: AttachmentListSchema } },
    },
    (req) => invoices.listFiles(ctx, req, actorOf(req), req.params.id),
  );
  r.get(
    '/general/invoices/attachments/download/:id',
    {
      config: { access: INVOICES, resource: { table: 'attachments', rows: "t.record_type = 'invoice'" } },
      schema: { tags, params: idParam },
    },
    (req, reply) => invoices.download(ctx, reply, actorOf(req), req.params.id),
  );

  // Clearance and the final disclaimer (spec 001 §7 "Clearance").
  r.post(
    '/general/clearance',
    {
      config: { access: CLEARANCE },
      schema: {
        tags,
        querystring: ListQuerySchema,
        body: ClearanceListBodySchema,
        response: { 200: listResponseSchema(ClearanceRowSchema) },
      },
    },
    (req) => clearance.list(ctx, actorOf(req), { page: req.query.page, body: req.body ?? {} }),
  );
  r.post(
    '/general/clearance/store',
    {
      config: { access: CLEARANCE },
      schema: {
        tags,
        body: ClearanceVoteSchema,
        response: { 200: z.object({ message: z.string(), data: ClearanceVotedSchema }) },
      },
    },
    (req) => clearance.vote(ctx, actorOf(req), req.body),
  );
  r.get(
    '/general/clearance/view/:id',
    {
      config: { access: CLEARANCE, resource: { table: 'users', rows: 't.parent_id is null' } },
      schema: { tags, params: idParam, response: recordResponseSchema(ClearanceViewSchema) },
    },
    (req) => clearance.view(ctx, req, actorOf(req), req.params.id),
  );
  // `/clearance-{product}/file/:id`: the document a product's department attaches on a company.
  for (const product of CLEARANCE_PRODUCTS) {
    const access = { permission: CLEARANCE_VOTER_DEFS[product].permission };
    await attachmentRoutes(app, ctx, {
      ...clearance.clearanceFileArea(product),
      base: clearance.clearanceFileBase(product),
      tags,
      access: { read: access, upload: access, review: access, delete: access },
      recordTable: 'users',
      paths: {
        list: 'file/:id',
        upload: 'file/:id/:slot',
        review: 'file/review/:id',
        download: 'file/download/:id',
        delete: 'file/delete/:id',
      },
    });
  }
  r.post(
    '/general/final_disclaimer/fetch_companies',
    {
      config: { access: CLEARANCE },
      schema: { tags, response: recordResponseSchema(z.array(ClearedCompanySchema)) },
    },
    (req) => clearance.fetchCompanies(ctx, actorOf(req)),
  );
  r.post(
    '/general/final_disclaimer/store',
    { config: { access: CLEARANCE }, schema: { tags, body: FinalDisclaimerStoreSchema } },
    async (req, reply) =>
      reply.code(201).send(await clearance.issueDisclaimer(ctx, actorOf(req), req.body.company_id)),
  );
}
