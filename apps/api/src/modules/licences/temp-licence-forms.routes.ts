import {
  idParam,
  ListQuerySchema,
  TempFormListBodySchema,
  TempFormListSchema,
  TempFormSchema,
  TempRecordAnswerSchema,
  TempWriteSchema,
} from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { answers } from '../../lib/route';
import * as licences from './temp-licences.service';

const FORMS = '/general/temp_license_forms';
const FORMS_ACCESS = { permission: 'temp-tamplate-form-index' } as const;
const tempForm = { table: 'forms', rows: "t.type = 'temp_license'" };

/** The temporary-licence forms (general/temp_license_forms, inferred), on the templates engine. */
export async function tempLicenceFormsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['temp-licences'];

  type FormBody = z.output<typeof TempFormSchema>;
  r.post(
    FORMS,
    {
      config: { access: FORMS_ACCESS },
      schema: {
        response: answers({ 200: TempFormListSchema }),
        tags,
        querystring: ListQuerySchema,
        body: TempFormListBodySchema,
      },
    },
    (req) => licences.listForms(ctx, req, { page: req.query.page, body: req.body ?? {} }),
  );
  r.get(
    `${FORMS}/get-data`,
    {
      config: { access: FORMS_ACCESS },
      schema: { response: answers({ 200: TempRecordAnswerSchema }), tags },
    },
    (req) => licences.formData(ctx, req),
  );
  r.get(
    `${FORMS}/edit/:id`,
    {
      config: { access: FORMS_ACCESS, resource: tempForm },
      schema: { response: answers({ 200: TempRecordAnswerSchema }), tags, params: idParam },
    },
    (req) => licences.getForm(ctx, req, req.params.id),
  );
  r.post(
    `${FORMS}/store`,
    {
      config: { access: FORMS_ACCESS },
      schema: { response: answers({ 201: TempWriteSchema }), tags, body: TempFormSchema },
    },
    async (req, reply) => reply.code(201).send(await licences.storeForm(ctx, req, req.body as FormBody)),
  );
  r.post(
    `${FORMS}/update/:id`,
    {
      config: { access: FORMS_ACCESS, resource: tempForm },
      schema: { response: answers({ 200: TempWriteSchema }), tags, params: idParam, body: TempFormSchema },
    },
    (req) => licences.updateForm(ctx, req, req.params.id, req.body as FormBody),
  );
}
