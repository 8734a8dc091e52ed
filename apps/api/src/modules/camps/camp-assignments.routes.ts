import {
  AssignCampSchema,
  AssignListBodySchema,
  CampNoticeSchema,
  CampRecordAnswerSchema,
  CampRecordListSchema,
  CampRecordWriteSchema,
  ChangeAssignmentStatusSchema,
  ChangeCountrySchema,
  idParam,
  ListQuerySchema,
  type PermissionName,
  UpdateCampAssignationSchema,
  UpdateCampByCompanySchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { listResponse } from '../../lib/list';
import { answers, fileAnswer } from '../../lib/route';
import { currentUser } from '../../plugins/access';
import * as assignments from './assignments.service';

const perm = (permission: PermissionName) => ({ permission }) as const;
const CAMPS = perm('delivery-camp-index');
const ASSIGN = perm('delivery-assign-index');
const assign = { table: 'assign_camps' };

/**
 * Camp assignments (a company's own under row scope, the authority's lifecycle) and the deliveries
 * register: the assignments with their delivery status.
 */
export async function campAssignmentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['camps'];
  const user = currentUser;

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
}
