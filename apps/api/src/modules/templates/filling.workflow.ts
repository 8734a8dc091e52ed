/**
 * The filling workflow's server side (declaration: FILLING_WORKFLOW in the contract). The engine
 * decides the target (complete or not, last signature or not) and enforces the signer's turn;
 * the kernel writes the move. The delivery steps are declared on `complete` and `sign`.
 */
import { FILLING_WORKFLOW } from '@mashaer/contract';
import { formFillings } from '../../db/schema';
import { serverWorkflow } from '../../lib/workflow-types';
import { deliveryFormAnswered, deliveryFormSignedStep } from '../contracts/delivery.steps';

type Filling = typeof formFillings.$inferSelect;

/** An authority user, or a user of the organisation the filling belongs to. */
const ofTheFilling = (f: Filling, a: { isAuthority: boolean; orgId: number }) =>
  a.isAuthority || (f.company_id !== null && f.company_id === a.orgId);

export const fillingWorkflow = serverWorkflow<Filling, typeof FILLING_WORKFLOW>({
  def: FILLING_WORKFLOW,
  table: formFillings,
  module: 'templates',
  method: (action) => (action === 'sign' ? 'general/forms/sign-form' : 'general/forms/form-update-answer'),
  // The filler's questions and the signer's turn are checked by the engine before the move.
  parties: { filler: ofTheFilling, signer: ofTheFilling },
  after: {
    delivery_form_answered: ({ tx, actor, after }) => deliveryFormAnswered(tx, actor, after),
    complete_delivery: ({ tx, actor, after, to }) => deliveryFormSignedStep(tx, actor, after, to),
  },
});
