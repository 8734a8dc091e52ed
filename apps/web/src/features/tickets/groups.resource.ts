import { defineResource } from '../../resources/define-resource';

/**
 * Ticket admin groups (spec 000 §3 "Ticket admin groups with admins"; the screen and its
 * `ticket/ticket_group` calls are ours, on the subjects' pattern), a plain resource.
 */
export const ticketGroups = defineResource({
  key: 'ticket_groups',
  ns: 'tickets',
  path: '/tickets/ticket-groups',
  api: {
    list: 'ticket/ticket_group',
    store: 'ticket/ticket_group/store',
    edit: (id) => `ticket/ticket_group/edit/${id}`,
    update: (id) => `ticket/ticket_group/update/${id}`,
    destroy: (id) => `ticket/ticket_group/destroy/${id}`,
  },
  permission: 'ticket-subject-index',
  menu: { group: 'tickets', position: 3 },
  labels: {
    edit: 'tickets.actions.edit',
    delete: 'tickets.actions.delete',
    create: 'tickets.actions.add_group',
  },
  createTestId: 'group-create',
  view: () => import('./groups.view').then((m) => m.view),
});
