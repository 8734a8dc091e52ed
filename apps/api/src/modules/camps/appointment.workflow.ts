/** The appointment workflow's server side (declaration: APPOINTMENT_WORKFLOW in the contract). */
import { APPOINTMENT_WORKFLOW } from '@mashaer/contract';
import { appointments } from '../../db/schema';
import { serverWorkflow } from '../../lib/workflow-types';

export const appointmentWorkflow = serverWorkflow<
  typeof appointments.$inferSelect,
  typeof APPOINTMENT_WORKFLOW
>({
  def: APPOINTMENT_WORKFLOW,
  table: appointments,
  module: 'appointments',
  method: () => 'general/appointments/update',
});

/** The action of `appointments/update/{id}` that sets each status. */
export const APPOINTMENT_STATUS_ACTIONS = {
  approved: 'approve',
  rejected: 'reject',
  pending: 'rebook',
} as const;
