import {
  CLEARANCE_PRODUCTS,
  CLEARANCE_VOTER_DEFS,
  COMPANY_OPTIONS_LIMIT,
  financeEndpoints as e,
} from '@mashaer/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { attachmentRoutes } from '../../lib/attachment-routes';
import { sendOpened } from '../../lib/files';
import { route } from '../../lib/route';
import { multipartOf } from '../../lib/uploads';
import * as clearance from './clearance.service';
import * as disclaimer from './final-disclaimer.service';
import { assertAuthority, companyOptions } from './finance.shared';
import * as invoices from './invoices.service';
import * as sadad from './sadad.service';

const SADAD = { permission: 'clearance-sadad-index' } as const;
const sadadRow = { table: 'sadad_orders' };
const INVOICES = { permission: 'clearance-invoices-index' } as const;
const invoiceRow = { table: 'invoices' };
const CLEARANCE = { permission: 'clearance' } as const;

/** Spec §8: a failed store shows the server's `error` field — the message, repeated as `error`. */
async function withErrorField(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  // A store refused (422) carries it; other failures keep the shapes every route answers.
  if (reply.statusCode !== 422 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (typeof body.message !== 'string' || 'error' in body) return payload;
    const first = body.errors ? Object.values(body.errors as Record<string, string[]>)[0]?.[0] : undefined;
    return JSON.stringify({ ...body, error: first ?? body.message });
  } catch {
    return payload;
  }
}

/**
 * Spec 001 §7 "Sadad and invoices" (the paths, bodies and answers are the contract's
 * `financeEndpoints`): general/sadad (list), create, store, details/{id}, upload_docs (multipart;
 * the order in `sadad_order_id`), change_state (action approve or reject), cancel/{id}, logs/{id};
 * the receipt's list and download.
 */
export async function financeRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['finance'];
  const sadadOpts = { access: SADAD, tags };
  const sadadById = { ...sadadOpts, resource: sadadRow };

  route(app, e.sadadList, sadadOpts, ({ query, body }, actor) =>
    sadad.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.sadadCreate, sadadOpts, (_, actor) => sadad.createForm(ctx, actor));
  route(app, e.sadadStore, { ...sadadOpts, onSend: withErrorField }, ({ body }, actor) =>
    sadad.store(ctx, actor, body),
  );
  route(app, e.sadadDetails, sadadById, ({ params }, actor) => sadad.details(ctx, actor, params.id));
  route(app, e.sadadLogs, sadadById, ({ params }, actor) => sadad.logs(ctx, actor, params.id));
  route(app, e.sadadUploadDocs, sadadOpts, ({ query }, actor, { req }) =>
    sadad.uploadDocs(ctx, actor, multipartOf(req), query.sadad_order_id),
  );
  route(app, e.sadadChangeState, sadadOpts, ({ body }, actor) =>
    sadad.changeState(ctx, actor, body.sadad_order_id, body),
  );
  route(app, e.sadadCancel, sadadById, ({ params }, actor) => sadad.cancel(ctx, actor, params.id));
  route(app, e.sadadAttachments, sadadById, ({ params }, actor) => sadad.listFiles(ctx, actor, params.id));
  route(
    app,
    e.sadadDownload,
    { ...sadadOpts, resource: { table: 'attachments', rows: "t.record_type = 'sadad'" } },
    async ({ params }, actor, { reply }) => sendOpened(reply, await sadad.download(ctx, actor, params.id)),
  );

  // The company filter's options, searched as typed (not sent with every page of the lists).
  for (const [endpoint, access] of [
    [e.sadadCompanies, SADAD],
    [e.invoiceCompanies, INVOICES],
  ] as const)
    route(app, endpoint, { access, tags }, async ({ query }, actor) => {
      assertAuthority(actor);
      return { data: await companyOptions(ctx.db, actor.lang, { ...query, limit: COMPANY_OPTIONS_LIMIT }) };
    });

  // Invoices: the same shape under general/invoices, with drafts and update (spec 001 §7).
  const invoiceOpts = { access: INVOICES, tags };
  const invoiceById = { ...invoiceOpts, resource: invoiceRow };
  route(app, e.invoiceList, invoiceOpts, ({ query, body }, actor) =>
    invoices.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.invoiceCreate, invoiceOpts, (_, actor) => invoices.createForm(ctx, actor));
  route(app, e.invoiceStore, { ...invoiceOpts, onSend: withErrorField }, ({ body }, actor) =>
    invoices.store(ctx, actor, body, false),
  );
  route(app, e.invoiceSaveAsDraft, { ...invoiceOpts, onSend: withErrorField }, ({ body }, actor) =>
    invoices.store(ctx, actor, body, true),
  );
  route(app, e.invoiceUpdate, { ...invoiceOpts, onSend: withErrorField }, ({ body }, actor) =>
    invoices.update(ctx, actor, body),
  );
  route(app, e.invoiceDetails, invoiceById, ({ params }, actor) => invoices.details(ctx, actor, params.id));
  route(app, e.invoiceLogs, invoiceById, ({ params }, actor) => invoices.logs(ctx, actor, params.id));
  route(app, e.invoiceUploadDocs, invoiceOpts, ({ query }, actor, { req }) =>
    invoices.uploadDocs(ctx, actor, multipartOf(req), query.invoice_id),
  );
  route(app, e.invoiceChangeState, invoiceOpts, ({ body }, actor) =>
    invoices.changeState(ctx, actor, body.invoice_id, body),
  );
  route(app, e.invoiceCancel, invoiceById, ({ params }, actor) => invoices.cancel(ctx, actor, params.id));
  route(app, e.invoiceAttachments, invoiceById, ({ params }, actor) =>
    invoices.listFiles(ctx, actor, params.id),
  );
  route(
    app,
    e.invoiceDownload,
    { ...invoiceOpts, resource: { table: 'attachments', rows: "t.record_type = 'invoice'" } },
    async ({ params }, actor, { reply }) => sendOpened(reply, await invoices.download(ctx, actor, params.id)),
  );

  // Clearance and the final disclaimer (spec 001 §7 "Clearance").
  const clearanceOpts = { access: CLEARANCE, tags };
  route(app, e.clearanceList, clearanceOpts, ({ query, body }, actor) =>
    clearance.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.clearanceStore, clearanceOpts, ({ body }, actor) => clearance.vote(ctx, actor, body));
  route(
    app,
    e.clearanceView,
    { ...clearanceOpts, resource: { table: 'users', rows: 't.parent_id is null' } },
    ({ params }, actor) => clearance.view(ctx, actor, params.id),
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
  route(app, e.fetchCompanies, clearanceOpts, (_, actor) => disclaimer.fetchCompanies(ctx, actor));
  route(app, e.finalDisclaimerStore, clearanceOpts, ({ body }, actor) =>
    disclaimer.issueDisclaimer(ctx, actor, body.company_id),
  );
}
