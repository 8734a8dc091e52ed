import { TicketGroupRowSchema, TicketGroupSchema } from '@mashaer/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { ticketGroupAdmins, ticketGroups, users, userTypes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { defineCrud } from '../../lib/crud';

/** Admins are staff of the authority (active accounts of an authority type): 422 otherwise. */
async function assertAdmins(tx: Tx, ids: number[]) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.type_id))
    .where(
      and(
        inArray(users.id, ids),
        eq(userTypes.is_authority, true),
        eq(users.status, 'active'),
        isNull(users.deleted_at),
      ),
    );
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
  filters: {
    schema: { search: z.string().max(100).optional() },
    defs: { search: { op: 'search', columns: [ticketGroups.name, ticketGroups.name_en] } },
  },
  sorts: { id: ticketGroups.id, name: ticketGroups.name },
  defaultSort: { by: 'id', dir: 'asc' },
  unique: [
    { column: ticketGroups.name, field: 'name', messageKey: 'tickets.group_duplicate' },
    { column: ticketGroups.name_en, field: 'name_en', messageKey: 'tickets.group_duplicate' },
  ],
  members: {
    field: 'admin_ids',
    table: ticketGroupAdmins,
    owner: 'group_id',
    member: 'user_id',
    check: assertAdmins,
  },
  endpoints: { delete: { method: 'DELETE', path: '/destroy/:id' } },
});
