import {
  CarLicenceListBodySchema,
  CarLicenceRowSchema,
  CarLicenceSchema,
  CarLicenceViewSchema,
  idParam,
  ListQuerySchema,
  listResponseSchema,
  ReadinessActionSchema,
  ReadinessAnswersSchema,
  ReadinessCreateDataSchema,
  ReadinessDetailsSchema,
  ReadinessKrokyQuerySchema,
  ReadinessListBodySchema,
  ReadinessRowSchema,
  ReadinessStoreSchema,
  recordResponseSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { attachmentRoutes } from '../../lib/attachment-routes';
import { uploadAttachment } from '../../lib/attachments';
import { multipartOf } from '../../lib/uploads';
import { currentUser } from '../../plugins/access';
import * as cars from './car-licences.service';
import * as readiness from './readiness.service';
import { tempLicencesRoutes } from './temp-licences.routes';

const BASE = '/general/simple-readiness-license';
const INDEX = { permission: 'readiness-license-index' } as const;
const CREATE = { permission: 'readiness-license-create' } as const;
const PLEDGE = { permission: 'readiness-license-pledge' } as const;
const SECTION = { permission: 'readiness-license' } as const;
const resource = { table: 'readiness_licenses' };
const CAR = { permission: 'carLicense-index' } as const;
const CAR_BASE = '/general/licenseCarOrder';
const carResource = { table: 'car_licences' };

/**
 * Spec 001 §7 "Readiness licence" (under simple-readiness-license, prefix inferred): index, details,
 * create, question-answer, answer-questions, update-all-answers, store, disapprove, reject,
 * approve, update-kroky, cancel, get-simple-readiness-license-pladge. Company callers see and change
 * only their own organisation's requests (another company's id → 404).
 */
export async function licencesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['licences'];
  const user = currentUser;

  r.post(
    `${BASE}/index`,
    {
      config: { access: INDEX },
      schema: {
        tags,
        querystring: ListQuerySchema,
        body: ReadinessListBodySchema,
        response: { 200: listResponseSchema(ReadinessRowSchema) },
      },
    },
    (req) => readiness.list(ctx, req, user(req), { page: req.query.page, body: req.body ?? {} }),
  );
  r.get(
    `${BASE}/details/:id`,
    {
      config: { access: INDEX, resource },
      schema: { tags, params: idParam, response: recordResponseSchema(ReadinessDetailsSchema) },
    },
    (req) => readiness.details(ctx, req, user(req), req.params.id),
  );
  r.get(
    `${BASE}/create`,
    {
      config: { access: CREATE },
      schema: { tags, response: recordResponseSchema(ReadinessCreateDataSchema) },
    },
    (req) => readiness.createData(ctx, req, user(req)),
  );
  r.get(
    `${BASE}/question-answer/:id`,
    { config: { access: INDEX, resource }, schema: { tags, params: idParam } },
    (req) => readiness.questionAnswer(ctx, req, user(req), req.params.id),
  );
  r.post(
    `${BASE}/store`,
    { config: { access: CREATE }, schema: { tags, body: ReadinessStoreSchema } },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await readiness.store(
            ctx,
            req,
            user(req),
            req.body as { assign_camp_id: number; is_committed: 0 | 1 },
          ),
        ),
  );
  r.post(
    `${BASE}/answer-questions`,
    { config: { access: CREATE }, schema: { tags, body: ReadinessAnswersSchema } },
    (req) => readiness.saveAnswers(ctx, req, user(req), req.body, false),
  );
  r.post(
    `${BASE}/update-all-answers`,
    { config: { access: CREATE }, schema: { tags, body: ReadinessAnswersSchema } },
    (req) => readiness.saveAnswers(ctx, req, user(req), req.body, true),
  );
  for (const action of ['approve', 'disapprove', 'reject', 'cancel'] as const)
    r.post(
      `${BASE}/${action}`,
      {
        config: { access: action === 'cancel' ? SECTION : INDEX },
        schema: { tags, body: ReadinessActionSchema },
      },
      (req) => readiness.act(ctx, req, action, req.body),
    );
  r.post(
    `${BASE}/get-simple-readiness-license-pladge`,
    { config: { access: PLEDGE }, schema: { tags } },
    async (req) => readiness.pledge(ctx, req),
  );

  const area = {
    ...readiness.readinessAttachments,
    downloadUrl: (id: number) => `/api${BASE}/attachments/download/${id}`,
  };
  // The drawing (kroky, `full_path`): multipart `file`, the order's id in the query.
  r.post(
    `${BASE}/update-kroky`,
    {
      config: { access: CREATE },
      schema: { tags, querystring: ReadinessKrokyQuerySchema, consumes: ['multipart/form-data'] },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await uploadAttachment(
            ctx,
            multipartOf(req),
            area,
            actorOf(req),
            req.query.id,
            'kroky',
            `${BASE}/update-kroky`,
          ),
        ),
  );
  await attachmentRoutes(app, ctx, {
    ...readiness.readinessAttachments,
    base: BASE,
    tags,
    access: { read: INDEX, upload: CREATE, review: INDEX, delete: CREATE },
    recordTable: 'readiness_licenses',
  });

  // Entry (car) licences: general/licenseCarOrder?page (spec 000 §7) and the §3 pattern.
  r.post(
    CAR_BASE,
    {
      config: { access: CAR },
      schema: {
        tags,
        querystring: ListQuerySchema,
        body: CarLicenceListBodySchema,
        response: { 200: listResponseSchema(CarLicenceRowSchema) },
      },
    },
    (req) => cars.list(ctx, req, user(req), { page: req.query.page, body: req.body ?? {} }),
  );
  r.post(
    `${CAR_BASE}/store`,
    { config: { access: CAR }, schema: { tags, body: CarLicenceSchema } },
    async (req, reply) => reply.code(201).send(await cars.store(ctx, req, user(req), req.body)),
  );
  for (const path of ['view', 'edit'])
    r.get(
      `${CAR_BASE}/${path}/:id`,
      {
        config: { access: CAR, resource: carResource },
        schema: { tags, params: idParam, response: recordResponseSchema(CarLicenceViewSchema) },
      },
      (req) => cars.view(ctx, req, user(req), req.params.id),
    );
  r.post(
    `${CAR_BASE}/update/:id`,
    {
      config: { access: CAR, resource: carResource },
      schema: { tags, params: idParam, body: CarLicenceSchema },
    },
    (req) => cars.update(ctx, req, user(req), req.params.id, req.body),
  );
  for (const action of ['approve', 'reject'] as const)
    r.post(
      `${CAR_BASE}/${action}/:id`,
      { config: { access: CAR, resource: carResource }, schema: { tags, params: idParam } },
      (req) => cars.act(ctx, req, req.params.id, action, (req.body ?? {}) as Record<string, unknown>),
    );

  // Temporary licences (orders on form 7, issued licences, their forms).
  await tempLicencesRoutes(app, ctx);
}
