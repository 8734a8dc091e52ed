/**
 * Achievement (supervision) reports (issue 17 §2): the order's consultant files them on a licensed
 * order (a newer one makes the older ones `old`), adds photos and the site image with its location,
 * and the authority approves or disapproves them with a reason.
 */

import {
  ORDER_WORKFLOW,
  type OrderStatus,
  REPORT_SLOTS,
  REPORT_STATUSES,
  REPORT_WORKFLOW,
  type ReportSlot,
  type ReportStoreSchema,
  statusText,
} from '@mashaer/contract';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { query, type Tx } from '../../db/client';
import { orderReports, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import {
  type AttachmentArea,
  listAttachments,
  openAttachment,
  uploadAttachment,
} from '../../lib/attachments';
import { extend } from '../../lib/extend';
import { equalTo, type ListInput, listResponse, runList } from '../../lib/list';
import { findOr404 } from '../../lib/scope';
import type { MultipartReader } from '../../lib/uploads';
import { applyAction, timeline, workflowState } from '../../lib/workflow';
import { decide, recordFiled } from './order-audit';
import { orderChildList, orgName } from './order-child-list';
import { findOrder } from './orders.repository';
import { type OrderReport, reportWorkflow } from './reports.workflow';

export const REPORT_RECORD = 'order_report';
const consultant = alias(users, 'consultant');

type Scoped = Pick<Actor, 'isAuthority' | 'orgId'>;

/** The authority sees every report; the order's owner, its consultant and its contractor theirs. */
function reportScope(who: Scoped): SQL | undefined {
  if (who.isAuthority) return undefined;
  return or(
    eq(orderReports.company_id, who.orgId),
    eq(orderReports.consultant_id, who.orgId),
    sql`exists (select 1 from orders x where x.id = ${orderReports.order_id} and x.contractor_id = ${who.orgId})`,
  );
}

async function findReport(tx: Tx, who: Scoped, id: number, lock = false): Promise<OrderReport> {
  return findOr404(tx, orderReports, and(eq(orderReports.id, id), reportScope(who)), lock);
}

/** `achive_reports/store`: the order's consultant reports its progress on a licensed order. */
export async function store(ctx: AppContext, actor: Actor, body: z.infer<typeof ReportStoreSchema>) {
  const id = await ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, actor, body.order_id, true);
    if (order.consultant_id !== actor.orgId) throw new AppError(403, 'report.not_consultant');
    if (order.status !== 'licensed')
      throw new AppError(422, 'report.not_available', {
        params: { status: statusText(ORDER_WORKFLOW, order.status as OrderStatus, actor.lang) },
        fields: { order_id: 'report.not_available' },
      });
    // Progress does not go back: a report below the furthest one not disapproved is refused
    // (a disapproved report's figure was the authority's to reject, so it does not count).
    const [furthest] = await query<{ p: number | null }>(
      tx,
      sql`select max(progress)::int as p from order_reports where order_id = ${order.id} and status <> 'disapproved'`,
    );
    if (furthest?.p != null && body.progress < furthest.p) {
      const refusal = { key: 'report.progress_back' as const, params: { last: furthest.p } };
      throw new AppError(422, refusal.key, { params: refusal.params, fields: { progress: refusal } });
    }
    // A newer report makes every older one `old` (the kernel's system move, on the timeline).
    const older = await tx
      .select()
      .from(orderReports)
      .where(and(eq(orderReports.order_id, order.id), ne(orderReports.status, 'old')))
      .for('update');
    for (const r of older) await applyAction(tx, reportWorkflow, actor, r, 'supersede', { system: true });
    const [row] = await tx
      .insert(orderReports)
      .values({
        order_id: order.id,
        company_id: order.company_id,
        consultant_id: actor.orgId,
        progress: body.progress,
        notes: body.notes ?? null,
        created_by: actor.id,
      })
      .returning();
    await recordFiled(tx, reportWorkflow, actor, row, {
      table: 'order_reports',
      method: 'general/orders/achive_reports/store',
    });
    return row.id;
  });
  return show(ctx.db, actor, id);
}

/** `change_report_status`: approve, or disapprove with a reason (pending reports only). */
export async function changeStatus(
  ctx: AppContext,
  actor: Actor,
  body: { report_id: number; status: 'approve' | 'disapproved'; reason?: string },
) {
  await decide(ctx.db, actor, reportWorkflow, (tx) => findReport(tx, actor, body.report_id, true), {
    refuse: body.status === 'approve' ? null : 'disapprove',
    reason: body.reason,
    reasonColumn: 'reason',
  });
  return show(ctx.db, actor, body.report_id);
}

/** One report with its order, files, state and timeline (`/reports/:id`). */
export async function show(db: Tx, actor: Actor, id: number) {
  const r = await findReport(db, actor, id);
  const [o] = await query<{
    number: string;
    camp_number: string;
    company_name: string;
    company_name_en: string;
    consultant_name: string;
    consultant_name_en: string;
    license_number: string | null;
  }>(
    db,
    sql`select o.number, c.camp_number, o.license_number,
               coalesce(co.company_name_ar, co.name) as company_name, coalesce(co.company_name_en, co.name) as company_name_en,
               coalesce(cs.company_name_ar, cs.name) as consultant_name, coalesce(cs.company_name_en, cs.name) as consultant_name_en
          from orders o join camps c on c.id = o.camp_id join users co on co.id = o.company_id
          join users cs on cs.id = ${r.consultant_id} where o.id = ${r.order_id}`,
  );
  return {
    ...r,
    ...o,
    ...workflowState(reportWorkflow, actor, r),
    timeline: await timeline(db, reportWorkflow, id, actor.lang),
  };
}

