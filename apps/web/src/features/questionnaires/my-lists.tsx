import type { ColumnDef } from '../../components/resource-list';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import type { QuestionnaireAssignmentRow } from './api';
import { myScreens } from './questionnaire.workflow';

type Row = QuestionnaireAssignmentRow & Record<string, unknown>;

const columns: (ColumnDef<Row> | 'status')[] = [
  { key: 'questionnaire_title', title: 'questionnaires.fields.title' },
  { key: 'closes_at', title: 'questionnaires.fields.closes_at' },
  { key: 'answered_at', title: 'questionnaires.fields.answered_at', sortable: true },
  'status',
];

/** The caller's questionnaires in one state (from the route); a row opens the answering screen. */
function MyList({ status }: { status: 'pending' | 'answered' }) {
  return (
    <WorkflowList<Row>
      area={{ ...myScreens, labels: { ...myScreens.labels, list: `questionnaires.routes.${status}` } }}
      columns={columns}
      filters={[]}
      fixedBody={{ status }}
      canOpen={() => false}
      rowActions={[
        {
          key: 'answer',
          label:
            status === 'pending' ? 'questionnaires.actions.answer' : 'questionnaires.actions.view_answers',
          to: (r) => `/questionnaires/myQuestionnaires/${r.questionnaire_id}`,
        },
      ]}
    />
  );
}

/** /questionnaires/pendingQuestionnaires. */
export const PendingPage = () => <MyList status="pending" />;
/** /questionnaires/answeredQuestionnaires. */
export const AnsweredPage = () => <MyList status="answered" />;
