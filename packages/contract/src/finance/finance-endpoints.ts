import { z } from 'zod';
import { AttachmentListSchema } from '../attachments';
import { dataResponse, defineEndpoint, FileResponseSchema, messageResponse } from '../endpoint';
import { id } from '../fields';
import { FilterOptionSchema, ListQuerySchema, listResponseSchema } from '../list';
import { DocumentLinkSchema, TimelineEventSchema, text } from '../records';
import { ClearanceListBodySchema, ClearanceVoteSchema, FinalDisclaimerStoreSchema } from './clearance';
import {
  CompanyOptionsQuerySchema,
  InvoiceChangeStateSchema,
  InvoiceListBodySchema,
  InvoiceStoreSchema,
  InvoiceUpdateSchema,
  InvoiceUploadQuerySchema,
  SadadChangeStateSchema,
  SadadListBodySchema,
  SadadStoreSchema,
  SadadUploadQuerySchema,
} from './finance';
import {
  ClearanceRowSchema,
  ClearanceViewSchema,
  ClearanceVotedSchema,
  ClearedCompanySchema,
  InvoiceDetailsSchema,
  InvoiceFormDataSchema,
  InvoiceListRowSchema,
  InvoiceRowSchema,
  SadadDetailsSchema,
  SadadFormDataSchema,
  SadadListRowSchema,
  SadadRowSchema,
} from './finance-records';

/** The company filter's options, searched as typed. */
const companyOptions = (path: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    query: CompanyOptionsQuerySchema,
    response: dataResponse(z.array(FilterOptionSchema)),
  });

/** A final disclaimer as issued: the record and its verifiable document. */
const FinalDisclaimerIssuedSchema = z.object({
  id,
  company_id: id,
  issued_at: text,
  document: DocumentLinkSchema.nullable(),
});

/** Spec 001 §7 "Sadad and invoices" and "Clearance", paths verbatim. */
export const financeEndpoints = {
  sadadList: defineEndpoint({
    method: 'POST',
    path: 'general/sadad',
    query: ListQuerySchema,
    body: SadadListBodySchema,
    response: listResponseSchema(SadadListRowSchema),
  }),
  sadadCreate: defineEndpoint({
    method: 'GET',
    path: 'general/sadad/create',
    response: dataResponse(SadadFormDataSchema),
  }),
  sadadStore: defineEndpoint({
    method: 'POST',
    path: 'general/sadad/store',
    body: SadadStoreSchema,
    status: 201,
    response: messageResponse(SadadRowSchema),
  }),
  sadadDetails: defineEndpoint({
    method: 'GET',
    path: 'general/sadad/details/{id}',
    response: dataResponse(SadadDetailsSchema),
  }),
  sadadLogs: defineEndpoint({
    method: 'GET',
    path: 'general/sadad/logs/{id}',
    response: dataResponse(z.array(TimelineEventSchema)),
  }),
  sadadUploadDocs: defineEndpoint({
    method: 'POST',
    path: 'general/sadad/upload_docs',
    query: SadadUploadQuerySchema,
    multipart: true,
    response: messageResponse(SadadRowSchema),
  }),
  sadadChangeState: defineEndpoint({
    method: 'POST',
    path: 'general/sadad/change_state',
    body: SadadChangeStateSchema,
    response: messageResponse(SadadRowSchema),
  }),
  sadadCancel: defineEndpoint({
    method: 'POST',
    path: 'general/sadad/cancel/{id}',
    response: messageResponse(SadadRowSchema),
  }),
  sadadAttachments: defineEndpoint({
    method: 'GET',
    path: 'general/sadad/attachments/{id}',
    response: AttachmentListSchema,
  }),
  sadadDownload: defineEndpoint({
    method: 'GET',
    path: 'general/sadad/attachments/download/{id}',
    response: FileResponseSchema,
  }),
  sadadCompanies: companyOptions('general/sadad/companies'),

  invoiceList: defineEndpoint({
    method: 'POST',
    path: 'general/invoices',
    query: ListQuerySchema,
    body: InvoiceListBodySchema,
    response: listResponseSchema(InvoiceListRowSchema),
  }),
  invoiceCreate: defineEndpoint({
    method: 'GET',
    path: 'general/invoices/create',
    response: dataResponse(InvoiceFormDataSchema),
  }),
  invoiceStore: defineEndpoint({
    method: 'POST',
    path: 'general/invoices/store',
    body: InvoiceStoreSchema,
    status: 201,
    response: messageResponse(InvoiceRowSchema),
  }),
  invoiceSaveAsDraft: defineEndpoint({
    method: 'POST',
    path: 'general/invoices/save_as_draft',
    body: InvoiceStoreSchema,
    status: 201,
    response: messageResponse(InvoiceRowSchema),
  }),
  invoiceUpdate: defineEndpoint({
    method: 'POST',
    path: 'general/invoices/update',
    body: InvoiceUpdateSchema,
    response: messageResponse(InvoiceRowSchema),
  }),
  invoiceDetails: defineEndpoint({
    method: 'GET',
    path: 'general/invoices/details/{id}',
    response: dataResponse(InvoiceDetailsSchema),
  }),
  invoiceLogs: defineEndpoint({
    method: 'GET',
    path: 'general/invoices/logs/{id}',
    response: dataResponse(z.array(TimelineEventSchema)),
  }),
  invoiceUploadDocs: defineEndpoint({
    method: 'POST',
    path: 'general/invoices/upload_docs',
    query: InvoiceUploadQuerySchema,
    multipart: true,
    response: messageResponse(InvoiceRowSchema),
  }),
  invoiceChangeState: defineEndpoint({
    method: 'POST',
    path: 'general/invoices/change_state',
    body: InvoiceChangeStateSchema,
    response: messageResponse(InvoiceRowSchema),
  }),
  invoiceCancel: defineEndpoint({
    method: 'POST',
    path: 'general/invoices/cancel/{id}',
    response: messageResponse(InvoiceRowSchema),
  }),
  invoiceAttachments: defineEndpoint({
    method: 'GET',
    path: 'general/invoices/attachments/{id}',
    response: AttachmentListSchema,
  }),
  invoiceDownload: defineEndpoint({
    method: 'GET',
    path: 'general/invoices/attachments/download/{id}',
    response: FileResponseSchema,
  }),
  invoiceCompanies: companyOptions('general/invoices/companies'),

  clearanceList: defineEndpoint({
    method: 'POST',
    path: 'general/clearance',
    query: ListQuerySchema,
    body: ClearanceListBodySchema,
    response: listResponseSchema(ClearanceRowSchema),
  }),
  clearanceStore: defineEndpoint({
    method: 'POST',
    path: 'general/clearance/store',
    body: ClearanceVoteSchema,
    response: messageResponse(ClearanceVotedSchema),
  }),
  clearanceView: defineEndpoint({
    method: 'GET',
    path: 'general/clearance/view/{id}',
    response: dataResponse(ClearanceViewSchema),
  }),
  fetchCompanies: defineEndpoint({
    method: 'POST',
    path: 'general/final_disclaimer/fetch_companies',
    response: dataResponse(z.array(ClearedCompanySchema)),
  }),
  finalDisclaimerStore: defineEndpoint({
    method: 'POST',
    path: 'general/final_disclaimer/store',
    body: FinalDisclaimerStoreSchema,
    status: 201,
    response: messageResponse(FinalDisclaimerIssuedSchema),
  }),
};
