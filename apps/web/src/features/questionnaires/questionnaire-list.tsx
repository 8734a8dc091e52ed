import type { ColumnDef } from '../../components/resource-list';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import type { QuestionnaireRow } from './api';
import { questionnaireScreens } from './questionnaire.workflow';

type Row = QuestionnaireRow & Record<string, unknown>;

const columns: (ColumnDef<Row> | 'status')[] = [
  { key: 'id', title: 'questionnaires.fields.id', sortable: true, width: 70 },
  { key: 'title', title: 'questionnaires.fields.title', sortable: true },
  { key: 'closes_at', title: 'questionnaires.fields.closes_at' },
  {
    key: 'answered_count',
    title: 'questionnaires.fields.answered_count',
    text: (r) => `${r.answered_count} / ${r.assigned_count}`,
  },
  'status',
];

/** /questionnaires: the questionnaires, drafts and published, with their response counts. */
export function QuestionnaireListPage() {
  return (
    <WorkflowList<Row>
      area={questionnaireScreens}
      columns={columns}
      filters={['status', { name: 'search', label: 'questionnaires.fields.search', type: 'text' }]}
      rowActions={[
        {
          key: 'results',
          label: 'questionnaires.actions.results',
          visible: (r) => r.status === 'published',
          to: (r) => `/questionnaires/results/${r.id}`,
        },
      ]}
    />
  );
}
