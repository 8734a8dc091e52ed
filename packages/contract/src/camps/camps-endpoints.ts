import { dataResponse, defineEndpoint, FileResponseSchema } from '../endpoint';
import { ListQuerySchema, listResponseSchema } from '../list';
import {
  AbsenceListBodySchema,
  AbsenceStoreSchema,
  AppointmentListBodySchema,
  AppointmentStoreSchema,
  AppointmentUpdateSchema,
} from './appointments';
import {
  AssignCampSchema,
  AssignListBodySchema,
  ChangeAssignmentStatusSchema,
  ChangeCountrySchema,
  UpdateCampAssignationSchema,
  UpdateCampByCompanySchema,
} from './assignments';
import {
  CampListBodySchema,
  CampSchema,
  CampStatusSchema,
  TafweejChangeStatusSchema,
  TafweejCheckAssignSchema,
  TafweejListBodySchema,
  TafweejSendOtpSchema,
} from './camps';
import {
  AbsenceListSchema,
  AbsenceRecordedSchema,
  AppointmentAnswerSchema,
  AppointmentListSchema,
  AppointmentWriteSchema,
  AssignmentAnswerSchema,
  AssignmentListSchema,
  AssignmentWriteSchema,
  CampFormDataSchema,
  CampNoticeSchema,
  CampsBySquareSchema,
  CampWriteAnswerSchema,
  TafweejAssignmentSchema,
  TafweejCampListSchema,
  TafweejCodeSentSchema,
} from './camps-answers';
import { CampRowSchema } from './camps-records';

const CAMPS = 'general/camps';

/** A paged list: `POST path?page` with the list's filters in the body. */
const list = <P extends string, B extends typeof CampListBodySchema | typeof AssignListBodySchema>(
  path: P,
  body: B,
) => ({ method: 'POST' as const, path, query: ListQuerySchema, body });

/** An assignment's file (the kroky drawing or the assignment file), downloaded. */
const assignmentFile = <F extends string>(field: F) =>
  defineEndpoint({
    method: 'GET',
    path: `general/assign_camps_attachments/download/${field}/{id}`,
    response: FileResponseSchema,
  });

/**
 * Spec §7 "Camp assignment", "Camps", "Appointments and contracts", paths verbatim (typos
 * included), with the lifecycle, attachment, appointment, absence and deliveries calls the spec
 * leaves out.
 */
