/**
 * Issued temporary licences (`general/temp_licenses`, the /licenses screens) and the
 * temporary-licence form definitions (`general/temp_license_forms`, the /temp-licenses-forms
 * screens, on the templates engine: forms of type `temp_license`). A licence is issued by an
 * order's approval or directly by the authority; editing it re-issues its document (the old QR
 * answers "superseded"); only a licence without an order may be deleted (its document is cancelled).
 */
import type {
  FormSchema,
  Lang,
  Paginated,
  TempLicenceEdit,
  TempLicenceInput,
  TempLicenceRow,
} from '@mashaer/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { tempLicenses } from '../../db/schema';
import { actorOf } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { cancel as cancelDocument, documentSummary, liveDocument } from '../../lib/documents';
import { type ListInput, listResponse } from '../../lib/list';
import { lockInScope } from '../../lib/scope';
import { type AuthUser, scopeOrg } from '../../plugins/access';
import * as defs from '../templates/definitions.service';
import {
  addDays,
  insertTempLicence,
  issueTempLicenceDocument,
  type TempLicence,
} from './temp-licence.workflow';
import * as repo from './temp-licences.repository';

const MODULE = 'licences';
const B = 'general/temp_licenses';

export async function list(ctx: AppContext, req: FastifyRequest, user: AuthUser, input: ListInput) {
  const lang = req.lang as Lang;
  const org = scopeOrg(user);
  const page = await repo.listTempLicences(ctx.db, input, org, lang);
  return listResponse(page as unknown as Paginated<TempLicenceRow>, {
    company_id: await repo.companyOptions(ctx.db, org, lang),
  });
}

/** `GET create`: the organisations to choose from. */
export async function createData(ctx: AppContext, req: FastifyRequest, user: AuthUser) {
  return { data: { companies: await repo.companyOptions(ctx.db, scopeOrg(user), req.lang as Lang) } };
}

async function assertCompany(tx: Tx, id: number) {
  if (!(await repo.isLicensable(tx, id)))
    throw AppError.invalid({ company_id: 'temp_licence.company_unknown' });
}

/** `GET edit/{id}`: the licence with its document's validity and QR link. */
export async function edit(ctx: AppContext, req: FastifyRequest, user: AuthUser, id: number) {
  const lang = req.lang as Lang;
  const row = await repo.licenceWithCompany(ctx.db, id, scopeOrg(user), lang);
  if (!row) throw AppError.notFound();
  const ref = { type: 'temp_license' as const, recordId: id };
  return {
    data: {
      ...row.l,
      company_name: row.company_name,
      document: await documentSummary(ctx.db, ctx.config.PUBLIC_URL, ref, lang),
    } as unknown as TempLicenceEdit,
  };
}

/** `POST store`: a licence issued directly by the authority, with its document. */
export async function store(ctx: AppContext, req: FastifyRequest, user: AuthUser, body: TempLicenceInput) {
  const row = await ctx.db.transaction(async (tx) => {
    await assertCompany(tx, body.company_id);
    const r = await insertTempLicence(tx, {
      company_id: body.company_id,
      activity: body.activity,
      period: body.period,
      starts_at: body.starts_at,
      conditions: body.conditions ?? null,
      created_by: user.id,
    });
    await issueTempLicenceDocument(tx, r.id, user.id);
    await audit(tx, req, {
      event: 'created',
      table: 'temp_licenses',
      recordId: r.id,
      new: r,
      module: MODULE,
      method: `${B}/store`,
    });
    return r;
  });
  return { message: req.t('temp_licence.licence_created'), data: row };
}

/** `POST update/{id}`: activity, period, start and conditions (and the holder of a direct licence). */
export async function update(
  ctx: AppContext,
  req: FastifyRequest,
  user: AuthUser,
  id: number,
  body: TempLicenceInput,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const old = (await lockInScope(tx, tempLicenses, id, user, tempLicenses.company_id)) as TempLicence;
    // A licence issued by an order stays its company's.
    const companyId = old.temp_license_order_id === null ? body.company_id : old.company_id;
    if (companyId !== old.company_id) await assertCompany(tx, companyId);
    const r = await repo.updateTempLicence(tx, id, {
      company_id: companyId,
      activity: body.activity,
      period: body.period,
      starts_at: body.starts_at,
      ends_at: addDays(body.starts_at, body.period),
      conditions: body.conditions ?? null,
    });
    await issueTempLicenceDocument(tx, id, user.id);
    await audit(tx, req, {
      event: 'updated',
      table: 'temp_licenses',
      recordId: id,
      old,
      new: r,
      module: MODULE,
      method: `${B}/update/${id}`,
    });
    return r;
  });
  return { message: req.t('temp_licence.licence_updated'), data: row };
}

/** `DELETE destroy/{id}`: only a licence issued directly; its document is cancelled. */
export async function destroy(ctx: AppContext, req: FastifyRequest, user: AuthUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    const old = (await lockInScope(tx, tempLicenses, id, user, tempLicenses.company_id)) as TempLicence;
    if (old.temp_license_order_id !== null)
      throw new AppError(422, 'temp_licence.licence_of_order', {
        fields: { id: 'temp_licence.licence_of_order' },
      });
    const ref = { type: 'temp_license' as const, recordId: id };
    if (await liveDocument(tx, ref)) await cancelDocument(tx, ref, req);
    await repo.deleteTempLicence(tx, id);
    await audit(tx, req, {
      event: 'deleted',
      table: 'temp_licenses',
      recordId: id,
      old,
      module: MODULE,
      method: `${B}/destroy/${id}`,
    });
  });
  return { message: req.t('temp_licence.licence_deleted') };
}

// ---- temporary-licence form definitions (forms of type `temp_license`) ----

type FormValues = z.output<typeof FormSchema>;

/** A form of type `temp_license`, or 404 (the other forms are the templates area's). */
async function assertTempForm(db: Tx, id: number) {
  if (!(await repo.isTempForm(db, id))) throw AppError.notFound();
}

export const listForms = (ctx: AppContext, req: FastifyRequest, input: ListInput) =>
  defs.listForms(ctx, actorOf(req), { ...input, body: { ...input.body, type: 'temp_license' } });
export async function getForm(ctx: AppContext, req: FastifyRequest, id: number) {
  await assertTempForm(ctx.db, id);
  return defs.getForm(ctx, actorOf(req), id);
}
export const formData = (ctx: AppContext, req: FastifyRequest) => defs.formBuilderData(ctx, actorOf(req));
export const storeForm = (ctx: AppContext, req: FastifyRequest, v: FormValues) =>
  defs.storeForm(ctx, actorOf(req), { ...v, type: 'temp_license' });
export async function updateForm(ctx: AppContext, req: FastifyRequest, id: number, v: FormValues) {
  await assertTempForm(ctx.db, id);
  return defs.updateForm(ctx, actorOf(req), id, { ...v, type: 'temp_license' });
}
