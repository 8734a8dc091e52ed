/**
 * The re-assign/lock order workflow's server side (declaration: REASSIGN_WORKFLOW in the contract).
 * The permission of an action depends on the order's type, so the declaration's parties resolve
 * it here on the row: REASSIGN_PERMISSIONS[type].index or .signature.
 */
import {
  type AttachmentSlots,
  REASSIGN_KROKY_SLOTS,
  REASSIGN_PAYMENT_SLOTS,
  REASSIGN_PERMISSIONS,
  REASSIGN_REDELIVERY_SLOTS,
  REASSIGN_STATUS_COLORS,
  REASSIGN_WORKFLOW,
  type ReassignType,
} from '@mashaer/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { appointments, assignCamps, formFillings, reassignOrderCamps, reassignOrders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { attachmentCounts } from '../../lib/attachments';
import { ownedBy, workflowSearch } from '../../lib/search';
import { applyAction, refusal } from '../../lib/workflow';
import { serverWorkflow } from '../../lib/workflow-types';
import { appointmentWorkflow } from '../camps/appointment.workflow';
import { assignmentWorkflow } from '../camps/assignment.workflow';

export type ReassignOrder = typeof reassignOrders.$inferSelect;

export type DocKind = 'kroky' | 'payment' | 'redelivery';
/** Where each kind of document may be uploaded (by the order's company) and reviewed (by the authority). */
export const UPLOAD_IN: Record<DocKind, string[]> = {
  kroky: ['draft'],
  payment: ['awaiting_payment', 'under_review'],
  redelivery: ['redelivery_booked'],
};
export const REVIEW_IN: Record<DocKind, string[]> = {
  kroky: ['draft', 'signing'],
  payment: ['under_review'],
  redelivery: [],
};
/** Who uploads each kind: the order's company, or the authority (the re-delivery record). */
export const UPLOADER: Record<DocKind, 'company' | 'authority'> = {
  kroky: 'company',
  payment: 'company',
  redelivery: 'authority',
};
export const REDELIVERY_RECORD = 'reassign_redelivery';

export const KROKY_RECORD = 'reassign_kroky';
export const PAYMENT_RECORD = 'reassign_payment';

/** The filling's subject type of an order's form (templates engine). */
export const subjectTypeOf = (type: string) => (type === 'lock' ? 'lock_order' : 'reassign_order');

/** Does the actor hold the order type's permission of this role? */
export const holds = (a: Pick<Actor, 'permissions'>, type: string, role: 'index' | 'signature') =>
  a.permissions.has(REASSIGN_PERMISSIONS[type as ReassignType]?.[role] ?? '');

const own = (row: ReassignOrder, a: Actor) => !a.isAuthority && row.company_id === a.orgId;

export async function liveCampCount(tx: Tx, orderId: number) {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(reassignOrderCamps)
    .where(and(eq(reassignOrderCamps.reassign_order_id, orderId), isNull(reassignOrderCamps.removed_at)));
  return Number(r?.n ?? 0);
}

export async function fillingOf(tx: Tx, row: Pick<ReassignOrder, 'id' | 'type' | 'form_id'>) {
  const [f] = await tx
    .select()
    .from(formFillings)
    .where(
      and(
        eq(formFillings.subject_type, subjectTypeOf(row.type)),
        eq(formFillings.subject_id, row.id),
        eq(formFillings.form_id, row.form_id),
      ),
    );
  return f ?? null;
}

const countsOf = async (tx: Tx, record: string, slots: AttachmentSlots, id: number) =>
  (await attachmentCounts(tx, record, slots, [id])).get(id)!;

