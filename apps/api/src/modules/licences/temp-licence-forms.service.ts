/**
 * The temporary-licence form definitions (`general/temp_license_forms`, the /temp-licenses-forms
 * screens): the templates area's forms of type `temp_license`. Its form services still take the
 * request (language, caller), so these pass it on until they take an actor.
 */
import type { FormSchema } from '@mashaer/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ListInput } from '../../lib/list';
import * as defs from '../templates/definitions.service';
import * as repo from './temp-licences.repository';

type FormValues = z.output<typeof FormSchema>;

/** A form of type `temp_license`, or 404 (the other forms are the templates area's). */
async function assertTempForm(db: Tx, id: number) {
  if (!(await repo.isTempForm(db, id))) throw AppError.notFound();
}

export const listForms = (ctx: AppContext, req: FastifyRequest, input: ListInput) =>
  defs.listForms(ctx, req, { ...input, body: { ...input.body, type: 'temp_license' } });
export async function getForm(ctx: AppContext, req: FastifyRequest, id: number) {
  await assertTempForm(ctx.db, id);
  return defs.getForm(ctx, req, id);
}
export const formData = (ctx: AppContext, req: FastifyRequest) => defs.formBuilderData(ctx, req);
export const storeForm = (ctx: AppContext, req: FastifyRequest, v: FormValues) =>
  defs.storeForm(ctx, req, { ...v, type: 'temp_license' });
export async function updateForm(ctx: AppContext, req: FastifyRequest, id: number, v: FormValues) {
  await assertTempForm(ctx.db, id);
  return defs.updateForm(ctx, req, id, { ...v, type: 'temp_license' });
}
