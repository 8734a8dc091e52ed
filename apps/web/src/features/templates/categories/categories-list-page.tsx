import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  type ColumnDef,
  type FilterDef,
  ResourceList,
  type RowAction,
} from '../../../components/resource-list';
import { PATHS } from '../api';
import { bi } from '../labels';

type CategoryRow = {
  id: number;
  name: string;
  name_en: string;
  audience: string;
  audience_text: string;
  questions_count: number;
} & Record<string, unknown>;

const columns: ColumnDef<CategoryRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 80 },
  {
    key: 'name',
    title: 'templates.name',
    sortable: true,
    render: (r) => bi(r, 'name'),
    text: (r) => bi(r, 'name'),
  },
  {
    key: 'audience',
    title: 'templates.audience',
    render: (r) => <Tag color="blue">{r.audience_text}</Tag>,
    text: (r) => r.audience_text,
  },
  { key: 'questions_count', title: 'templates.questions_count' },
];

const filters: FilterDef[] = [
  { name: 'search', label: 'templates.search', type: 'text' },
  { name: 'audience', label: 'templates.audience', type: 'select' },
];

/** /question-category */
export default function CategoriesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions: RowAction<CategoryRow>[] = [
    {
      key: 'edit',
      label: 'templates.edit',
      icon: <EditOutlined />,
      onClick: (r) => void navigate(`/question-category/update/${r.id}`),
    },
    {
      key: 'delete',
      label: 'templates.delete',
      icon: <DeleteOutlined />,
      danger: true,
      confirm: 'delete',
      request: (r) => ({ path: PATHS.categoryDelete(r.id), method: 'DELETE' }),
    },
  ];
  return (
    <ResourceList<CategoryRow>
      listPath={PATHS.categories}
      title="templates.routes.categories"
      columns={columns}
      filters={filters}
      rowActions={actions}
      toolbar={
        <Link to="/question-category/create">
          <Button type="primary" icon={<PlusOutlined />} data-testid="category-create">
            {t('templates.create_category')}
          </Button>
        </Link>
      }
    />
  );
}
