import { translate, USER_STATUS_WORKFLOW } from '@mashaer/contract';
import type { Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { serverWorkflow } from '../../../lib/workflow-types';
import { enqueueMessage } from '../../../messaging/outbox';
import * as roleRepo from './user-roles.repository';
import * as repo from './users.repository';
import { assertGrantable, MODULE } from './users.shared';

/**
 * The applicant hears of the decision by SMS and e-mail: queued in the decision's transaction (so
 * a rolled-back decision tells nobody), sent by the request after the commit (`outbox.deliver`),
 * retried by the dispatcher when a gateway fails.
 */
export async function tellApplicant(
  tx: Tx,
  u: repo.UserRow,
  to: 'active' | 'rejected' | 'disabled',
  reason?: string,
) {
  const key = (
    {
      active: 'sms.account_activated',
      rejected: 'sms.account_rejected',
      disabled: 'sms.account_disabled',
    } as const
  )[to];
  // The applicant's language is not known: the portal's default, Arabic.
  const body = translate('ar', key, { reason: reason ?? '' });
  const common = { userId: u.id, email: u.email, body };
  return [
    await enqueueMessage(tx, { channel: 'sms', to: u.phone, ...common }, { sendNow: true }),
    await enqueueMessage(
      tx,
      { channel: 'email', to: u.email, subject: translate('ar', 'mail.account_subject'), ...common },
      { sendNow: true },
    ),
  ];
}

type UserRow = typeof users.$inferSelect;
export type SwitchInput = { roles: number[]; oldRoles: number[]; typeId: number };

/** The user-status workflow's server side (declaration: USER_STATUS_WORKFLOW in the contract). */
export const userStatusWorkflow = serverWorkflow<UserRow, typeof USER_STATUS_WORKFLOW>({
  def: USER_STATUS_WORKFLOW,
  table: users,
  ownerKey: null,
  module: MODULE,
  method: (action) =>
    action === 'resubmit'
      ? 'auth/registration'
      : action.endsWith('_employee')
        ? 'users/employees/switch-status'
        : 'users/switch-user-status',
  parties: {
    /** The applicant themself (a pending or rejected account, logged in to correct it). */
    applicant: (row, actor) => row.id === actor.id,
    /** The organisation of an employee (an authority reaches any employee in its scope). */
    employer: (row, actor) => row.parent_id !== null && (actor.isAuthority || row.parent_id === actor.orgId),
  },
  guards: {
    /** The roles of an activation: known, and within what the caller may grant (throws its 422). */
    async roles_grantable({ tx, actor, input }) {
      const i = input as SwitchInput;
      await assertGrantable(tx, actor, i.roles, { oldIds: i.oldRoles, typeId: i.typeId });
      return null;
    },
  },
  after: {
    set_roles: ({ tx, after, input }) => roleRepo.setUserRoles(tx, after.id, (input as SwitchInput).roles),
    /**
     * Disabling ends the organisation's and its employees' sessions; rejecting its employees'.
     * An employee has no employees: disabling one ends its own.
     */
    revoke_tokens: async ({ tx, after }) => {
      await repo.revokeOrganisationTokens(tx, after.id, after.status === 'disabled');
    },
  },
});
