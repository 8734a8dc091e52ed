import { tempLicencesEndpoints as e, type TempFormSchema } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import * as forms from './temp-licence-forms.service';

const FORMS_ACCESS = { permission: 'temp-tamplate-form-index' } as const;

type FormBody = z.output<typeof TempFormSchema>;

/**
 * The temporary-licence forms (general/temp_license_forms, inferred), on the templates engine.
 */
export async function tempLicenceFormsRoutes(app: FastifyInstance, ctx: AppContext) {
  const opts = { access: FORMS_ACCESS, tags: ['temp-licences'] };
  const byForm = { ...opts, resource: { table: 'forms', rows: "t.type = 'temp_license'" } };

  route(app, e.formList, opts, ({ query, body }, actor) =>
    forms.listForms(ctx, actor, { page: query.page, body: body ?? {} }),
  );
  route(app, e.formData, opts, (_, actor) => forms.formData(ctx, actor));
  route(app, e.formEdit, byForm, ({ params }, actor) => forms.getForm(ctx, actor, params.id));
  route(app, e.formStore, opts, ({ body }, actor) => forms.storeForm(ctx, actor, body as FormBody));
  route(app, e.formUpdate, byForm, ({ params, body }, actor) =>
    forms.updateForm(ctx, actor, params.id, body as FormBody),
  );
}
