/**
 * Regulatory violation orders (issue 31 §4; spec 001 §7 "Regulatory violations"): the authority
 * issues a formal order to one company from one or more of its violations, with the total fine of
 * their levels; the order is a verifiable document (QR), and a fine raises its sadad bill through
 * the finance area's own service.
 */
import { REGULATORY_ORDER_SETTING, sarText, translate } from '@mashaer/contract';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { outer, query, type Tx } from '../../db/client';
import { users, violationLevels, violationOrders, violations } from '../../db/schema';
import { type Actor, scopeOrg } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { documentSummary, issueDocument } from '../../lib/documents';
import { extend } from '../../lib/extend';
import { type ListInput, listResponse, runList } from '../../lib/list';
import { orgName } from '../../lib/org-name';
import { settingText } from '../cms/cms.service';
import * as sadad from '../finance/sadad.service';
import { orderContent } from './violation-order.document';
import * as repo from './violations.repository';

const company = alias(users, 'order_company');
const companyName = (lang: 'ar' | 'en') => orgName(company, lang);
const count = sql<number>`(select count(*)::int from violations v where v.violation_order_id = ${outer(violationOrders.id)})`;
const joins = (q: PgSelect) =>
  q.innerJoin(company, eq(company.id, violationOrders.company_id)) as unknown as PgSelect;

type OrderRow = typeof violationOrders.$inferSelect & { company_name: string; violations_count: number };
const present = (r: OrderRow) =>
  extend(r, { total_fine_sar: sarText(r.total_fine), created_at: r.created_at.toISOString() });

export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const org = scopeOrg(actor);
  const page = await runList(
    ctx.db,
    {
      from: violationOrders,
      joins,
      select: {
        ...getTableColumns(violationOrders),
        company_name: companyName(actor.lang),
        violations_count: count,
      },
      base: [org === null ? undefined : eq(violationOrders.company_id, org)],
      filters: {
        company_id: { op: 'eq', column: violationOrders.company_id },
        search: {
          op: 'search',
          columns: [violationOrders.number, company.company_name_ar, company.company_name_en],
        },
      },
      sorts: { id: violationOrders.id, total_fine: violationOrders.total_fine },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: violationOrders.id,
    },
    input,
  );
  return listResponse({ ...page, data: page.data.map((r) => present(r as unknown as OrderRow)) });
}

/** `GET general/regulatory-violation-order/{id}`: the order, its violations, the legal text, its QR. */
export async function show(ctx: AppContext, actor: Actor, id: number) {
  const org = scopeOrg(actor);
  const q = ctx.db
    .select({
      ...getTableColumns(violationOrders),
      company_name: companyName(actor.lang),
      violations_count: count,
    })
    .from(violationOrders)
    .$dynamic();
  const [r] = await (joins(q as unknown as PgSelect) as unknown as typeof q).where(
    and(eq(violationOrders.id, id), org === null ? undefined : eq(violationOrders.company_id, org)),
  );
  if (!r) throw AppError.notFound();
  const items = (await repo.ofOrder(ctx.db, id)).map((v) => ({
    id: v.id,
    number: v.number,
    camp_number: v.camp_number,
    level_name: actor.lang === 'en' ? v.level_en : v.level_ar,
    fine: v.fine,
    body: v.body,
    created_at: v.created_at.toISOString(),
  }));
  const doc = await documentSummary(
    ctx.db,
    ctx.config.PUBLIC_URL,
    { type: 'violation_order', recordId: id },
    actor.lang,
  );
  return {
    data: {
      ...present(r as OrderRow),
      // The authority's wording from the CMS settings, the dictionary's when the setting is hidden.
      legal_text: await settingText(
        ctx.db,
        REGULATORY_ORDER_SETTING,
        actor.lang,
        'violation_order.legal_text',
      ),
      violations: items,
      document: doc ? { code: doc.code, url: doc.url } : null,
    },
  };
}

/**
 * `POST general/regulatory-violation-order/store`: the order from one company's violations (none
 * cancelled, none in another order), its document issued; a fine raises its sadad bill.
 */
export async function store(
  ctx: AppContext,
  actor: Actor,
  body: { violation_form_ids: number[]; notes?: string | null },
) {
  if (!actor.isAuthority) throw AppError.forbidden();
  const ids = [...new Set(body.violation_form_ids)];
  const order = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ v: violations, fine: violationLevels.fine })
      .from(violations)
      .innerJoin(violationLevels, eq(violationLevels.id, violations.level_id))
      .where(inArray(violations.id, ids))
      .for('update', { of: violations });
    if (rows.length !== ids.length)
      throw AppError.invalid({ violation_form_ids: 'violation_order.violation_unknown' });
    for (const { v } of rows) {
      if (v.violation_order_id)
        throw AppError.invalid({
          violation_form_ids: { key: 'violation_order.violation_taken', params: { number: v.number } },
        });
      if (v.status === 'cancelled' || v.status === 'created')
        throw AppError.invalid({
          violation_form_ids: { key: 'violation_order.violation_cancelled', params: { number: v.number } },
        });
    }
    const companies = new Set(rows.map((r) => r.v.company_id));
    if (companies.size !== 1)
      throw AppError.invalid({ violation_form_ids: 'violation_order.mixed_companies' });
    const total = rows.reduce((s, r) => s + r.fine, 0);
    const [seq] = await query<{ n: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('violation_orders', 'id'))::int as n`,
    );
    const n = Number(seq.n);
    const [o] = await tx
      .insert(violationOrders)
      .values({
        id: n,
        number: `RVO-${String(n).padStart(6, '0')}`,
        company_id: rows[0].v.company_id,
        total_fine: total,
        notes: body.notes ?? null,
        issued_by: actor.id,
      })
      .returning();
    // Not a status: which order a violation is in (its own workflow is untouched).
    await tx.update(violations).set({ violation_order_id: o.id }).where(inArray(violations.id, ids));
    await issueDocument(tx, {
      type: 'violation_order',
      recordId: o.id,
      content: await orderContent(tx, o.id),
      issuedBy: actor.id,
    });
    await audit(tx, null, {
      event: 'created',
      table: 'violation_orders',
      recordId: o.id,
      old: null,
      new: { ...o, violations: ids },
      module: 'violations',
      method: 'general/regulatory-violation-order/store',
      userId: actor.id,
      ip: actor.ip,
    });
    // A fine's sadad bill commits with the order (never an order without its bill).
    if (o.total_fine > 0) await billFine(tx, actor, o);
    return o;
  });
  const [r] = (await list(ctx, actor, { page: 1, body: { search: order.number, paginate: 1 } })).data.data;
  return { message: translate(actor.lang, 'violation_order.created'), data: r };
}

/** The fine's sadad bill, raised by the finance area's service; the order keeps its id. */
async function billFine(tx: Tx, actor: Actor, order: typeof violationOrders.$inferSelect) {
  const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const bill = await sadad.raiseBill(tx, actor, {
    company_id: order.company_id,
    bill_number: String(9_000_000_000 + order.id),
    amount: order.total_fine,
    due_date: due,
    reason: 'violation_fine',
    description: order.number,
    linked_type: 'violation_order',
    linked_id: order.id,
  });
  await tx.update(violationOrders).set({ sadad_order_id: bill.id }).where(eq(violationOrders.id, order.id));
}
