/** The rules of an order's form: who receives it, and what it names (camp, parties, services). */
import {
  ORDER_EDITABLE,
  ORDER_WORKFLOW,
  type OrderStatus,
  type OrderStore,
  statusText,
} from '@mashaer/contract';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { orNull, pick } from '../../lib/form-values';
import {
  activeServiceCount,
  holdsCamp,
  isActiveParty,
  isReceiverCompany,
  leadsAllianceOf,
} from './order-references.repository';
import { isOwnerSide, type Order } from './orders.repository';

/**
 * Receiver rule (doc 000 §6): service_provider and gov file for themselves; any other caller
 * chooses on the form, defaulting to itself. A company may choose itself or a member of an
 * alliance it leads; the authority any company.
 */
export async function resolveReceiver(tx: Tx, actor: Actor, wanted: number | null | undefined) {
  if (['service_provider', 'gov'].includes(actor.typeCode) || !wanted || wanted === actor.orgId)
    return actor.orgId;
  if (!(await isReceiverCompany(tx, wanted)))
    throw AppError.invalid({ receiver_id: 'order.receiver_invalid' });
  if (!actor.isAuthority && !(await leadsAllianceOf(tx, actor.orgId, wanted)))
    throw AppError.invalid({ receiver_id: 'order.receiver_invalid' });
  return wanted;
}

/** A consultant or contractor: an active organisation of that type. */
export async function assertParty(tx: Tx, id: number | null | undefined, type: 'consultant' | 'contractor') {
  if (!id) return;
  if (!(await isActiveParty(tx, id, type)))
    throw AppError.invalid({ [`${type}_id`]: `order.${type}_invalid` });
}

/** The camp must be held by the receiver (an assignment not returned). */
export async function assertCamp(tx: Tx, campId: number, receiver: number) {
  if (!(await holdsCamp(tx, campId, receiver))) throw AppError.invalid({ camp_id: 'order.camp_invalid' });
}

async function assertServices(tx: Tx, ids: number[]) {
  if (new Set(ids).size !== ids.length) throw AppError.invalid({ services: 'order.service_duplicate' });
  if (!ids.length) return;
  if ((await activeServiceCount(tx, ids)) !== ids.length)
    throw AppError.invalid({ services: 'order.service_invalid' });
}

export const editable = (row: Order, actor: Actor) => {
  if (!ORDER_EDITABLE.includes(row.status as OrderStatus))
    throw new AppError(422, 'order.not_editable', {
      params: { status: statusText(ORDER_WORKFLOW, row.status as OrderStatus, actor.lang) },
    });
  if (!isOwnerSide(row, actor) && !actor.isAuthority) throw AppError.forbidden();
};

/** What the form names, checked for the receiver: the camp it holds, the parties, the services. */
export async function assertNamed(tx: Tx, body: OrderStore, receiver: number) {
  await assertCamp(tx, body.camp_id, receiver);
  await assertParty(tx, body.consultant_id, 'consultant');
  await assertParty(tx, body.contractor_id, 'contractor');
  await assertServices(tx, body.services);
}

/** The columns the order form writes (filing and editing alike). */
export const formColumns = (body: OrderStore) => ({
  ...pick(body, ['camp_id', 'number_of_hijaj', 'camp_size', 'count_day', 'planed_achive_date']),
  ...orNull(body, ['consultant_id', 'contractor_id', 'notes']),
});
