import { AttachmentWriteSchema } from '../attachments';
import { dataResponse, defineEndpoint } from '../endpoint';
import { ListQuerySchema, listResponseSchema } from '../list';
import { FormBuilderDataSchema, FormRecordSchema, FormRowSchema } from '../templates/definitions-records';
import {
  TempCreateDataSchema,
  TempLicenceEditSchema,
  TempLicenceRowSchema,
  TempOrderListRowSchema,
  TempOrderViewSchema,
} from './licences-records';
import {
  TempFormListBodySchema,
  TempFormSchema,
  TempKrokyQuerySchema,
  TempLicenceListBodySchema,
  TempLicenceSchema,
  TempOrderActionSchema,
  TempOrderListBodySchema,
  TempOrderStoreSchema,
  TempOrderUpdateSchema,
} from './temp-licences';
import {
  TempFormSevenSchema,
  TempFormWriteSchema,
  TempLicenceCreateDataSchema,
  TempLicenceWriteSchema,
  TempNoticeSchema,
  TempOrderWriteSchema,
} from './temp-licences-answers';

const ORDER = 'general/temp_license_order';
const KROKY = 'general/temp_license_order_kroky_documents';
const LICENCES = 'general/temp_licenses';
const FORMS = 'general/temp_license_forms';

/** An order read by its `{id}`: view, edit and the printed licence (`ready`). */
const orderRead = <const P extends string>(path: P) =>
  defineEndpoint({
    method: 'GET',
    path: `${ORDER}/${path}/{id}`,
    response: dataResponse(TempOrderViewSchema),
  });
/** The authority's decision on an order (a reason in the body where given). */
const orderDecision = <const P extends string>(path: P) =>
  defineEndpoint({
    method: 'POST',
    path: `${ORDER}/${path}/{id}`,
    body: TempOrderActionSchema.optional(),
    response: TempOrderWriteSchema,
  });

/**
 * Spec 001 §7 "Temporary licences" (paths verbatim): the company's orders on form 7 with their
 * drawings, the issued licences and (inferred) the temporary-licence forms.
 */
export const tempLicencesEndpoints = {
  orderList: defineEndpoint({
    method: 'POST',
    path: ORDER,
    query: ListQuerySchema,
    body: TempOrderListBodySchema,
    response: listResponseSchema(TempOrderListRowSchema),
  }),
  orderCreate: defineEndpoint({
    method: 'GET',
    path: `${ORDER}/create`,
    response: dataResponse(TempCreateDataSchema),
  }),
  orderQuestionsForm: defineEndpoint({
    method: 'GET',
    path: 'general/temp_license_order_form/get-questions-form/{id}',
    response: TempFormSevenSchema,
  }),
  orderStore: defineEndpoint({
    method: 'POST',
    path: `${ORDER}/store`,
    body: TempOrderStoreSchema,
    status: 201,
    response: TempOrderWriteSchema,
  }),
  orderView: orderRead('view'),
  orderEdit: orderRead('edit'),
  orderReady: orderRead('ready'),
  orderUpdate: defineEndpoint({
    method: 'POST',
    path: `${ORDER}/update/{id}`,
    body: TempOrderUpdateSchema,
    response: TempOrderWriteSchema,
  }),
  orderDestroy: defineEndpoint({
    method: 'DELETE',
    path: `${ORDER}/destroy/{id}`,
    response: TempOrderWriteSchema,
  }),
  orderApprove: orderDecision('approve'),
  orderReject: orderDecision('reject'),

  krokyStore: defineEndpoint({
    method: 'POST',
    path: `${KROKY}/store`,
    query: TempKrokyQuerySchema,
    multipart: true,
    status: 201,
    response: AttachmentWriteSchema,
  }),
  krokyDelete: defineEndpoint({ method: 'DELETE', path: `${KROKY}/delete/{id}`, response: TempNoticeSchema }),

  licenceList: defineEndpoint({
    method: 'POST',
    path: LICENCES,
    query: ListQuerySchema,
    body: TempLicenceListBodySchema,
    response: listResponseSchema(TempLicenceRowSchema),
  }),
  licenceCreate: defineEndpoint({
    method: 'GET',
    path: `${LICENCES}/create`,
    response: TempLicenceCreateDataSchema,
  }),
  licenceEdit: defineEndpoint({
    method: 'GET',
    path: `${LICENCES}/edit/{id}`,
    response: dataResponse(TempLicenceEditSchema),
  }),
  licenceStore: defineEndpoint({
    method: 'POST',
    path: `${LICENCES}/store`,
    body: TempLicenceSchema,
    status: 201,
    response: TempLicenceWriteSchema,
  }),
  licenceUpdate: defineEndpoint({
    method: 'POST',
    path: `${LICENCES}/update/{id}`,
    body: TempLicenceSchema,
    response: TempLicenceWriteSchema,
  }),
  licenceDestroy: defineEndpoint({
    method: 'DELETE',
    path: `${LICENCES}/destroy/{id}`,
    response: TempNoticeSchema,
  }),

  formList: defineEndpoint({
    method: 'POST',
    path: FORMS,
    query: ListQuerySchema,
    body: TempFormListBodySchema,
    response: listResponseSchema(FormRowSchema),
  }),
  formData: defineEndpoint({ method: 'GET', path: `${FORMS}/get-data`, response: FormBuilderDataSchema }),
  formEdit: defineEndpoint({
    method: 'GET',
    path: `${FORMS}/edit/{id}`,
    response: dataResponse(FormRecordSchema),
  }),
  formStore: defineEndpoint({
    method: 'POST',
    path: `${FORMS}/store`,
    body: TempFormSchema,
    status: 201,
    response: TempFormWriteSchema,
  }),
  formUpdate: defineEndpoint({
    method: 'POST',
    path: `${FORMS}/update/{id}`,
    body: TempFormSchema,
    response: TempFormWriteSchema,
  }),
};
