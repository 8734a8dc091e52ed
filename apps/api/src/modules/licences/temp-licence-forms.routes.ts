import { tempLicencesEndpoints as e, type TempFormSchema } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import * as forms from './temp-licence-forms.service';

const FORMS_ACCESS = { permission: 'temp-tamplate-form-index' } as const;

type FormBody = z.output<typeof TempFormSchema>;

/**
 * The temporary-licence forms (general/temp_license_forms, inferred), on the templates engine; the
 * templates area's form services still take the request, handed on here.
 */
export async function tempLicenceFormsRoutes(app: FastifyInstance, ctx: AppContext) {
  const opts = { access: FORMS_ACCESS, tags: ['temp-licences'] };
  const byForm = { ...opts, resource: { table: 'forms', rows: "t.type = 'temp_license'" } };

  route(app, e.formList, opts, ({ query, body }, _, { req }) =>
    forms.listForms(ctx, req, { page: query.page, body: body ?? {} }),
  );
  route(app, e.formData, opts, (_, __, { req }) => forms.formData(ctx, req));
  route(app, e.formEdit, byForm, ({ params }, _, { req }) => forms.getForm(ctx, req, params.id));
  route(app, e.formStore, opts, ({ body }, _, { req }) => forms.storeForm(ctx, req, body as FormBody));
  route(app, e.formUpdate, byForm, ({ params, body }, _, { req }) =>
    forms.updateForm(ctx, req, params.id, body as FormBody),
  );
}
