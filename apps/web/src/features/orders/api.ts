import type {
  AttachmentListSchema,
  Licence,
  OrderDetails,
  OrderFormOptionsSchema,
  OrderSafetyAnswerSchema,
  OrderService,
  Printable,
  ReadyLicence,
  Report,
  ReportAvailabilitySchema,
  ReportRow,
} from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';
import { dataQuery } from '../../api/data-query';
import { fetchListPage } from '../../api/list';

/** The API paths of orders (doc 001 §7 "Orders (under general/orders)", verbatim). */
export const PATHS = {
  list: 'general/orders/list',
  consulting: 'general/orders/consulting-list',
  create: 'general/orders/create',
  store: 'general/orders/store',
  details: (id: string | number) => `general/orders/details/${id}`,
  edit: (id: string | number) => `general/orders/edit/${id}`,
  update: (id: string | number) => `general/orders/update/${id}`,
  destroy: (id: string | number) => `general/orders/destroy/${id}`,
  answerInputs: 'general/orders/answer-inputs',
  addSpecialist: (id: number) => `general/orders/add-specialist/${id}`,
  approveSpecialist: (id: number) => `general/orders/approve-add-specialist/${id}`,
  files: (id: string | number) => `general/orders/getOrderAttachments/${id}`,
} as const;

/** Where each workflow action of an order is posted, and its body. */
export const actionPath = (id: number, action: string) =>
  ({
    consultant_accept: 'general/orders/consulting',
    consultant_decline: 'general/orders/consulting',
    contractor_accept: 'general/orders/contracting',
    contractor_decline: 'general/orders/contracting',
    approve: 'general/orders/approve',
    disapprove: 'general/orders/disapprove',
    cancel_by_tsleem: `general/orders/cancel-by-tsleem/${id}`,
  })[action] ?? `general/orders/${action}/${id}`;
export const actionBody = (id: number, action: string, values: { reason?: string }) => ({
  order_id: id,
  ...(action.endsWith('_accept')
    ? { action: 'accept' }
    : action.endsWith('_decline')
      ? { action: 'decline' }
      : {}),
  ...(values.reason ? { reason: values.reason } : {}),
});

/** Each upload call and the review call of a slot kind. */
export const UPLOAD_PATH = {
  pledge: 'general/orders/uploadPledgesAttachments',
  attachment: 'general/orders/uploadAttachments',
  specialist: 'general/orders/uploadSpecialistsAttachments',
} as const;
export const REVIEW_PATH = {
  pledge: 'general/orders/disapprovePladgeAttachment',
  attachment: 'general/orders/disapproveAttachment',
  specialist: 'general/orders/disapproveSpecialistsAttachment',
} as const;

/** The order's records as the contract declares them (statuses typed, dates as ISO text). */
export type { Licence, OrderDetails, OrderService, Report };

/** The calls after approval (doc 001 §7 "Safety and licences", "Reports", "Cancel requests"). */
export const ORDER_LICENCES = {
  addLicence: (id: number) => `general/orders/add-license/${id}`,
  extendLicence: (id: number) => `general/orders/extend_license/${id}`,
  readyLicence: (id: string | number) => `general/orders/ready-license/${id}`,
  findSafety: (id: number) => `general/orders/find-safty/${id}`,
  handover: (id: number) => `general/orders/handover/${id}`,
  tracking: (id: string | number) => `general/orders/tracking/${id}`,
  reports: 'general/orders/achive_reports',
  orderReports: (id: number) => `general/orders/achive_reports/${id}`,
  report: (id: string | number) => `general/orders/achive_reports/show/${id}`,
  reportFiles: (id: string | number) => `general/orders/achive_reports/attachments/${id}`,
  storeReport: 'general/orders/achive_reports/store',
  reportStatus: 'general/orders/change_report_status',
  availableReport: 'general/orders/get_available_report',
  gisImage: (id: number) => `general/orders/add-gis-img/${id}`,
  photo: (id: number) => `general/orders/achive_reports/photo/${id}`,
  requests: 'general/orders/canceled_requests',
  storeRequest: 'general/orders/canceled_requests/store',
  replaceContractor: 'general/orders/canceled_requests/update_contractor',
  replaceConsultant: 'general/orders/canceled_requests/update_consultant',
  requestStatus: 'general/orders/change_request_status',
} as const;

type OrderFiles = z.infer<typeof AttachmentListSchema>['data'];
export type FileSlot = OrderFiles['slots'][number];

export const filesQuery = (id: string) =>
  dataQuery<OrderFiles>(['orders', 'order', id, 'files'], PATHS.files(id), { fresh: true });

type FormOptions = z.infer<typeof OrderFormOptionsSchema>['data'];
export const formOptionsQuery = () => dataQuery<FormOptions>(['orders', 'form-options'], PATHS.create);

/** The rows of a catalogue list for a select (first 500). */
export const optionsQuery = (path: string) =>
  queryOptions({
    queryKey: ['orders', 'options', path],
    queryFn: async () =>
      (await fetchListPage<{ id: number; name?: string; name_en?: string }>(path, { paginate: 500 }, 1)).data
        .data,
  });

export const reportFilesQuery = (id: number) =>
  dataQuery<{ slots: FileSlot[] }>(['orders', 'report-files', id], ORDER_LICENCES.reportFiles(id), {
    fresh: true,
  });

/** The works licence as printed (`/orders/license/:id`, `/orders/license-ready/:id`). */
export const licencePrintQuery = (id: string) =>
  dataQuery<ReadyLicence>(['orders', 'licence-print', id], ORDER_LICENCES.readyLicence(id), {
    fresh: true,
    post: true,
  });

/** The order as printed for signature (`/orders/file/pledge/:id`). */
export const orderPrintQuery = (id: string) =>
  dataQuery<Printable>(['orders', 'print', id], `general/order_sign/${id}`, { fresh: true, post: true });

/** The handover inspection's safety checklist of an order. */
export const safetyQuery = (id: number) =>
  dataQuery<z.infer<typeof OrderSafetyAnswerSchema>['data']>(
    ['orders', 'safety', id],
    ORDER_LICENCES.findSafety(id),
  );

/** An order's achievement reports (first 50), and whether a new one is due. */
export const orderReportsQuery = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'order-reports', id],
    queryFn: () => fetchListPage<ReportRow>(ORDER_LICENCES.orderReports(id), { paginate: 50 }, 1),
  });
export const reportDueQuery = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'report-due', id],
    queryFn: () =>
      api.post<z.infer<typeof ReportAvailabilitySchema>>(ORDER_LICENCES.availableReport, { order_id: id }),
  });
