/**
 * The temporary-licence form definitions (`general/temp_license_forms`, the /temp-licenses-forms
 * screens): the templates area's forms of type `temp_license`.
 */
import type { FormSchema } from '@mashaer/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { ListInput } from '../../lib/list';
import * as defs from '../templates/definitions.service';
import * as repo from './temp-licences.repository';

type FormValues = z.output<typeof FormSchema>;

/** A form of type `temp_license`, or 404 (the other forms are the templates area's). */
async function assertTempForm(db: Tx, id: number) {
  if (!(await repo.isTempForm(db, id))) throw AppError.notFound();
}

export const listForms = (ctx: AppContext, actor: Actor, input: ListInput) =>
  defs.listForms(ctx, actor, { ...input, body: { ...input.body, type: 'temp_license' } });
export async function getForm(ctx: AppContext, actor: Actor, id: number) {
  await assertTempForm(ctx.db, id);
  return defs.getForm(ctx, actor, id);
}
export const formData = (ctx: AppContext, actor: Actor) => defs.formBuilderData(ctx, actor);
export const storeForm = (ctx: AppContext, actor: Actor, v: FormValues) =>
  defs.storeForm(ctx, actor, { ...v, type: 'temp_license' });
export async function updateForm(ctx: AppContext, actor: Actor, id: number, v: FormValues) {
  await assertTempForm(ctx.db, id);
  return defs.updateForm(ctx, actor, id, { ...v, type: 'temp_license' });
}
