import { licencesEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { attachmentRoutes } from '../../lib/attachment-routes';
import { route } from '../../lib/route';
import { multipartOf } from '../../lib/uploads';
import * as cars from './car-licences.service';
import { krokyOf } from './licences.shared';
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

  route(app, e.readinessList, index, ({ query, body }, actor) =>
    readiness.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.readinessDetails, { ...index, resource }, ({ params }, actor) =>
    readiness.details(ctx, actor, params.id),
  );
  route(app, e.readinessCreate, create, (_, actor) => readiness.createData(ctx, actor));
  route(app, e.readinessQuestionAnswer, { ...index, resource }, ({ params }, actor) =>
    readiness.questionAnswer(ctx, actor, params.id),
  );
  route(app, e.readinessStore, create, ({ body }, actor) =>
    readiness.store(ctx, actor, body as { assign_camp_id: number; is_committed: 0 | 1 }),
  );
  route(app, e.readinessAnswerQuestions, create, ({ body }, actor) =>
    readiness.saveAnswers(ctx, actor, body, false),
  );
  route(app, e.readinessUpdateAllAnswers, create, ({ body }, actor) =>
    readiness.saveAnswers(ctx, actor, body, true),
  );
  for (const [endpoint, action] of [
    [e.readinessApprove, 'approve'],
    [e.readinessDisapprove, 'disapprove'],
    [e.readinessReject, 'reject'],
    [e.readinessCancel, 'cancel'],
  ] as const)
    route(app, endpoint, { access: action === 'cancel' ? SECTION : INDEX, tags }, ({ body }, actor) =>
      readiness.act(ctx, actor, action, body),
    );
  route(app, e.readinessPledge, { access: PLEDGE, tags }, (_, actor) => readiness.pledge(ctx, actor));

  const kroky = krokyOf(readiness.readinessAttachments, BASE);
  route(app, e.readinessUpdateKroky, create, ({ query }, actor, { req }) =>
    kroky.upload(ctx, actor, multipartOf(req), query.id, `${BASE}/update-kroky`),
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
  route(app, e.carList, car, ({ query, body }, actor) =>
    cars.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.carStore, car, ({ body }, actor) => cars.store(ctx, actor, body));
  for (const endpoint of [e.carView, e.carEdit])
    route(app, endpoint, carById, ({ params }, actor) => cars.view(ctx, actor, params.id));
  route(app, e.carUpdate, carById, ({ params, body }, actor) => cars.update(ctx, actor, params.id, body));
  // The reject's reason travels in an undeclared body (read as the workflow's input).
  for (const [endpoint, action] of [
    [e.carApprove, 'approve'],
    [e.carReject, 'reject'],
  ] as const)
    route(app, endpoint, carById, ({ params }, actor, { req }) =>
      cars.act(ctx, actor, params.id, action, (req.body ?? {}) as Record<string, unknown>),
    );

  // Temporary licences (orders on form 7, issued licences, their forms).
  await tempLicencesRoutes(app, ctx);
}
