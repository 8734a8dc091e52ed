import { contractsEndpoints as e } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import * as contracts from './contracts.service';
import * as deliveryForms from './delivery-forms.service';

/**
 * Spec §7 "Appointments and contracts" (the paths, bodies and answers are the contract's
 * `contractsEndpoints`): general/contracts/store, bulk-store, sign-contract/{id} (GET: the contract
 * to sign and print; POST with the password: the signature), bulk-sign; plus the list and the
 * delivery-form entry points of an appointment (ARCHITECTURE §3 pattern). The printed contract's QR
 * check is the documents mechanism's. The authority creates contracts (delivery-camp-index); both
 * parties sign with delivery-signature-index, a company only its own.
 */
export async function contractsRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['contracts'];
  const sign = { access: { permission: 'delivery-signature-index' }, tags } as const;
  const signById = { ...sign, resource: { table: 'contracts' } };
  const create = { access: { permission: 'delivery-camp-index' }, tags } as const;

  route(app, e.list, sign, ({ query, body }, actor) =>
    contracts.list(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.store, create, ({ body }, actor) => contracts.store(ctx, actor, body.assign_camps_id));
  route(app, e.bulkStore, create, ({ body }, actor) =>
    contracts.bulkStore(ctx, actor, body.assign_camps_ids),
  );
  route(app, e.show, signById, ({ params }, actor) => contracts.show(ctx, actor, params.id));
  route(app, e.sign, signById, ({ params, body }, actor) =>
    contracts.sign(ctx, actor, params.id, body.password),
  );
  route(app, e.bulkSign, sign, ({ body }, actor) =>
    contracts.bulkSign(ctx, actor, body.contract_ids, body.password),
  );

  // Delivery forms of an appointment (the filling itself goes through general/forms/*).
  const appt = {
    access: { permission: 'delivery-appointment-index' },
    tags,
    resource: { table: 'appointments' },
  } as const;
  route(app, e.appointmentForms, appt, ({ params }, actor) => deliveryForms.formsOf(ctx, actor, params.id));
  route(app, e.startDeliveryForm, appt, ({ params, body }, actor) =>
    deliveryForms.start(ctx, actor, params.id, body.form_id),
  );
}
