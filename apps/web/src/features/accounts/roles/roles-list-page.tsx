import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ResourceList, type RowAction } from '../../../components/resource-list';
import { namesColumns, namesFilters } from '../../../resources/names';
import { PATHS } from '../api';
import { accountsNames } from '../shared/names';

type RoleRow = {
  id: number;
  name: string;
  name_en: string | null;
  permissions_count: number;
  users_count: number;
  created_at: string;
};

/** /roles: roles with how many permissions and users each has; delete is refused while held. */
export default function RolesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions: RowAction<RoleRow>[] = [
    {
      key: 'edit',
      label: 'accounts.edit',
      icon: <EditOutlined />,
      onClick: (r) => navigate(`/roles/${r.id}`),
    },
    {
      key: 'delete',
      label: 'accounts.delete',
      icon: <DeleteOutlined />,
      danger: true,
      confirm: 'delete',
      request: (r) => ({ path: PATHS.rolesDelete(r.id) }),
    },
  ];
  return (
    <ResourceList<RoleRow>
      listPath={PATHS.roles}
      title="accounts.routes.roles"
      columns={[
        ...namesColumns<RoleRow>(accountsNames('name')),
        { key: 'permissions_count', title: 'accounts.permissions_count' },
        { key: 'users_count', title: 'accounts.users_count' },
      ]}
      filters={namesFilters(accountsNames('name'))}
      rowActions={actions}
      toolbar={
        <Link to="/roles/create">
          <Button type="primary" icon={<PlusOutlined />} data-testid="role-create">
            {t('accounts.create_role')}
          </Button>
        </Link>
      }
    />
  );
}
