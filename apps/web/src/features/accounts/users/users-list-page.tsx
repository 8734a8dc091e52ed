import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  HistoryOutlined,
  PlusOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ResourceList, type RowAction } from '../../../components/resource-list';
import { PATHS } from '../api';
import { useCan } from '../shared/use-can';
import { type UserRow, userColumns, userFilters } from './columns';

const c = userColumns;

/** /users: every account in the caller's scope, with the spec's filters and row actions. */
export default function UsersListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  // biome-ignore lint/correctness/useExhaustiveDependencies: option labels follow the language
  const filters = useMemo(() => userFilters(), [i18n.language]);
  const actions: RowAction<UserRow>[] = [
    {
      key: 'view',
      label: 'accounts.view',
      icon: <EyeOutlined />,
      onClick: (r) => navigate(`/users/view/${r.id}`),
    },
    {
      key: 'edit',
      label: 'accounts.edit',
      icon: <EditOutlined />,
      onClick: (r) => navigate(`/users/update/${r.id}`),
    },
    {
      key: 'switch-gov',
      label: 'accounts.switch_gov',
      icon: <SafetyOutlined />,
      confirm: 'status',
      request: (r) => ({ path: PATHS.usersSwitchGov(r.id), body: {} }),
    },
    {
      key: 'history',
      label: 'accounts.history',
      icon: <HistoryOutlined />,
      onClick: (r) => navigate(`/users/history/${r.id}`),
    },
    {
      key: 'delete',
      label: 'accounts.delete',
      icon: <DeleteOutlined />,
      danger: true,
      confirm: 'delete',
      request: (r) => ({ path: PATHS.usersDelete(r.id) }),
    },
  ];
  return (
    <ResourceList<UserRow>
      listPath={PATHS.users}
      title="accounts.routes.users"
      columns={[c.id, c.name, c.company, c.email, c.phone, c.type, c.status, c.gov, c.created]}
      filters={filters}
      rowActions={actions}
      toolbar={
        can('user-create') && (
          <Link to="/users/create">
            <Button type="primary" icon={<PlusOutlined />} data-testid="user-create">
              {t('accounts.create_user')}
            </Button>
          </Link>
        )
      }
    />
  );
}
