import type { QuestionnaireAssignmentDetails } from '@mashaer/contract';
import { Form } from 'antd';
import type { ColumnDef } from '../../components/resource-list';
import { WorkflowDetails } from '../../components/workflow-screens/workflow-details';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import type { QuestionnaireAssignmentRow } from './api';
import { QuestionFields, toFormValues } from './question-input';
import { usersScreens } from './questionnaire.workflow';

type Row = QuestionnaireAssignmentRow & Record<string, unknown>;

const columns: (ColumnDef<Row> | 'status')[] = [
  { key: 'questionnaire_title', title: 'questionnaires.fields.title' },
  { key: 'user_name', title: 'questionnaires.fields.user' },
  { key: 'company_name', title: 'questionnaires.fields.company' },
  { key: 'type_name', title: 'questionnaires.fields.user_type' },
  { key: 'answered_at', title: 'questionnaires.fields.answered_at', sortable: true },
  'status',
];

/** /questionnaires/usersQuestionnaires: every user's assignment, by status, questionnaire, type, company. */
export function UsersListPage() {
  return (
    <WorkflowList<Row>
      area={usersScreens}
      columns={columns}
      filters={[
        'status',
        { name: 'questionnaire_id', label: 'questionnaires.fields.title', type: 'select' },
        { name: 'type_id', label: 'questionnaires.fields.user_type', type: 'select' },
        { name: 'search', label: 'questionnaires.fields.search', type: 'text' },
      ]}
    />
  );
}

/** /questionnaires/usersQuestionnaires/:id: one user's answers, read-only, and the timeline. */
export function UsersDetailsPage() {
  return (
    <WorkflowDetails<QuestionnaireAssignmentDetails>
      area={usersScreens}
      title={(r) => r.questionnaire_title}
      fields={(r) => [
        { label: 'questionnaires.fields.user', value: r.user_name },
        { label: 'questionnaires.fields.company', value: r.company_name },
        { label: 'questionnaires.fields.user_type', value: r.type_name },
        { label: 'questionnaires.fields.answered_at', value: r.answered_at ?? '—' },
      ]}
      panels={(r) => (
        <Form layout="vertical" initialValues={toFormValues(r.content, r.answers)}>
          <QuestionFields content={r.content} readOnly />
        </Form>
      )}
      actions={{ path: () => '' }}
    />
  );
}
