import { ALLIANCE_MEMBERSHIP_WORKFLOW } from './alliances';
import { APPOINTMENT_WORKFLOW, ASSIGNMENT_WORKFLOW } from './assignments';
import { CONTRACT_WORKFLOW } from './contracts';
import { INVOICE_WORKFLOW, SADAD_WORKFLOW } from './finance';
import { CAR_LICENCE_WORKFLOW, READINESS_WORKFLOW } from './licences';
import { ORDER_WORKFLOW } from './orders';
import { CANCEL_REQUEST_WORKFLOW, REPORT_WORKFLOW } from './orders-licence';
import { REASSIGN_WORKFLOW } from './reassign';
import { TEMP_ORDER_WORKFLOW } from './temp-licences';
import { FILLING_WORKFLOW } from './templates';
import { USER_STATUS_WORKFLOW } from './users';
import { type WorkflowDef, workflowMarkdown } from './workflow';

/** Every workflow of the portal; a new one is added here (and so to the README's tables). */
export const WORKFLOWS: readonly WorkflowDef[] = [
  USER_STATUS_WORKFLOW,
  ASSIGNMENT_WORKFLOW,
  APPOINTMENT_WORKFLOW,
  CONTRACT_WORKFLOW,
  FILLING_WORKFLOW,
  ALLIANCE_MEMBERSHIP_WORKFLOW,
  ORDER_WORKFLOW,
  REPORT_WORKFLOW,
  CANCEL_REQUEST_WORKFLOW,
  READINESS_WORKFLOW,
  REASSIGN_WORKFLOW,
  SADAD_WORKFLOW,
  INVOICE_WORKFLOW,
  CAR_LICENCE_WORKFLOW,
  TEMP_ORDER_WORKFLOW,
] as unknown as readonly WorkflowDef[];

/** The README's generated section: every workflow's transitions (`npm run workflows`). */
export const workflowsMarkdown = () => WORKFLOWS.map(workflowMarkdown).join('\n\n');
