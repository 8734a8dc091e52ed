import { QUESTION_TYPE_LABELS, type QuestionRow, type QuestionType } from '@mashaer/contract';
import { Tag } from 'antd';
import type { ColumnDef, FilterDef } from '../../../components/resource-list';
import {
  CreateLink,
  listOf,
  ResourceList,
  rowAction,
  searchFilter,
  textColumn,
} from '../../../components/resource-list';
import { currentLang } from '../../../i18n/i18n';
import { PATHS } from '../api';
import { bi, sar } from '../labels';

const typeText = (t: QuestionType) => QUESTION_TYPE_LABELS[t]?.[currentLang()] ?? t;

const columns: ColumnDef<QuestionRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 80 },
  textColumn('title', 'templates.question', (r) => bi(r, 'title'), { sortable: true }),
  {
    key: 'type',
    title: 'templates.type',
    sortable: true,
    render: (r) => <Tag>{typeText(r.type)}</Tag>,
    text: (r) => typeText(r.type),
  },
  {
    key: 'is_required',
    title: 'templates.required',
    render: (r) => (r.is_required ? <Tag color="red">✓</Tag> : '—'),
    text: (r) => (r.is_required ? '✓' : ''),
  },
  {
    key: 'unit_price_halalas',
    title: 'templates.unit_price',
    render: (r) => (r.unit_price_halalas === null ? '—' : sar(r.unit_price_halalas)),
    text: (r) => (r.unit_price_halalas === null ? '' : sar(r.unit_price_halalas)),
  },
];

const filters: FilterDef[] = [
  searchFilter('templates.search'),
  { name: 'type', label: 'templates.type', type: 'select' },
  { name: 'category_id', label: 'templates.category', type: 'select' },
];

/** /questions: the question bank forms are built from. */
export default function QuestionsListPage() {
  return (
    <ResourceList<QuestionRow>
      {...listOf(PATHS.questions, 'templates.routes.questions', columns, filters)}
      rowActions={[
        rowAction.edit('templates.edit', (r) => `/questions/update/${r.id}`),
        rowAction.remove('templates.delete', (r) => PATHS.questionDelete(r.id)),
      ]}
      toolbar={
        <CreateLink to="/questions/create" label="templates.create_question" testId="question-create" />
      }
    />
  );
}
