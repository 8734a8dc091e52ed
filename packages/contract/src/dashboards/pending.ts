import { ASSIGNMENT_WORKFLOW } from '../camps/assignments';
import { INVOICE_WORKFLOW, SADAD_WORKFLOW } from '../finance/finance';
import { CAR_LICENCE_WORKFLOW, READINESS_WORKFLOW } from '../licences/licences';
import { TEMP_ORDER_WORKFLOW } from '../licences/temp-licences';
import { ORDER_WORKFLOW } from '../orders/order-workflow';
import { CANCEL_REQUEST_WORKFLOW, REPORT_WORKFLOW } from '../orders/orders-licence';
import type { PermissionName } from '../permissions';
import { QUESTIONNAIRE_ASSIGNMENT_WORKFLOW } from '../questionnaires/questionnaires';
import { REASSIGN_WORKFLOW } from '../reassign/reassign';
import { TICKET_WORKFLOW } from '../tickets/tickets';
import { VIOLATION_WORKFLOW } from '../violations/violations';
import type { ActionOf, WorkflowDef } from '../workflow';

/**
 * The pending actions of `/dashboard` ("3 orders wait for your acceptance", issue 35 §1). Which
 * records wait for the caller is not declared here: the server counts, per workflow, the records
 * whose `allowed_actions` (the kernel's own check: state, permission, party, in the caller's scope)
 * hold one of the workflow's *tasks*. Declared here, per workflow, only what is not in its
 * declaration: which of its actions are someone's task (an approval is; a cancellation or a
 * re-opening is not), and the list that opens the records (filtered by their state). API side
 * only (it brings the workflow declarations, zod with them).
 */

/** A list screen, entered filtered by the record's state (`param`, `status` unless false). */
export type PendingList = { path: string; needs: PermissionName; param?: string | false };

type StatusOf<W> = W extends WorkflowDef<infer S> ? S : never;

export type PendingDef<W extends WorkflowDef = WorkflowDef> = {
  workflow: W;
  /** An action that is a task: in every state it starts from (`true`) or in these only. */
  tasks: Partial<Record<ActionOf<W>, true | readonly StatusOf<W>[]>>;
  /** The list its records open in. */
  list: PendingList;
  /** The list of a task's party when it is not the main one (the consultant's inbox). */
  partyLists?: Readonly<Record<string, PendingList>>;
  /** The list by a column of the record (re-assign or lock orders). */
  listBy?: { column: string; lists: Readonly<Record<string, PendingList>> };
};

const pending = <W extends WorkflowDef>(d: PendingDef<W>) => d as unknown as PendingDef;

const ORDERS: PendingList = { path: '/orders', needs: 'order-index' };
const INBOX: PendingList = { path: '/orders/consulting', needs: 'order-consulting-index' };

export const PENDING_TASKS: readonly PendingDef[] = [
  pending({
    workflow: ORDER_WORKFLOW,
    tasks: {
      send: true,
      resend: true,
      consultant_accept: true,
      contractor_accept: true,
      approve: true,
      add_license: true,
    },
    list: ORDERS,
    partyLists: { consultant: INBOX, contractor: INBOX },
  }),
  pending({
    workflow: REPORT_WORKFLOW,
    tasks: { approve: true },
    list: { path: '/reports', needs: 'order-report-index' },
  }),
  pending({
    workflow: CANCEL_REQUEST_WORKFLOW,
    tasks: { approve: true },
    list: { path: '/cancel-requests', needs: 'order-cancel-request-index' },
  }),
  pending({
    workflow: ASSIGNMENT_WORKFLOW,
    tasks: { answer: true, deliver: true },
    list: { path: '/assign', needs: 'delivery-assign-index' },
  }),
  pending({
    workflow: READINESS_WORKFLOW,
    tasks: { submit: true, approve: true, resubmit: true },
    list: { path: '/readiness-license', needs: 'readiness-license-index' },
  }),
  pending({
    workflow: REASSIGN_WORKFLOW,
    tasks: { submit: true, sign: true, submit_payment: true, approve: true, book_redelivery: true },
    list: { path: '/re-assign-orders', needs: 'order-re-assign-index' },
    listBy: {
      column: 'type',
      lists: {
        reassign: { path: '/re-assign-orders', needs: 'order-re-assign-index' },
        lock: { path: '/lock-orders', needs: 'order-lock-index' },
      },
    },
  }),
  pending({
    workflow: SADAD_WORKFLOW,
    tasks: { upload_docs: true, approve: true },
    list: { path: '/sadad', needs: 'clearance-sadad-index' },
  }),
  pending({
    workflow: INVOICE_WORKFLOW,
    tasks: { issue: true, upload_docs: true, approve: true },
    list: { path: '/invoices', needs: 'clearance-invoices-index' },
  }),
  pending({
    workflow: CAR_LICENCE_WORKFLOW,
    tasks: { approve: true },
    list: { path: '/request-licenses/list', needs: 'carLicense-index' },
  }),
  pending({
    workflow: TEMP_ORDER_WORKFLOW,
    tasks: { approve: true },
    list: { path: '/temp-licenses-order', needs: 'temp-licenses-order-index' },
  }),
  pending({
    workflow: VIOLATION_WORKFLOW,
    // The authority assigns and rules on an objection; the company opens and answers.
    tasks: { assign: true, view: true, answer: true, accept_objection: true },
    list: { path: '/violations', needs: 'view-violations' },
  }),
  pending({
    workflow: TICKET_WORKFLOW,
    // The handler answers what is open; the company what waits for it.
    tasks: { handler_reply: ['open', 'in_progress'], company_reply: ['waiting_for_company'] },
    list: { path: '/tickets', needs: 'ticket' },
  }),
  pending({
    workflow: QUESTIONNAIRE_ASSIGNMENT_WORKFLOW,
    tasks: { submit: true },
    list: { path: '/questionnaires/pendingQuestionnaires', needs: 'view-my-questionnaires', param: false },
  }),
];
