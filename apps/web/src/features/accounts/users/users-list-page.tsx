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
import { type ColumnDef, ResourceList, type RowAction } from '../../../components/resource-list';
import { PATHS } from '../api';
import { useCan } from '../shared/use-can';
import { type UserRow, userColumns, userFilters } from './columns';

const c = userColumns;
// Nine columns do not fit a laptop's card (1280–1599 px): the name, company and account type wrap,
// and the mobile number, government body and creation date give way below 1600 px (issue 15).
const columns: ColumnDef<UserRow>[] = [
  c.id,
  { ...c.name, width: 140 },
  { ...c.company, width: 120 },
  c.email,
  { ...c.phone, priority: 4 },
  { ...c.type, width: 100 },
  c.status,
  { ...c.gov, priority: 4 },
  { ...c.created, priority: 4 },
];

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
      columns={columns}
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
