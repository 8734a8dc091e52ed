/**
 * The questionnaire workflows' server side (declarations: QUESTIONNAIRE_WORKFLOW and
 * QUESTIONNAIRE_ASSIGNMENT_WORKFLOW in the contract). Publishing assigns the audience in the same
 * transaction; an assignment is submitted by its own user only.
 */
import { QUESTIONNAIRE_ASSIGNMENT_WORKFLOW, QUESTIONNAIRE_WORKFLOW } from '@mashaer/contract';
import { questionnaireAssignments, questionnaires } from '../../db/schema';
import { serverWorkflow } from '../../lib/workflow-types';
import { assignAudience, questionnaireTitle } from './audience';

export type Questionnaire = typeof questionnaires.$inferSelect;
type QuestionnaireAssignment = typeof questionnaireAssignments.$inferSelect;

export const questionnaireWorkflow = serverWorkflow<Questionnaire, typeof QUESTIONNAIRE_WORKFLOW>({
  def: QUESTIONNAIRE_WORKFLOW,
  table: questionnaires,
  ownerKey: null,
  module: 'questionnaires',
  method: (a) => `general/questionnaires/${a}`,
  after: {
    // The demo seed publishes quietly (history, not news): only the server itself passes `quiet`.
    assign_audience: ({ tx, actor, after, input }) => assignAudience(tx, actor, after, input.quiet === true),
  },
});

export const assignmentWorkflow = serverWorkflow<
  QuestionnaireAssignment,
  typeof QUESTIONNAIRE_ASSIGNMENT_WORKFLOW
>({
  def: QUESTIONNAIRE_ASSIGNMENT_WORKFLOW,
  table: questionnaireAssignments,
  module: 'questionnaires',
  method: (a) => (a === 'create' ? 'general/questionnaires/publish' : `general/my-questionnaires/${a}`),
  parties: { assignee: (row, actor) => row.user_id === actor.id },
  recipients: { assignee: async ({ row }) => row.user_id },
  notice: async ({ row, tx }) => {
    const title = await questionnaireTitle(tx, row.questionnaire_id);
    return { link: `/questionnaires/myQuestionnaires/${row.questionnaire_id}`, params: { title } };
  },
});
