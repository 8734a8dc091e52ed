import { TICKET_STATUS_COLORS } from '@mashaer/contract';
import { defineWorkflowScreens } from '../../resources/define-workflow';
import { TICKETS } from './api';

/** Tickets: the list at /tickets, a ticket at /tickets/details/:id. */
export const ticketScreens = defineWorkflowScreens({
  name: 'ticket',
  workflow: () => import('./tickets.flow').then((m) => m.workflow),
  colors: TICKET_STATUS_COLORS,
  api: { list: TICKETS.list, details: TICKETS.show },
  detailsPath: (id) => `/tickets/details/${id}`,
  labels: {
    list: 'tickets.routes.tickets',
    details: 'tickets.routes.tickets_details',
    status: 'tickets.fields.status',
    open: 'tickets.actions.open',
    timeline: 'tickets.timeline',
    actions: 'tickets.actions.title',
  },
  statusTestId: 'ticket-status',
  create: {
    path: '/tickets/create',
    label: 'tickets.actions.create',
    testId: 'ticket-create',
    permission: 'ticket',
  },
});
