import type {
  AttachmentsView,
  ClearanceRow,
  ClearanceView,
  InvoiceDetails,
  InvoiceFormData,
  InvoiceListRow,
  SadadFormData,
  SadadListRow,
} from '@mashaer/contract';
import { dataQuery } from '../../api/data-query';
import { withId } from '../../api/paths';

// Paths, not the contract's endpoint objects: `financeEndpoints.x` keeps every finance body and
// answer schema (and zod) alive in whichever chunk holds it, and the list screens' budgets broke.

/** The answers as the API sends them (the contract's response schemas). */
export type { ClearanceRow, InvoiceListRow, SadadListRow };
export type InvoiceView = InvoiceDetails;
/** A record's receipt slots (`attachments` of the details, a product file's list). */
export type ReceiptSlots = AttachmentsView;

/** The API paths of sadad orders (spec 001 §7 "Sadad and invoices", verbatim). */
export const SADAD = {
  list: 'general/sadad',
  /** The company filter's options, searched as typed. */
  companies: 'general/sadad/companies',
  create: 'general/sadad/create',
  store: 'general/sadad/store',
  details: withId('general/sadad/details'),
  upload: (id: string | number) => `general/sadad/upload_docs?sadad_order_id=${id}`,
  changeState: 'general/sadad/change_state',
  cancel: withId('general/sadad/cancel'),
} as const;

export const sadadFormQuery = () => dataQuery<SadadFormData>(['finance', 'sadad', 'create'], SADAD.create);

/** The API paths of invoices (spec 001 §7, verbatim). */
export const INVOICES = {
  list: 'general/invoices',
  companies: 'general/invoices/companies',
  create: 'general/invoices/create',
  store: 'general/invoices/store',
  draft: 'general/invoices/save_as_draft',
  update: 'general/invoices/update',
  details: withId('general/invoices/details'),
  upload: (id: string | number) => `general/invoices/upload_docs?invoice_id=${id}`,
  changeState: 'general/invoices/change_state',
  cancel: withId('general/invoices/cancel'),
} as const;

export const invoiceQuery = (id: string) =>
  dataQuery<InvoiceView>(['finance', 'invoice', id], INVOICES.details(id), { fresh: true });
export const invoiceFormQuery = () =>
  dataQuery<InvoiceFormData>(['finance', 'invoice', 'create'], INVOICES.create);

/** The API paths of clearance and the final disclaimer (spec 001 §7 "Clearance", verbatim). */
export const CLEARANCE = {
  list: 'general/clearance',
  store: 'general/clearance/store',
  view: withId('general/clearance/view'),
  fetchCompanies: 'general/final_disclaimer/fetch_companies',
  disclaimer: 'general/final_disclaimer/store',
  /** A product department's document on a company (`/clearance-{product}/file/:id`). */
  productFile: (product: string, id: string | number) => `general/clearance-${product}/file/${id}`,
} as const;

export const clearanceKey = (id: string) => ['finance', 'clearance', id] as const;
export const clearanceQuery = (id: string) =>
  dataQuery<ClearanceView>(clearanceKey(id), CLEARANCE.view(id), { fresh: true });

export const productFileKey = (product: string, id: string) =>
  ['finance', 'clearance-file', product, id] as const;
export const productFileQuery = (product: string, id: string) =>
  dataQuery<ReceiptSlots>(productFileKey(product, id), CLEARANCE.productFile(product, id), { fresh: true });
