import { crudApi, defineResource, type ResourceView } from '../../resources/define-resource';

/**
 * The tickets' two registers, plain resources: subjects (spec 000 §2 /tickets/ticket-subject; §7
 * `ticket/ticket_subject`) and admin groups (spec 000 §3 "Ticket admin groups with admins"; the
 * screen and its `ticket/ticket_group` calls are ours, on the subjects' pattern).
 */
const register = (
  kind: 'subject' | 'group',
  path: string,
  position: number,
  view: () => Promise<{ view: ResourceView }>,
) =>
  defineResource({
    key: `ticket_${kind}s`,
    ns: 'tickets',
    path,
    api: crudApi(`ticket/ticket_${kind}`, { destroy: 'destroy' }),
    permission: 'ticket-subject-index',
    menu: { group: 'tickets', position },
    labels: {
      edit: 'tickets.actions.edit',
      delete: 'tickets.actions.delete',
      create: `tickets.actions.add_${kind}`,
    },
    createTestId: `${kind}-create`,
    view: () => view().then((m) => m.view),
  });

export const ticketSubjects = register(
  'subject',
  '/tickets/ticket-subject',
  2,
  () => import('./subjects.view'),
);
export const ticketGroups = register('group', '/tickets/ticket-groups', 3, () => import('./groups.view'));