export const reassignWorkflow = serverWorkflow<ReassignOrder, typeof REASSIGN_WORKFLOW>({
  def: REASSIGN_WORKFLOW,
  table: reassignOrders,
  module: 'reassign',
  method: (action) =>
    ({
      submit: 'general/reassign_order/submit',
      sign: 'general/reassign_order/sign',
      submit_payment: 'general/reassign_order/submit-payment',
      approve: 'general/reassign_order_flow/approve',
      reject: 'general/reassign_order_flow/reject',
      cancel: 'general/reassign_order_flow/cancel-order',
    })[action] ?? `general/reassign_order/${action}`,
  parties: {
    company: (row, a) => own(row, a) && holds(a, row.type, 'index'),
    company_signer: (row, a) => own(row, a) && holds(a, row.type, 'signature'),
    authority_signer: (row, a) => a.isAuthority && holds(a, row.type, 'signature'),
    reviewer: (row, a) => a.isAuthority && holds(a, row.type, 'index'),
  },
  guards: {
    has_camps: async ({ tx, row }) => ((await liveCampCount(tx, row.id)) > 0 ? null : 'reassign.no_camps'),
    form_answered: async ({ tx, row }) => {
      const f = await fillingOf(tx, row);
      return f && f.status !== 'draft' ? null : 'reassign.form_not_answered';
    },
    form_signed: async ({ tx, row }) => {
      const f = await fillingOf(tx, row);
      return f?.status === 'signed' ? null : 'reassign.form_not_signed';
    },
    drawings_uploaded: async ({ tx, row }) =>
      (await countsOf(tx, KROKY_RECORD, REASSIGN_KROKY_SLOTS, row.id)).missing > 0
        ? 'reassign.drawings_missing'
        : null,
    payment_uploaded: async ({ tx, row }) => {
      const c = await countsOf(tx, PAYMENT_RECORD, REASSIGN_PAYMENT_SLOTS, row.id);
      return c.missing > 0 ? 'reassign.payment_missing' : null;
    },
    payment_approved: async ({ tx, row }) => {
      const c = await countsOf(tx, PAYMENT_RECORD, REASSIGN_PAYMENT_SLOTS, row.id);
      if (c.missing > 0) return 'reassign.payment_missing';
      if (c.rejected > 0) return 'reassign.payment_rejected';
      return c.pending > 0 ? 'reassign.payment_pending' : null;
    },
    redelivery_file_uploaded: async ({ tx, row }) =>
      (await countsOf(tx, REDELIVERY_RECORD, REASSIGN_REDELIVERY_SLOTS, row.id)).missing > 0
        ? 'reassign.redelivery_file_missing'
        : null,
  },
  after: {
    // One re-delivery appointment per camp, through the appointments table (its exclusion
    // constraint refuses an overlap with another live appointment of the camp: 23P01).
    book_appointments: async ({ tx, actor, after, input }) => {
      const at = new Date(String(input.appointment));
      const ends = new Date(at.getTime() + Number(input.minutes ?? 60) * 60_000);
      const group = await liveCamps(tx, after.id);
      for (const g of group) {
        // Booked, then approved at once by the appointment workflow (the order's approval stands for it).
        const [a] = await tx
          .insert(appointments)
          .values({
            assign_camp_id: g.assign_camp_id,
            camp_id: g.camp_id,
            company_id: after.company_id,
            appointment: at,
            ends_at: ends,
            notes: `reassign_order:${after.id}`,
            created_by: actor.id,
          })
          .returning();
        await applyAction(tx, appointmentWorkflow, actor, a, 'redelivery_booked', {
          system: true,
          quiet: true,
          method: METHOD.redelivery_booked,
        });
        await tx
          .update(reassignOrderCamps)
          .set({ appointment_id: a.id })
          .where(eq(reassignOrderCamps.id, g.id));
      }
      await assignmentEvents(tx, actor, after, group, 'redelivery_booked');
    },
    assignment_timeline: async ({ tx, actor, after }) =>
      assignmentEvents(tx, actor, after, await liveCamps(tx, after.id), 'redelivered'),
    release_appointments: async ({ tx, actor, after }) => {
      const booked = await tx
        .select()
        .from(appointments)
        .where(
          inArray(
            appointments.id,
            tx
              .select({ id: reassignOrderCamps.appointment_id })
              .from(reassignOrderCamps)
              .where(eq(reassignOrderCamps.reassign_order_id, after.id)),
          ),
        )
        .orderBy(appointments.id)
        .for('update');
      // One already rejected (e.g. by the delivery desk) stays as it is.
      for (const a of booked)
        if (!refusal(appointmentWorkflow, actor, a, 'redelivery_released', true))
          await applyAction(tx, appointmentWorkflow, actor, a, 'redelivery_released', {
            system: true,
            quiet: true,
            method: 'general/reassign_order/rejected-by-handover',
          });
    },
  },
  notice: async ({ row }) => ({
    link: `/${row.type === 'lock' ? 'lock-orders' : 're-assign-orders'}/${row.id}/details`,
    params: { id: row.id, fee: ((row.fee_halalas ?? 0) / 100).toFixed(2) },
  }),
});

const liveCamps = (tx: Tx, orderId: number) =>
  tx
    .select()
    .from(reassignOrderCamps)
    .where(and(eq(reassignOrderCamps.reassign_order_id, orderId), isNull(reassignOrderCamps.removed_at)));

/** The calls that book and complete a re-delivery (the audit rows of its effects on other records). */
const METHOD = {
  redelivery_booked: 'general/reassign_order/re-appointment',
  redelivered: 'general/reassign_order/re-delivery/sign',
} as const;

/** The re-delivery on each camp's assignment timeline (the assignment keeps its status). */
async function assignmentEvents(
  tx: Tx,
  actor: Actor,
  order: ReassignOrder,
  group: { assign_camp_id: number }[],
  action: 'redelivery_booked' | 'redelivered',
) {
  const payload = { reassign_order_id: order.id, type: order.type };
  for (const g of group) {
    const [a] = await tx.select().from(assignCamps).where(eq(assignCamps.id, g.assign_camp_id)).for('update');
    if (a)
      await applyAction(tx, assignmentWorkflow, actor, a, action, {
        system: true,
        quiet: true,
        payload,
        method: METHOD[action],
      });
  }
}

/**
 * The one search box (issue 29 §2): a re-assign or lock order by its number (its id), shown with
 * its camps; a company's own only. One area a type, as the two lists are.
 */
const reassignSearchOf = (type: ReassignType) =>
  workflowSearch(reassignWorkflow, REASSIGN_STATUS_COLORS, {
    area: `${type}_orders`,
    permission: type === 'lock' ? 'order-lock-index' : 'order-re-assign-index',
    number: reassignOrders.id,
    columns: [],
    title: sql`'#' || ${reassignOrders.id}`,
    subtitle: sql`(select string_agg(c.camp_number, '، ' order by c.camp_number) from reassign_order_camps oc
                  join camps c on c.id = oc.camp_id
                  where oc.reassign_order_id = ${reassignOrders.id} and oc.removed_at is null)`,
    base: sql`${reassignOrders.type} = ${type}`,
    scope: ownedBy(reassignOrders.company_id),
  });
export const reassignSearch = reassignSearchOf('reassign');
export const lockSearch = reassignSearchOf('lock');
