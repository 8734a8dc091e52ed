import { defineResource } from '../../resources/define-resource';

/** Ticket subjects (spec 000 §2 /tickets/ticket-subject; §7 `ticket/ticket_subject`), a plain resource. */
export const ticketSubjects = defineResource({
  key: 'ticket_subjects',
  ns: 'tickets',
  path: '/tickets/ticket-subject',
  api: {
    list: 'ticket/ticket_subject',
    store: 'ticket/ticket_subject/store',
    edit: (id) => `ticket/ticket_subject/edit/${id}`,
    update: (id) => `ticket/ticket_subject/update/${id}`,
    destroy: (id) => `ticket/ticket_subject/destroy/${id}`,
  },
  permission: 'ticket-subject-index',
  menu: { group: 'tickets', position: 2 },
  labels: {
    edit: 'tickets.actions.edit',
    delete: 'tickets.actions.delete',
    create: 'tickets.actions.add_subject',
  },
  createTestId: 'subject-create',
  view: () => import('./subjects.view').then((m) => m.view),
});
