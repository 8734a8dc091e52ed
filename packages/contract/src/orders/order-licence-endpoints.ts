import type { z } from 'zod';
import { AttachmentListSchema, AttachmentWriteSchema } from '../attachments';
import { dataResponse, defineEndpoint, FileResponseSchema } from '../endpoint';
import { ListQuerySchema } from '../list';
import {
  CancelRequestListSchema,
  CancelRequestWriteSchema,
  OrderSafetyAnswerSchema,
  OrderTrackingSchema,
  OrderWriteAnswerSchema,
  ReportAvailabilitySchema,
  ReportListSchema,
  ReportWriteSchema,
} from './orders-answers';
import {
  AvailableReportSchema,
  CancelRequestListBodySchema,
  CancelRequestStatusSchema,
  CancelRequestStoreSchema,
  GisQuerySchema,
  HandoverSchema,
  LicenceExtendSchema,
  LicenceIssueSchema,
  ReasonSchema,
  ReplaceConsultantSchema,
  ReplaceContractorSchema,
  ReportListBodySchema,
  ReportStatusSchema,
  ReportStoreSchema,
} from './orders-licence';
import { ReadyLicenceSchema, ReportSchema } from './orders-records';

const B = 'general/orders';
const at = <const P extends string>(p: P) => `${B}/${p}` as `${typeof B}/${P}`;
const REPORTS = 'achive_reports';

/** A step of the approved order `{id}` (its body): the order after it. */
const step = <const P extends string, Bd extends z.ZodType>(path: P, body: Bd) =>
  defineEndpoint({ method: 'POST', path: at(`${path}/{id}`), body, response: OrderWriteAnswerSchema });
/** A cancel request filed (201): the request. */
const request = <const P extends string, Bd extends z.ZodType>(path: P, body: Bd) =>
  defineEndpoint({ method: 'POST', path: at(path), body, status: 201, response: CancelRequestWriteSchema });
/** A report's image (multipart; the file in `file`). */
const image = <const P extends string, Q extends z.ZodType | undefined = undefined>(path: P, query?: Q) =>
  defineEndpoint({
    method: 'POST',
    path: at(`${path}/{id}`),
    query: query as Q,
    multipart: true,
    status: 201,
    response: AttachmentWriteSchema,
  });

/**
 * Spec 001 §7 "Safety and licences", "Cancel requests", "Reports" (issue 17): what happens after an
 * order is approved. Paths verbatim (typos included); `handover/{id}`, `tracking/{id}`, the two
 * lists and the report's read are inferred (ARCHITECTURE §3).
 */
export const orderLicenceEndpoints = {
  addLicense: step('add-license', LicenceIssueSchema),
  extendLicense: step('extend_license', LicenceExtendSchema),
  readyLicense: defineEndpoint({
    method: 'POST',
    path: at('ready-license/{id}'),
    response: dataResponse(ReadyLicenceSchema),
  }),
  findSafety: defineEndpoint({
    method: 'GET',
    path: at('find-safty/{id}'),
    response: OrderSafetyAnswerSchema,
  }),
  handover: step('handover', HandoverSchema),
  cancelByTsleem: step('cancel-by-tsleem', ReasonSchema),
  tracking: defineEndpoint({ method: 'GET', path: at('tracking/{id}'), response: OrderTrackingSchema }),

  cancelRequests: defineEndpoint({
    method: 'POST',
    path: at('canceled_requests'),
    query: ListQuerySchema,
    body: CancelRequestListBodySchema,
    response: CancelRequestListSchema,
  }),
  cancelRequestStore: request('canceled_requests/store', CancelRequestStoreSchema),
  replaceContractor: request('canceled_requests/update_contractor', ReplaceContractorSchema),
  replaceConsultant: request('canceled_requests/update_consultant', ReplaceConsultantSchema),
  changeRequestStatus: defineEndpoint({
    method: 'POST',
    path: at('change_request_status'),
    body: CancelRequestStatusSchema,
    response: CancelRequestWriteSchema,
  }),

  reports: defineEndpoint({
    method: 'POST',
    path: at(REPORTS),
    query: ListQuerySchema,
    body: ReportListBodySchema,
    response: ReportListSchema,
  }),
  reportStore: defineEndpoint({
    method: 'POST',
    path: at(`${REPORTS}/store`),
    body: ReportStoreSchema,
    status: 201,
    response: ReportWriteSchema,
  }),
  orderReports: defineEndpoint({
    method: 'POST',
    path: at(`${REPORTS}/{id}`),
    query: ListQuerySchema,
    body: ReportListBodySchema,
    response: ReportListSchema,
  }),
  reportShow: defineEndpoint({
    method: 'GET',
    path: at(`${REPORTS}/show/{id}`),
    response: dataResponse(ReportSchema),
  }),
  changeReportStatus: defineEndpoint({
    method: 'POST',
    path: at('change_report_status'),
    body: ReportStatusSchema,
    response: ReportWriteSchema,
  }),
  availableReport: defineEndpoint({
    method: 'POST',
    path: at('get_available_report'),
    body: AvailableReportSchema,
    response: ReportAvailabilitySchema,
  }),
  addGisImg: image('add-gis-img', GisQuerySchema),
  reportPhoto: image(`${REPORTS}/photo`),
  reportAttachments: defineEndpoint({
    method: 'GET',
    path: at(`${REPORTS}/attachments/{id}`),
    response: AttachmentListSchema,
  }),
  reportDownload: defineEndpoint({
    method: 'GET',
    path: at(`${REPORTS}/attachments/download/{id}`),
    response: FileResponseSchema,
  }),
};
