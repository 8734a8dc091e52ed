import { TicketGroupRowSchema, TicketGroupSchema } from '@mashaer/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { ticketGroupAdmins, ticketGroups, users, userTypes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { defineCrud } from '../../lib/crud';
import { searchOnly, uniqueNames } from '../../lib/named-resource';

/** Who may be a group's admin: active accounts of an authority type. */
const activeStaff = () =>
  and(eq(userTypes.is_authority, true), eq(users.status, 'active'), isNull(users.deleted_at));

/** `GET ticket/ticket_group/create`: the staff a group's admins are chosen from. */
export async function staffOptions(ctx: AppContext) {
  const staff = await ctx.db
    .select({ value: users.id, label: sql<string>`${users.name} || ' — ' || ${users.email}` })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
    .where(activeStaff())
    .orderBy(asc(users.name))
    .limit(2000);
  return { data: { admins: staff } };
}

/** Every admin one of the staff: 422 on the field otherwise. */
async function assertAdmins(tx: Tx, ids: number[]) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
    .where(and(inArray(users.id, ids), activeStaff()));
  if (rows.length !== ids.length) throw AppError.invalid({ admin_ids: 'tickets.group_admin_invalid' });
}

/**
 * Admin groups (spec 000 §3 "Ticket admin groups with admins"), on the ticket subjects' pattern:
 * `POST ticket/ticket_group?page`, `edit/{id}`, `store`, `update/{id}`, `destroy/{id}`; the admins
 * are the group's member set (`ticket_group_admins`). A group still named by a subject or a ticket
 * is not deleted (422 `crud.in_use`).
 */
export const groupsRoutes = defineCrud({
  module: 'tickets',
  table: ticketGroups,
  basePath: '/ticket/ticket_group',
  permission: 'ticket-subject-index',
  create: TicketGroupSchema,
  row: TicketGroupRowSchema,
  filters: searchOnly(ticketGroups.name, ticketGroups.name_en),
  sorts: { id: ticketGroups.id, name: ticketGroups.name },
  defaultSort: { by: 'id', dir: 'asc' },
  unique: uniqueNames(ticketGroups, 'tickets.group_duplicate'),
  members: {
    field: 'admin_ids',
    table: ticketGroupAdmins,
    owner: 'group_id',
    member: 'user_id',
    check: assertAdmins,
  },
  endpoints: { delete: { method: 'DELETE', path: '/destroy/:id' } },
});
