import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ResourceList, type RowAction } from '../../../components/resource-list';
import { PATHS } from '../api';
import { namesColumns, searchFilter } from '../shared/names-columns';

type CategoryRow = { id: number; name: string; name_en: string };

/** /categories: list, create, update and delete (a referenced category is refused by the server). */
export default function CategoriesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions: RowAction<CategoryRow>[] = [
    {
      key: 'edit',
      label: 'accounts.edit',
      icon: <EditOutlined />,
      onClick: (r) => navigate(`/categories/update/${r.id}`),
    },
    {
      key: 'delete',
      label: 'accounts.delete',
      icon: <DeleteOutlined />,
      danger: true,
      confirm: 'delete',
      request: (r) => ({ path: PATHS.categoriesDestroy(r.id), method: 'DELETE' }),
    },
  ];
  return (
    <ResourceList<CategoryRow>
      listPath={PATHS.categories}
      title="accounts.routes.categories"
      columns={namesColumns<CategoryRow>('name', 'name_en')}
      filters={searchFilter}
      rowActions={actions}
      toolbar={
        <Link to="/categories/create">
          <Button type="primary" icon={<PlusOutlined />} data-testid="category-create">
            {t('accounts.create_category')}
          </Button>
        </Link>
      }
    />
  );
}
