import { ALLIANCE_MEMBERSHIP_WORKFLOW } from './accounts/alliances';
import { USER_STATUS_WORKFLOW } from './accounts/users';
import { ATTACHMENT_WORKFLOW } from './attachments';
import { APPOINTMENT_WORKFLOW } from './camps/appointments';
import { ASSIGNMENT_WORKFLOW } from './camps/assignments';
import { CAMP_WORKFLOW } from './camps/camps';
import { CONTRACT_WORKFLOW } from './contracts/contracts';
import { CLEARANCE_VOTE_WORKFLOW } from './finance/clearance-vote';
import { INVOICE_WORKFLOW, SADAD_WORKFLOW } from './finance/finance';
import { CAR_LICENCE_WORKFLOW, READINESS_WORKFLOW } from './licences/licences';
import { TEMP_ORDER_WORKFLOW } from './licences/temp-licences';
import { ORDER_WORKFLOW } from './orders/order-workflow';
import { CANCEL_REQUEST_WORKFLOW, REPORT_WORKFLOW } from './orders/orders-licence';
import { QUESTIONNAIRE_ASSIGNMENT_WORKFLOW, QUESTIONNAIRE_WORKFLOW } from './questionnaires/questionnaires';
import { REASSIGN_WORKFLOW } from './reassign/reassign';
import { ARCHIVE_WORKFLOW } from './reports/archive';
import { FILLING_WORKFLOW } from './templates/fillings';
import { TICKET_WORKFLOW } from './tickets/tickets';
import { VIOLATION_WORKFLOW } from './violations/violations';
import { type WorkflowDef, workflowMarkdown } from './workflow';

/** Every workflow of the portal; a new one is added here (and so to the README's tables). */
export const WORKFLOWS: readonly WorkflowDef[] = [
  USER_STATUS_WORKFLOW,
  CAMP_WORKFLOW,
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
  CLEARANCE_VOTE_WORKFLOW,
  CAR_LICENCE_WORKFLOW,
  TEMP_ORDER_WORKFLOW,
  ATTACHMENT_WORKFLOW,
  VIOLATION_WORKFLOW,
  TICKET_WORKFLOW,
  QUESTIONNAIRE_WORKFLOW,
  QUESTIONNAIRE_ASSIGNMENT_WORKFLOW,
  ARCHIVE_WORKFLOW,
] as unknown as readonly WorkflowDef[];

/** The README's generated section: every workflow's transitions (`npm run workflows`). */
export const workflowsMarkdown = () => WORKFLOWS.map(workflowMarkdown).join('\n\n');