export const campsEndpoints = {
  // ---- camps ----
  campList: defineEndpoint({
    ...list(CAMPS, CampListBodySchema),
    response: listResponseSchema(CampRowSchema),
  }),
  campEdit: defineEndpoint({
    method: 'GET',
    path: `${CAMPS}/edit/{id}`,
    response: dataResponse(CampRowSchema),
  }),
  campStore: defineEndpoint({
    method: 'POST',
    path: `${CAMPS}/store`,
    body: CampSchema,
    status: 201,
    response: CampWriteAnswerSchema,
  }),
  campUpdate: defineEndpoint({
    method: 'POST',
    path: `${CAMPS}/update/{id}`,
    body: CampSchema,
    response: CampWriteAnswerSchema,
  }),
  campStatus: defineEndpoint({
    method: 'POST',
    path: `${CAMPS}/updateCampStatus/{id}`,
    body: CampStatusSchema,
    response: CampWriteAnswerSchema,
  }),
  campDelete: defineEndpoint({ method: 'DELETE', path: `${CAMPS}/delete/{id}`, response: CampNoticeSchema }),
  campFormData: defineEndpoint({
    method: 'GET',
    path: `${CAMPS}/get-all-data`,
    response: CampFormDataSchema,
  }),
  campsBySquare: defineEndpoint({
    method: 'GET',
    path: `${CAMPS}/camp-by-square/{id}`,
    response: CampsBySquareSchema,
  }),

  // ---- tafweej ----
  tafweejSendOtp: defineEndpoint({
    method: 'POST',
    path: 'tafweej/send-otp',
    body: TafweejSendOtpSchema,
    response: TafweejCodeSentSchema,
  }),
  tafweejCamps: defineEndpoint({
    method: 'POST',
    path: 'tafweej/get-camps',
    query: ListQuerySchema,
    body: TafweejListBodySchema,
    response: TafweejCampListSchema,
  }),
  tafweejChangeStatus: defineEndpoint({
    method: 'POST',
    path: 'tafweej/change-camp-status',
    body: TafweejChangeStatusSchema,
    response: CampWriteAnswerSchema,
  }),
  tafweejCheckAssign: defineEndpoint({
    method: 'POST',
    path: 'tafweej/check-assign-camp',
    body: TafweejCheckAssignSchema,
    response: TafweejAssignmentSchema,
  }),

  // ---- assignments ----
  assignList: defineEndpoint({
    ...list(`${CAMPS}/index`, AssignListBodySchema),
    response: AssignmentListSchema,
  }),
  assignEdit: defineEndpoint({
    method: 'GET',
    path: `${CAMPS}/editCampAssign/{id}`,
    response: AssignmentAnswerSchema,
  }),
  assignEditByCompany: defineEndpoint({
    method: 'GET',
    path: `${CAMPS}/editCampByCompany/{id}`,
    response: AssignmentAnswerSchema,
  }),
  assignStore: defineEndpoint({
    method: 'POST',
    path: `${CAMPS}/assignCampToCompany`,
    body: AssignCampSchema,
    status: 201,
    response: AssignmentWriteSchema,
  }),
  assignUpdate: defineEndpoint({
    method: 'POST',
    path: `${CAMPS}/updateCampAssignation/{id}`,
    body: UpdateCampAssignationSchema,
    response: AssignmentWriteSchema,
  }),
  assignUpdateByCompany: defineEndpoint({
    method: 'POST',
    path: `${CAMPS}/updateCampByCompany/{id}`,
    body: UpdateCampByCompanySchema,
    response: AssignmentWriteSchema,
  }),
  assignDelete: defineEndpoint({
    method: 'DELETE',
    path: `${CAMPS}/deleteCampAssignation/{id}`,
    response: CampNoticeSchema,
  }),
  assignChangeCountry: defineEndpoint({
    method: 'POST',
    path: 'general/assign_camps/change_country_id',
    body: ChangeCountrySchema,
    response: AssignmentWriteSchema,
  }),
  assignChangeStatus: defineEndpoint({
    method: 'POST',
    path: 'general/assign_camps/change_status/{id}',
    body: ChangeAssignmentStatusSchema,
    response: AssignmentWriteSchema,
  }),
  /** Multipart: assign_camp_id, kroky, assign_file. */
  assignAttachmentsStore: defineEndpoint({
    method: 'POST',
    path: 'general/assign_camps_attachments/store',
    multipart: true,
    status: 201,
    response: AssignmentWriteSchema,
  }),
  assignAttachmentsUpdate: defineEndpoint({
    method: 'POST',
    path: 'general/assign_camps_attachments/update',
    multipart: true,
    response: AssignmentWriteSchema,
  }),
  assignKroky: assignmentFile('kroky'),
  assignFile: assignmentFile('assign_file'),
  deliveries: defineEndpoint({
    ...list('general/deliveries', AssignListBodySchema),
    response: AssignmentListSchema,
  }),

  // ---- appointments and absence ----
  appointmentList: defineEndpoint({
    method: 'POST',
    path: 'general/appointments',
    query: ListQuerySchema,
    body: AppointmentListBodySchema,
    response: AppointmentListSchema,
  }),
  appointmentEdit: defineEndpoint({
    method: 'GET',
    path: 'general/appointments/edit/{id}',
    response: AppointmentAnswerSchema,
  }),
  appointmentStore: defineEndpoint({
    method: 'POST',
    path: 'general/appointments/store',
    body: AppointmentStoreSchema,
    status: 201,
    response: AppointmentWriteSchema,
  }),
  appointmentUpdate: defineEndpoint({
    method: 'POST',
    path: 'general/appointments/update/{id}',
    body: AppointmentUpdateSchema,
    response: AppointmentWriteSchema,
  }),
  appointmentDelete: defineEndpoint({
    method: 'DELETE',
    path: 'general/appointments/delete/{id}',
    response: CampNoticeSchema,
  }),
  absenceList: defineEndpoint({
    method: 'POST',
    path: 'general/absence_history',
    query: ListQuerySchema,
    body: AbsenceListBodySchema,
    response: AbsenceListSchema,
  }),
  absenceStore: defineEndpoint({
    method: 'POST',
    path: 'general/absence_history/store',
    body: AbsenceStoreSchema,
    status: 201,
    response: AbsenceRecordedSchema,
  }),
};
