import type { ScreenRoute } from '../../routing/route-types';
import { named, screenRows } from '../../routing/screen-routes';
import { ticketGroups, ticketSubjects } from './resources';

const group = screenRows('tickets');

/** The help desk (spec 000 §2 "Tickets", paths verbatim). */
export const ticketsRoutes: ScreenRoute[] = [
  ...group('tickets', '/tickets', 'ticket', [
    ['list', named(() => import('./ticket-list'), 'TicketListPage'), { menu: ['tickets', 1, 'tickets'] }],
    ['create', named(() => import('./ticket-create'), 'TicketCreatePage')],
    ['details', named(() => import('./ticket-details'), 'TicketDetailsPage')],
  ]),
  ...ticketSubjects.routes,
  ...ticketGroups.routes,
];
