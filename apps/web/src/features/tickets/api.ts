import type {
  TicketCommentRow,
  TicketDetails,
  TicketFormDataSchema,
  TicketGroupFormSchema,
  TicketListRow,
  TicketSubjectFormSchema,
} from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';
import { dataQuery } from '../../api/data-query';
import { withId } from '../../api/paths';

// Paths, not the contract's endpoint objects (the list's chunk stays free of the bodies' zod).

export type { TicketDetails, TicketListRow };

/** The API paths of tickets (spec 000 §7 "Tickets", verbatim; reopen and download are ours). */
export const TICKETS = {
  list: 'ticket/admin_tickets',
  exportList: 'ticket/export',
  create: 'ticket/create',
  store: 'ticket/store',
  show: withId('ticket/show'),
  comments: withId('ticket/get_ticket_admin_comments'),
  comment: 'ticket/ticket_comment/store',
  close: withId('ticket/close_ticket'),
  reopen: withId('ticket/reopen_ticket'),
  forward: 'ticket/forward_ticket',
  importance: 'ticket/change_importance',
  subjects: 'ticket/ticket_subject',
  subjectCreate: 'ticket/ticket_subject/create',
  groupCreate: 'ticket/ticket_group/create',
} as const;

export const ticketFormQuery = () =>
  dataQuery<z.infer<typeof TicketFormDataSchema>>(['tickets', 'create'], TICKETS.create);
export const groupFormQuery = () =>
  dataQuery<z.infer<typeof TicketGroupFormSchema>>(['tickets', 'group-form'], TICKETS.groupCreate);
export const subjectFormQuery = () =>
  dataQuery<z.infer<typeof TicketSubjectFormSchema>>(['tickets', 'subject-form'], TICKETS.subjectCreate);

/** A ticket's replies (the comments panel re-reads them after a reply). */
export const commentsQuery = (id: string | number) =>
  queryOptions({
    queryKey: ['tickets', 'comments', String(id)],
    queryFn: () => api.get<{ data: TicketCommentRow[] }>(TICKETS.comments(id)),
    gcTime: 0,
  });
