import {
  AppointmentFormsAnswerSchema,
  ContractBulkSignSchema,
  ContractBulkStoreSchema,
  ContractListBodySchema,
  ContractRowSchema,
  ContractSignedSchema,
  ContractSignSchema,
  ContractStoredSchema,
  ContractStoreSchema,
  ContractsSignedSchema,
  ContractsStoredSchema,
  type ContractView,
  ContractViewSchema,
  DeliveryFormStartedSchema,
  idParam,
  ListQuerySchema,
  listResponseSchema,
  StartDeliveryFormSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { asAnswer } from '../../lib/crud';
import { answers } from '../../lib/route';
import { currentUser } from '../../plugins/access';
import * as contracts from './contracts.service';
import * as deliveryForms from './delivery-forms.service';

const SIGN = { permission: 'delivery-signature-index' } as const;
const CREATE = { permission: 'delivery-camp-index' } as const;
const APPT = { permission: 'delivery-appointment-index' } as const;
const contract = { table: 'contracts' };
const contractList = listResponseSchema(ContractRowSchema);
const appt = { table: 'appointments' };

/**
 * Spec §7 "Appointments and contracts" (paths verbatim): general/contracts/store, bulk-store,
 * sign-contract/{id} (GET: the contract to sign and print; POST with the password: the
 * signature), bulk-sign; plus the list and the delivery-form entry points of an appointment
 * (ARCHITECTURE §3 pattern). The printed contract's QR check is the documents mechanism's. The authority creates contracts
 * (delivery-camp-index); both parties sign with delivery-signature-index, a company only its own.
 */
export async function contractsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contracts'];
  const user = currentUser;

  r.post(
    '/general/contracts',
    {
      config: { access: SIGN },
      schema: {
        tags,
        querystring: ListQuerySchema,
        body: ContractListBodySchema,
        response: { 200: contractList },
      },
    },
    async (req) =>
      asAnswer<z.output<typeof contractList>>(
        await contracts.list(ctx, req, user(req), { page: req.query.page, body: req.body ?? {} }),
      ),
  );
  r.post(
    '/general/contracts/store',
    {
      config: { access: CREATE },
      schema: { tags, response: answers({ 201: ContractStoredSchema }), body: ContractStoreSchema },
    },
    async (req, reply) =>
      reply.code(201).send(await contracts.store(ctx, req, user(req), req.body.assign_camps_id)),
  );
  r.post(
    '/general/contracts/bulk-store',
    {
      config: { access: CREATE },
      schema: { tags, response: answers({ 201: ContractsStoredSchema }), body: ContractBulkStoreSchema },
    },
    async (req, reply) =>
      reply.code(201).send(await contracts.bulkStore(ctx, req, user(req), req.body.assign_camps_ids)),
  );
  r.get(
    '/general/contracts/sign-contract/:id',
    {
      config: { access: SIGN, resource: contract },
      schema: { tags, params: idParam, response: { 200: z.object({ data: ContractViewSchema }) } },
    },
    async (req) => asAnswer<{ data: ContractView }>(await contracts.show(ctx, req, user(req), req.params.id)),
  );
  r.post(
    '/general/contracts/sign-contract/:id',
    {
      config: { access: SIGN, resource: contract },
      schema: {
        tags,
        response: answers({ 200: ContractSignedSchema }),
        params: idParam,
        body: ContractSignSchema,
      },
    },
    (req) => contracts.sign(ctx, req, user(req), req.params.id, req.body.password),
  );
  r.post(
    '/general/contracts/bulk-sign',
    {
      config: { access: SIGN },
      schema: { tags, response: answers({ 200: ContractsSignedSchema }), body: ContractBulkSignSchema },
    },
    (req) => contracts.bulkSign(ctx, req, user(req), req.body.contract_ids, req.body.password),
  );

  // Delivery forms of an appointment (the filling itself goes through general/forms/*).
  r.get(
    '/general/appointments/forms/:id',
    {
      config: { access: APPT, resource: appt },
      schema: { tags, response: answers({ 200: AppointmentFormsAnswerSchema }), params: idParam },
    },
    (req) => deliveryForms.formsOf(ctx, req, user(req), req.params.id),
  );
  r.post(
    '/general/appointments/start-form/:id',
    {
      config: { access: APPT, resource: appt },
      schema: {
        tags,
        response: answers({ 200: DeliveryFormStartedSchema }),
        params: idParam,
        body: StartDeliveryFormSchema,
      },
    },
    (req) => deliveryForms.start(ctx, req, user(req), req.params.id, req.body.form_id),
  );
}
