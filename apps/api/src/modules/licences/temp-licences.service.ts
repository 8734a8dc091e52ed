/**
 * Issued temporary licences (`general/temp_licenses`, the /licenses screens; the form definitions
 * are temp-licence-forms.service.ts). A licence is issued by an
 * order's approval or directly by the authority; editing it re-issues its document (the old QR
 * answers "superseded"); only a licence without an order may be deleted (its document is cancelled).
 */
import type { Paginated, TempLicenceEdit, TempLicenceInput, TempLicenceRow } from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { tempLicenses } from '../../db/schema';
import { type Actor, i18nOf, scopeOrg } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { cancel as cancelDocument, documentSummary, liveDocument } from '../../lib/documents';
import { type ListInput, listResponse } from '../../lib/list';
import { lockInScope } from '../../lib/scope';
import { auditLicence } from './licences.shared';
import {
  addDays,
  insertTempLicence,
  issueTempLicenceDocument,
  type TempLicence,
} from './temp-licence.workflow';
import * as repo from './temp-licences.repository';

const B = 'general/temp_licenses';

export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const lang = actor.lang;
  const org = scopeOrg(actor);
  const page = await repo.listTempLicences(ctx.db, input, org, lang);
  return listResponse(page as unknown as Paginated<TempLicenceRow>, {
    company_id: await repo.companyOptions(ctx.db, org, lang),
  });
}

/** `GET create`: the organisations to choose from. */
export async function createData(ctx: AppContext, actor: Actor) {
  return { data: { companies: await repo.companyOptions(ctx.db, scopeOrg(actor), actor.lang) } };
}

async function assertCompany(tx: Tx, id: number) {
  if (!(await repo.isLicensable(tx, id)))
    throw AppError.invalid({ company_id: 'temp_licence.company_unknown' });
}

/** `GET edit/{id}`: the licence with its document's validity and QR link. */
export async function edit(ctx: AppContext, actor: Actor, id: number) {
  const lang = actor.lang;
  const row = await repo.licenceWithCompany(ctx.db, id, scopeOrg(actor), lang);
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
export async function store(ctx: AppContext, actor: Actor, body: TempLicenceInput) {
  const row = await ctx.db.transaction(async (tx) => {
    await assertCompany(tx, body.company_id);
    const r = await insertTempLicence(tx, {
      company_id: body.company_id,
      activity: body.activity,
      period: body.period,
      starts_at: body.starts_at,
      conditions: body.conditions ?? null,
      created_by: actor.id,
    });
    await issueTempLicenceDocument(tx, r.id, actor.id);
    await auditLicence(tx, actor, {
      event: 'created',
      table: 'temp_licenses',
      recordId: r.id,
      new: r,
      method: `${B}/store`,
    });
    return r;
  });
  return { message: i18nOf(actor).t('temp_licence.licence_created'), data: row };
}

/** `POST update/{id}`: activity, period, start and conditions (and the holder of a direct licence). */
export async function update(ctx: AppContext, actor: Actor, id: number, body: TempLicenceInput) {
  const row = await ctx.db.transaction(async (tx) => {
    const old = (await lockInScope(tx, tempLicenses, id, actor, tempLicenses.company_id)) as TempLicence;
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
    await issueTempLicenceDocument(tx, id, actor.id);
    await auditLicence(tx, actor, {
      event: 'updated',
      table: 'temp_licenses',
      recordId: id,
      old,
      new: r,
      method: `${B}/update/${id}`,
    });
    return r;
  });
  return { message: i18nOf(actor).t('temp_licence.licence_updated'), data: row };
}

/** `DELETE destroy/{id}`: only a licence issued directly; its document is cancelled. */
export async function destroy(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const old = (await lockInScope(tx, tempLicenses, id, actor, tempLicenses.company_id)) as TempLicence;
    if (old.temp_license_order_id !== null)
      throw new AppError(422, 'temp_licence.licence_of_order', {
        fields: { id: 'temp_licence.licence_of_order' },
      });
    const ref = { type: 'temp_license' as const, recordId: id };
    if (await liveDocument(tx, ref)) await cancelDocument(tx, ref);
    await repo.deleteTempLicence(tx, id);
    await auditLicence(tx, actor, {
      event: 'deleted',
      table: 'temp_licenses',
      recordId: id,
      old,
      method: `${B}/destroy/${id}`,
    });
  });
  return { message: i18nOf(actor).t('temp_licence.licence_deleted') };
}
