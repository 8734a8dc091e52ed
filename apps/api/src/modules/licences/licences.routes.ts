import { licencesEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { attachmentRoutes } from '../../lib/attachment-routes';
import { uploadAttachment } from '../../lib/attachments';
import { route } from '../../lib/route';
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
const carResource = { table: 'car_licences' };

/**
 * Spec 001 §7 "Readiness licence" and spec 000 §7 entry (car) licences: the paths, bodies and
 * answers are the contract's `licencesEndpoints`. Company callers see and change only their own
 * organisation's requests (another company's id → 404).
 */
export async function licencesRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['licences'];
  const index = { access: INDEX, tags };
  const create = { access: CREATE, tags };

  route(app, e.readinessList, index, ({ query, body }, _, { req }) =>
    readiness.list(ctx, req, currentUser(req), { page: query.page, body: body ?? {} }),
  );
  route(app, e.readinessDetails, { ...index, resource }, ({ params }, _, { req }) =>
    readiness.details(ctx, req, currentUser(req), params.id),
  );
  route(app, e.readinessCreate, create, (_, __, { req }) => readiness.createData(ctx, req, currentUser(req)));
  route(app, e.readinessQuestionAnswer, { ...index, resource }, ({ params }, _, { req }) =>
    readiness.questionAnswer(ctx, req, currentUser(req), params.id),
  );
  route(app, e.readinessStore, create, ({ body }, _, { req }) =>
    readiness.store(ctx, req, currentUser(req), body as { assign_camp_id: number; is_committed: 0 | 1 }),
  );
  route(app, e.readinessAnswerQuestions, create, ({ body }, _, { req }) =>
    readiness.saveAnswers(ctx, req, currentUser(req), body, false),
  );
  route(app, e.readinessUpdateAllAnswers, create, ({ body }, _, { req }) =>
    readiness.saveAnswers(ctx, req, currentUser(req), body, true),
  );
  for (const [endpoint, action] of [
    [e.readinessApprove, 'approve'],
    [e.readinessDisapprove, 'disapprove'],
    [e.readinessReject, 'reject'],
    [e.readinessCancel, 'cancel'],
  ] as const)
    route(app, endpoint, { access: action === 'cancel' ? SECTION : INDEX, tags }, ({ body }, _, { req }) =>
      readiness.act(ctx, req, action, body),
    );
  route(app, e.readinessPledge, { access: PLEDGE, tags }, (_, __, { req }) => readiness.pledge(ctx, req));

  const area = {
    ...readiness.readinessAttachments,
    downloadUrl: (id: number) => `/api${BASE}/attachments/download/${id}`,
  };
  route(app, e.readinessUpdateKroky, create, ({ query }, actor, { req }) =>
    uploadAttachment(ctx, multipartOf(req), area, actor, query.id, 'kroky', `${BASE}/update-kroky`),
  );
  await attachmentRoutes(app, ctx, {
    ...readiness.readinessAttachments,
    base: BASE,
    tags,
    access: { read: INDEX, upload: CREATE, review: INDEX, delete: CREATE },
    recordTable: 'readiness_licenses',
  });

  // Entry (car) licences: general/licenseCarOrder?page (spec 000 §7) and the §3 pattern.
  const car = { access: CAR, tags };
  const carById = { ...car, resource: carResource };
  route(app, e.carList, car, ({ query, body }, _, { req }) =>
    cars.list(ctx, req, currentUser(req), { page: query.page, body: body ?? {} }),
  );
  route(app, e.carStore, car, ({ body }, _, { req }) => cars.store(ctx, req, currentUser(req), body));
  for (const endpoint of [e.carView, e.carEdit])
    route(app, endpoint, carById, ({ params }, _, { req }) =>
      cars.view(ctx, req, currentUser(req), params.id),
    );
  route(app, e.carUpdate, carById, ({ params, body }, _, { req }) =>
    cars.update(ctx, req, currentUser(req), params.id, body),
  );
  // The reject's reason travels in an undeclared body (read as the workflow's input).
  for (const [endpoint, action] of [
    [e.carApprove, 'approve'],
    [e.carReject, 'reject'],
  ] as const)
    route(app, endpoint, carById, ({ params }, _, { req }) =>
      cars.act(ctx, req, params.id, action, (req.body ?? {}) as Record<string, unknown>),
    );

  // Temporary licences (orders on form 7, issued licences, their forms).
  await tempLicencesRoutes(app, ctx);
}
