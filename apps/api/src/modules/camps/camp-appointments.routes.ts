import {
  AbsenceListBodySchema,
  AbsenceRecordedSchema,
  AbsenceStoreSchema,
  AppointmentListBodySchema,
  AppointmentStoreSchema,
  AppointmentUpdateSchema,
  CampNoticeSchema,
  CampRecordAnswerSchema,
  CampRecordListSchema,
  CampRecordWriteSchema,
  idParam,
  ListQuerySchema,
  type PermissionName,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { listResponse } from '../../lib/list';
import { answers } from '../../lib/route';
import { currentUser } from '../../plugins/access';
import * as absences from './absences.service';
import * as appointments from './appointments.service';

const perm = (permission: PermissionName) => ({ permission }) as const;
const APPT = perm('delivery-appointment-index');
const APPT_CREATE = perm('delivery-appointment-creat-index');
const appt = { table: 'appointments' };

/** Appointments (booking, the lists) and absence. */
export async function campAppointmentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['camps'];
  const user = currentUser;

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
