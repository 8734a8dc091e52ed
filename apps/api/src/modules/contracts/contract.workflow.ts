/** The contract workflow's server side (declaration: CONTRACT_WORKFLOW in the contract). */
import { CONTRACT_WORKFLOW } from '@mashaer/contract';
import { contracts } from '../../db/schema';
import { serverWorkflow } from '../../lib/workflow-types';
import { completeDelivery } from './delivery.steps';

type Contract = typeof contracts.$inferSelect;

export const contractWorkflow = serverWorkflow<Contract, typeof CONTRACT_WORKFLOW>({
  def: CONTRACT_WORKFLOW,
  table: contracts,
  module: 'contracts',
  method: () => 'general/contracts/sign-contract',
  /** The first signature names its party; the second completes the contract. */
  pick: ({ from, action }) =>
    from !== 'unsigned' ? 'signed' : action === 'sign_company' ? 'signed_by_company' : 'signed_by_authority',
  after: {
    complete_delivery: async ({ tx, actor, after, to }) => {
      if (to === 'signed') await completeDelivery(tx, actor, after.assign_camps_id);
    },
  },
});
