/** The order workflow's server side (declaration: ORDER_WORKFLOW in the contract). */
import { ORDER_GUARD_MESSAGES, ORDER_STATUS_COLORS, ORDER_WORKFLOW } from '@mashaer/contract';
import { isNotNull, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import { orderInputAnswers, orders, serviceInputs } from '../../db/schema';
import { cancel, extend, issueDocument, liveDocument } from '../../lib/documents';
import { type SearchDecl, workflowSearch } from '../../lib/search';
import { serverWorkflow } from '../../lib/workflow-types';
import { licenceContent, licenceWindow } from './order-licence.document';
import { currentFiles, fileCounts, orderNeeds } from './order-needs.repository';
import { type Order, orderScope } from './orders.repository';
import { safetyChecks } from './safety';

const LICENCE = (id: number) => ({ type: 'order_license' as const, recordId: id });

/** Keeps one version row of the licence as it now stands (issue: 1; each extension: the next). */
async function addVersion(tx: Tx, row: Order, actorId: number, reason: string | null) {
  await query(
    tx,
    sql`insert into order_license_versions (order_id, version, license_number, license_add_date, expiry, reason, created_by)
        select ${row.id}, coalesce(max(version), 0) + 1, ${row.license_number}, ${row.license_add_date}::date,
               ${row.expiry}::date, ${reason}, ${actorId}::int
          from order_license_versions where order_id = ${row.id}`,
  );
}

/** Every required input of every service answered, a service at least, both parties named. */
async function complete(tx: Tx, row: Order) {
  if (!row.consultant_id || !row.contractor_id) return false;
  const [r] = await query<{ services: number; unanswered: number }>(
    tx,
    sql`select (select count(*) from order_services s where s.order_id = ${row.id})::int as services,
               (select count(*) from order_services s
                  join ${serviceInputs} i on i.service_id = s.service_id and i.required = 1
                  left join ${orderInputAnswers} a on a.order_service_id = s.id and a.input_id = i.id
                 where s.order_id = ${row.id} and coalesce(trim(a.value), '') = '')::int as unanswered`,
  );
  return r.services > 0 && r.unanswered === 0;
}

async function counts(tx: Tx, id: number) {
  const needs = await orderNeeds(tx, id);
  return { needs, c: fileCounts(needs.slots, await currentFiles(tx, id)) };
}

export const orderWorkflow = serverWorkflow<Order, typeof ORDER_WORKFLOW>({
  def: ORDER_WORKFLOW,
  table: orders,
  module: 'orders',
  method: (a) =>
    ({
      consultant_accept: 'general/orders/consulting',
      consultant_decline: 'general/orders/consulting',
      contractor_accept: 'general/orders/contracting',
      contractor_decline: 'general/orders/contracting',
      approve: 'general/orders/approve',
      disapprove: 'general/orders/disapprove',
    })[a] ?? `general/orders/${a}`,
  parties: {
    filer: (row, actor) => row.filed_by === actor.orgId,
    consultant: (row, actor) => row.consultant_id === actor.orgId,
    contractor: (row, actor) => row.contractor_id === actor.orgId,
  },
  /** The first acceptance names its party; the second sends the order to review. */
  pick: ({ from, action }) =>
    from === 'sent'
      ? action === 'consultant_accept'
        ? 'consultant_accepted'
        : 'contractor_accepted'
      : 'under_review',
  guards: {
    complete: async ({ tx, row }) => ((await complete(tx, row)) ? null : ORDER_GUARD_MESSAGES.complete),
    pledges_uploaded: async ({ tx, row }) =>
      (await counts(tx, row.id)).c.pledge.missing > 0 ? ORDER_GUARD_MESSAGES.pledges_uploaded : null,
    attachments_uploaded: async ({ tx, row }) => {
      const { c } = await counts(tx, row.id);
      return c.attachment.missing + c.specialist.missing > 0
        ? ORDER_GUARD_MESSAGES.attachments_uploaded
        : null;
    },
    services_specified: async ({ tx, row }) => {
      const { needs } = await counts(tx, row.id);
      return needs.items.some((i) => i.is_req === 1 && !i.specialist_name)
        ? ORDER_GUARD_MESSAGES.services_specified
        : null;
    },
    /** Approval: every file reviewed and accepted, every specialist approved. */
    files_processed: async ({ tx, row }) => {
      const { needs, c } = await counts(tx, row.id);
      const all = [c.pledge, c.attachment, c.specialist];
      if (all.some((k) => k.pending > 0 || k.rejected > 0)) return ORDER_GUARD_MESSAGES.files_processed;
      if (all.some((k) => k.missing > 0)) return ORDER_GUARD_MESSAGES.attachments_uploaded;
      if (needs.items.some((i) => i.is_req === 1 && !i.specialist_approved))
        return ORDER_GUARD_MESSAGES.services_specified;
      return null;
    },
    /** An extension moves the expiry later than the licence's current one. */
    expiry_later: async ({ row, input }) =>
      row.expiry && String(input.expiry) <= row.expiry
        ? { key: 'order.expiry_not_later', params: { expiry: row.expiry } }
        : null,
    /** Every check of the order's safety checklist confirmed by the inspector. */
    safety_checked: async ({ tx, row, input }) => {
      const confirmed = new Set((input.checks as string[] | undefined) ?? []);
      const all = await safetyChecks(tx, row.id);
      return all.every((c) => confirmed.has(c.key)) ? null : 'order.safety_incomplete';
    },
  },
  after: {
    /** The licence's first version and its verifiable document (valid from issue day to expiry day). */
    issue_licence: async ({ tx, actor, after }) => {
      await addVersion(tx, after, actor.id, null);
      const w = await licenceWindow(tx, after.license_add_date!, after.expiry!);
      await issueDocument(tx, {
        type: 'order_license',
        recordId: after.id,
        content: await licenceContent(tx, after.id),
        validFrom: w.from,
        validUntil: w.until,
        issuedBy: actor.id,
      });
    },
    /** A new version; the same document (and QR code) is valid until the new expiry. */
    extend_licence: async ({ tx, actor, after, input }) => {
      await addVersion(tx, after, actor.id, String(input.reason));
      const w = await licenceWindow(tx, after.license_add_date!, after.expiry!);
      await extend(tx, LICENCE(after.id), w.until);
    },
    /** The order is cancelled: its licence's QR code answers "cancelled". */
    cancel_licence: async ({ tx, after }) => {
      if (await liveDocument(tx, LICENCE(after.id))) await cancel(tx, LICENCE(after.id));
    },
  },
  notice: async ({ row }) => ({ link: `/orders/details/${row.id}`, params: { number: row.number } }),
});

/** The one search box (issue 29 §2): orders by number, in the caller's scope. */
export const orderSearch = workflowSearch(orderWorkflow, ORDER_STATUS_COLORS, {
  area: 'orders',
  permission: 'order-index',
  columns: [orders.number],
  title: orders.number,
  subtitle: orders.license_number,
  scope: (who) => orderScope(who),
});

/** The one search box: an order's works licence by its number (it opens the licence). */
export const orderLicenceSearch: SearchDecl = {
  ...orderSearch,
  area: 'order_licences',
  columns: [orders.license_number],
  title: orders.license_number,
  subtitle: orders.number,
  base: isNotNull(orders.license_number),
};
