import {
  CampFormDataSchema,
  CampListBodySchema,
  CampNoticeSchema,
  type CampRow,
  CampRowSchema,
  CampSchema,
  CampStatusSchema,
  CampsBySquareSchema,
  CampWriteAnswerSchema,
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
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { listResponse } from '../../lib/list';
import { answers } from '../../lib/route';
import { currentUser } from '../../plugins/access';
import { campAppointmentsRoutes } from './camp-appointments.routes';
import { campAssignmentsRoutes } from './camp-assignments.routes';
import * as camps from './camps.service';
import { citiesRoutes, squaresRoutes } from './reference.routes';
import * as tafweej from './tafweej.service';

const perm = (permission: PermissionName) => ({ permission }) as const;
const CAMPS = perm('delivery-camp-index');
const TAFWEEJ = perm('delivery-camp-tafweej');
const camp = { table: 'camps' };

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
  await campAssignmentsRoutes(app, ctx);

  // ---- appointments ----
  await campAppointmentsRoutes(app, ctx);
}