/** `get_available_report`: whether the caller may file a report now, its number and the progress expected by now. */
export async function available(ctx: AppContext, actor: Actor, orderId: number) {
  const o = await findOrder(ctx.db, actor, orderId);
  const [r] = await query<{
    n: number;
    last_id: number | null;
    last_status: string | null;
    expected: number | null;
  }>(
    ctx.db,
    sql`select (select count(*) from order_reports where order_id = ${o.id})::int as n,
               (select id from order_reports where order_id = ${o.id} order by id desc limit 1) as last_id,
               (select status from order_reports where order_id = ${o.id} order by id desc limit 1) as last_status,
               case when o.license_add_date is null then null
                    else least(100, greatest(0, round(100.0 * (current_date - o.license_add_date)
                         / greatest(1, o.planed_achive_date - o.license_add_date))))::int end as expected
          from orders o where o.id = ${o.id}`,
  );
  const can = o.status === 'licensed' && o.consultant_id === actor.orgId;
  return {
    data: {
      order_id: o.id,
      available: can,
      reason: can
        ? null
        : o.status !== 'licensed'
          ? actor.lang === 'en'
            ? `No report can be filed while the order is “${statusText(ORDER_WORKFLOW, o.status as OrderStatus, 'en')}”`
            : `لا يمكن رفع تقرير والطلب «${statusText(ORDER_WORKFLOW, o.status as OrderStatus, 'ar')}»`
          : null,
      next_number: r.n + 1,
      expected_progress: r.expected,
      last_report: r.last_id ? { id: r.last_id, status: r.last_status } : null,
    },
  };
}

/** `achive_reports?page` (`/reports`) and `achive_reports/{id}` (one order's reports), in the caller's scope. */
export async function list(ctx: AppContext, actor: Actor, input: ListInput, orderId?: number) {
  const base: (SQL | undefined)[] = [reportScope(actor)];
  if (orderId) {
    await findOrder(ctx.db, actor, orderId);
    base.push(eq(orderReports.order_id, orderId));
  }
  const { search, ...shared } = orderChildList(orderReports, (q) =>
    q.innerJoin(consultant, eq(consultant.id, orderReports.consultant_id)),
  );
  const page = await runList(
    ctx.db,
    {
      ...shared,
      from: orderReports,
      select: {
        ...shared.select,
        progress: orderReports.progress,
        consultant_id: orderReports.consultant_id,
        consultant_name: orgName(consultant, 'ar'),
        consultant_name_en: orgName(consultant, 'en'),
      },
      filters: {
        ...equalTo({ status: orderReports.status, order_id: orderReports.order_id }),
        search,
      },
      base,
    },
    input,
  );
  return listResponse(
    {
      ...page,
      data: page.data.map((r) =>
        extend(r, workflowState(reportWorkflow, actor, r as unknown as OrderReport)),
      ),
    },
    { status: REPORT_STATUSES.map((s) => ({ value: s, label: statusText(REPORT_WORKFLOW, s, actor.lang) })) },
  );
}

// ---- files: a photo of the works and the site image (attachments mechanism) ----

const area = (db: Tx): AttachmentArea => ({
  recordType: REPORT_RECORD,
  slots: REPORT_SLOTS,
  module: 'orders',
  downloadUrl: (id) => `/api/general/orders/achive_reports/attachments/download/${id}`,
  findRecord: async (tx, who, id, lock) => {
    const r = await findReport(tx ?? db, who, id, lock).catch(() => null);
    if (!r) return null;
    // Only the consultant who filed it adds its images, while it is pending.
    if (lock && (r.consultant_id !== who.orgId || r.status !== 'pending')) throw AppError.forbidden();
    return { companyId: r.company_id };
  },
});

/** `add-gis-img/{id}` (the site image with where it was taken) and the works photo. */
export async function upload(
  ctx: AppContext,
  actor: Actor,
  files: MultipartReader,
  id: number,
  slot: ReportSlot,
  where?: { lat: number; lng: number },
) {
  const base = area(ctx.db);
  // The location is written in the upload's own transaction, so file and place commit together.
  const withPlace: AttachmentArea = where
    ? {
        ...base,
        afterUpload: async (tx, recordId) => {
          await tx
            .update(orderReports)
            .set({ lat: where.lat, lng: where.lng, updated_at: sql`now()` })
            .where(eq(orderReports.id, recordId));
        },
      }
    : base;
  return uploadAttachment(ctx, files, withPlace, actor, id, slot, 'general/orders/add-gis-img');
}

export async function files(ctx: AppContext, actor: Actor, id: number) {
  await findReport(ctx.db, actor, id);
  return listAttachments(ctx, area(ctx.db), actor, id);
}

/** A report's file in the caller's scope, opened for download. */
export const openFile = (ctx: AppContext, actor: Actor, attachmentId: number) =>
  openAttachment(ctx, area(ctx.db), actor, attachmentId);
