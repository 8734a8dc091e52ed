import {
  AbsenceListBodySchema,
  AbsenceRecordedSchema,
  AbsenceStoreSchema,
  AppointmentListBodySchema,
  AppointmentStoreSchema,
  AppointmentUpdateSchema,
  AssignCampSchema,
  AssignListBodySchema,
  CampFormDataSchema,
  CampListBodySchema,
  CampNoticeSchema,
  CampRecordAnswerSchema,
  CampRecordListSchema,
  CampRecordWriteSchema,
  type CampRow,
  CampRowSchema,
  CampSchema,
  CampStatusSchema,
  CampsBySquareSchema,
  CampWriteAnswerSchema,
  ChangeAssignmentStatusSchema,
  ChangeCountrySchema,
  idParam,
  ListQuerySchema,
  listResponseSchema,
  type Paginated,
  type PermissionName,
  TafweejAssignmentSchema,
  TafweejCampListSchema,
  TafweejChangeStatusSchema,
  TafweejCheckAssignSchema,
  TafweejCodeSentSchema,
  TafweejListBodySchema,
  TafweejSendOtpSchema,
  UpdateCampAssignationSchema,
  UpdateCampByCompanySchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { listResponse } from '../../lib/list';
import { answers, fileAnswer } from '../../lib/route';
import { currentUser } from '../../plugins/access';
import * as absences from './absences.service';
import * as appointments from './appointments.service';
import * as assignments from './assignments.service';
import * as camps from './camps.service';
import { citiesRoutes, squaresRoutes } from './reference.routes';
import * as tafweej from './tafweej.service';

const perm = (permission: PermissionName) => ({ permission }) as const;
const CAMPS = perm('delivery-camp-index');
const ASSIGN = perm('delivery-assign-index');
const APPT = perm('delivery-appointment-index');
const APPT_CREATE = perm('delivery-appointment-creat-index');
const TAFWEEJ = perm('delivery-camp-tafweej');
const camp = { table: 'camps' };
const assign = { table: 'assign_camps' };
const appt = { table: 'appointments' };

/**
 * Spec §7 "Camp assignment", "Camps", "Appointments and contracts" (paths verbatim), plus the
 * lifecycle call `general/assign_camps/change_status/{id}`, the attachment downloads and the
 * appointment / absence / deliveries lists, which the spec leaves out (ARCHITECTURE §3 pattern).
 * Who may do what: camps, their assignment and the delivery outcome are the authority's
 * (delivery-camp-index); a company reads and edits its own assignments (delivery-assign-index,
 * row scope); booking is delivery-appointment-creat-index; tafweej needs its own permission and a
 * `token_tafweej`.
 */
export async function campsRoutes(app: FastifyInstance, ctx: AppContext) {
  await squaresRoutes(app, ctx);
  await citiesRoutes(app, ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['camps'];
  const user = currentUser;

  // ---- camps ----
  r.post(
    '/general/camps',
    {
      config: { access: CAMPS },
      schema: {
        tags,
        querystring: ListQuerySchema,
        body: CampListBodySchema,
        response: { 200: listResponseSchema(CampRowSchema) },
      },
    },
    async (req) => {
      const { page, filters } = await camps.list(ctx, req, { page: req.query.page, body: req.body });
      return listResponse(page as Paginated<CampRow>, filters);
    },
  );
  r.get(
    '/general/camps/edit/:id',
    {
      config: { access: CAMPS, resource: camp },
      schema: { tags, params: idParam, response: { 200: z.object({ data: CampRowSchema }) } },
    },
    async (req) => (await camps.edit(ctx, req, req.params.id)) as { data: CampRow },
  );
  r.post(
    '/general/camps/store',
    {
      config: { access: CAMPS },
      schema: { tags, response: answers({ 201: CampWriteAnswerSchema }), body: CampSchema },
    },
    async (req, reply) => reply.code(201).send(await camps.store(ctx, req, req.body)),
  );
  r.post(
    '/general/camps/update/:id',
    {
      config: { access: CAMPS, resource: camp },
      schema: { tags, response: answers({ 200: CampWriteAnswerSchema }), params: idParam, body: CampSchema },
    },
    (req) => camps.update(ctx, req, req.params.id, req.body),
  );
  r.post(
    '/general/camps/updateCampStatus/:id',
    {
      config: { access: CAMPS, resource: camp },
      schema: {
        tags,
        response: answers({ 200: CampWriteAnswerSchema }),
        params: idParam,
        body: CampStatusSchema,
      },
    },
    (req) => camps.setStatus(ctx, req, req.params.id, req.body.status),
  );
  r.delete(
    '/general/camps/delete/:id',
    {
      config: { access: CAMPS, resource: camp },
      schema: { tags, response: answers({ 200: CampNoticeSchema }), params: idParam },
    },
    (req) => camps.remove(ctx, req, req.params.id),
  );
  r.get(
    '/general/camps/get-all-data',
    {
      config: { access: perm('delivery') },
      schema: { response: answers({ 200: CampFormDataSchema }), tags },
    },
    (req) => camps.allData(ctx, req, user(req)),
  );
  r.get(
    '/general/camps/camp-by-square/:id',
    {
      config: { access: CAMPS, resource: { table: 'squares' } },
      schema: { tags, response: answers({ 200: CampsBySquareSchema }), params: idParam },
    },
    (req) => camps.bySquare(ctx, req, req.params.id),
  );

  // ---- tafweej ----
  r.post(
    '/tafweej/send-otp',
    {
      config: { access: TAFWEEJ },
      schema: { tags, response: answers({ 200: TafweejCodeSentSchema }), body: TafweejSendOtpSchema },
    },
    (req) => tafweej.sendOtp(ctx, req, user(req), req.body.code),
  );
  r.post(
    '/tafweej/get-camps',
    {
      config: { access: TAFWEEJ },
      schema: {
        tags,
        response: answers({ 200: TafweejCampListSchema }),
        querystring: ListQuerySchema,
        body: TafweejListBodySchema,
      },
    },
    async (req) => {
      const { page, filters } = await tafweej.getCamps(ctx, req, user(req), req.body.token_tafweej, {
        page: req.query.page,
        body: req.body,
      });
      return listResponse(page, filters);
    },
  );
  r.post(
    '/tafweej/change-camp-status',
    {
      config: { access: TAFWEEJ },
      schema: { tags, response: answers({ 200: CampWriteAnswerSchema }), body: TafweejChangeStatusSchema },
    },
    (req) => tafweej.changeCampStatus(ctx, req, user(req), req.body),
  );
  r.post(
    '/tafweej/check-assign-camp',
    {
      config: { access: TAFWEEJ },
      schema: { tags, response: answers({ 200: TafweejAssignmentSchema }), body: TafweejCheckAssignSchema },
    },
    (req) => tafweej.checkAssignCamp(ctx, req, user(req), req.body),
  );

  // ---- assignments ----
  r.post(
    '/general/camps/index',
    {
      config: { access: ASSIGN },
      schema: {
        tags,
        response: answers({ 200: CampRecordListSchema }),
        querystring: ListQuerySchema,
        body: AssignListBodySchema,
      },
    },
    async (req) =>
      listResponse(await assignments.list(ctx, req, user(req), { page: req.query.page, body: req.body })),
  );
  r.get(
    '/general/camps/editCampAssign/:id',
    {
      config: { access: CAMPS, resource: assign },
      schema: { tags, response: answers({ 200: CampRecordAnswerSchema }), params: idParam },
    },
    (req) => assignments.show(ctx, actorOf(req), req.params.id),
  );
  r.get(
    '/general/camps/editCampByCompany/:id',
    {
      config: { access: ASSIGN, resource: assign },
      schema: { tags, response: answers({ 200: CampRecordAnswerSchema }), params: idParam },
    },
    (req) => assignments.show(ctx, actorOf(req), req.params.id),
  );
  r.post(
    '/general/camps/assignCampToCompany',
    {
      config: { access: CAMPS },
      schema: { tags, response: answers({ 201: CampRecordWriteSchema }), body: AssignCampSchema },
    },
    async (req, reply) => reply.code(201).send(await assignments.assign(ctx, req, user(req), req.body)),
  );
  r.post(
    '/general/camps/updateCampAssignation/:id',
    {
      config: { access: CAMPS, resource: assign },
      schema: {
        tags,
        response: answers({ 200: CampRecordWriteSchema }),
        params: idParam,
        body: UpdateCampAssignationSchema,
      },
    },
    (req) => assignments.updateAssignation(ctx, req, user(req), req.params.id, req.body),
  );
  r.post(
    '/general/camps/updateCampByCompany/:id',
    {
      config: { access: ASSIGN, resource: assign },
      schema: {
        tags,
        response: answers({ 200: CampRecordWriteSchema }),
        params: idParam,
        body: UpdateCampByCompanySchema,
      },
    },
    (req) => assignments.updateByCompany(ctx, req, user(req), req.params.id, req.body),
  );
  r.delete(
    '/general/camps/deleteCampAssignation/:id',
    {
      config: { access: CAMPS, resource: assign },
      schema: { tags, response: answers({ 200: CampNoticeSchema }), params: idParam },
    },
    (req) => assignments.remove(ctx, req, user(req), req.params.id),
  );
  r.post(
    '/general/assign_camps/change_country_id',
    {
      config: { access: ASSIGN },
      schema: { tags, response: answers({ 200: CampRecordWriteSchema }), body: ChangeCountrySchema },
    },
    (req) => assignments.changeCountry(ctx, req, user(req), req.body),
  );
  r.post(
    '/general/assign_camps/change_status/:id',
    {
      config: { access: perm('delivery'), resource: assign },
      schema: {
        tags,
        response: answers({ 200: CampRecordWriteSchema }),
        params: idParam,
        body: ChangeAssignmentStatusSchema,
      },
    },
    (req) => assignments.changeStatus(ctx, actorOf(req), req.params.id, req.body),
  );
  for (const action of ['store', 'update'] as const)
    r.post(
      `/general/assign_camps_attachments/${action}`,
      {
        config: { access: ASSIGN },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: answers({ 200: CampRecordWriteSchema, 201: CampRecordWriteSchema }),
        },
      },
      async (req, reply) =>
        reply
          .code(action === 'store' ? 201 : 200)
          .send(
            await assignments.saveAttachments(
              ctx,
              req,
              user(req),
              `general/assign_camps_attachments/${action}`,
            ),
          ),
    );
  for (const field of ['kroky', 'assign_file'] as const)
    r.get(
      `/general/assign_camps_attachments/download/${field}/:id`,
      {
        config: { access: ASSIGN, resource: assign },
        schema: { tags, params: idParam, response: answers({ 200: fileAnswer }) },
      },
      (req, reply) => assignments.download(ctx, reply, user(req), req.params.id, field),
    );

  // ---- deliveries register: the assignments with their delivery status ----
  r.post(
    '/general/deliveries',
    {
      config: { access: perm('delivery') },
      schema: {
        tags,
        response: answers({ 200: CampRecordListSchema }),
        querystring: ListQuerySchema,
        body: AssignListBodySchema,
      },
    },
    async (req) =>
      listResponse(await assignments.list(ctx, req, user(req), { page: req.query.page, body: req.body })),
  );

  // ---- appointments ----
  r.post(
    '/general/appointments',
    {
      config: { access: APPT },
      schema: {
        tags,
        response: answers({ 200: CampRecordListSchema }),
        querystring: ListQuerySchema,
        body: AppointmentListBodySchema,
      },
    },
    async (req) =>
      listResponse(await appointments.list(ctx, req, user(req), { page: req.query.page, body: req.body })),
  );
  r.get(
    '/general/appointments/edit/:id',
    {
      config: { access: APPT, resource: appt },
      schema: { tags, response: answers({ 200: CampRecordAnswerSchema }), params: idParam },
    },
    (req) => appointments.edit(ctx, req, user(req), req.params.id),
  );
  r.post(
    '/general/appointments/store',
    {
      config: { access: APPT_CREATE },
      schema: { tags, response: answers({ 201: CampRecordWriteSchema }), body: AppointmentStoreSchema },
    },
    async (req, reply) => reply.code(201).send(await appointments.store(ctx, req, user(req), req.body)),
  );
  r.post(
    '/general/appointments/update/:id',
    {
      config: { access: APPT_CREATE, resource: appt },
      schema: {
        tags,
        response: answers({ 200: CampRecordWriteSchema }),
        params: idParam,
        body: AppointmentUpdateSchema,
      },
    },
    (req) => appointments.update(ctx, req, user(req), req.params.id, req.body),
  );
  r.delete(
    '/general/appointments/delete/:id',
    {
      config: { access: APPT_CREATE, resource: appt },
      schema: { tags, response: answers({ 200: CampNoticeSchema }), params: idParam },
    },
    (req) => appointments.remove(ctx, req, user(req), req.params.id),
  );

  // ---- absence ----
  r.post(
    '/general/absence_history',
    {
      config: { access: perm('absence-history') },
      schema: {
        tags,
        response: answers({ 200: CampRecordListSchema }),
        querystring: ListQuerySchema,
        body: AbsenceListBodySchema,
      },
    },
    async (req) =>
      listResponse(
        await absences.listAbsences(ctx, req, user(req), { page: req.query.page, body: req.body }),
      ),
  );
  r.post(
    '/general/absence_history/store',
    {
      config: { access: perm('absence-history') },
      schema: { tags, response: answers({ 201: AbsenceRecordedSchema }), body: AbsenceStoreSchema },
    },
    async (req, reply) => reply.code(201).send(await absences.recordAbsence(ctx, req, user(req), req.body)),
  );
}
