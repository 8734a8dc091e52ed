import {
  CheckCircleOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ResourceList, type RowAction } from '../../../components/resource-list';
import { PATHS } from '../api';
import { type UserRow, userColumns } from '../users/columns';

const c = userColumns;

/**
 * /employees: the users under an organisation (the caller's own, for a company): view, edit,
 * disable and enable them (`users/employees/…`, scoped to the organisation by the server).
 */
export default function EmployeesListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const actions: RowAction<UserRow>[] = [
    {
      key: 'view',
      label: 'accounts.view',
      icon: <EyeOutlined />,
      onClick: (r) => navigate(`/employees/view/${r.id}`),
    },
    {
      key: 'edit',
      label: 'accounts.edit',
      icon: <EditOutlined />,
      onClick: (r) => navigate(`/employees/update/${r.id}`),
    },
    {
      key: 'disable',
      label: 'accounts.disable',
      icon: <StopOutlined />,
      danger: true,
      confirm: 'status',
      visible: (r) => r.status === 'active',
      request: (r) => ({ path: PATHS.employeesSwitchStatus(r.id), body: { status: 'disabled' } }),
    },
    {
      key: 'enable',
      label: 'accounts.enable',
      icon: <CheckCircleOutlined />,
      confirm: 'status',
      visible: (r) => r.status === 'disabled',
      request: (r) => ({ path: PATHS.employeesSwitchStatus(r.id), body: { status: 'active' } }),
    },
  ];
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels follow the language
  const filters = useMemo(
    () => [
      { name: 'name', label: 'accounts.name', type: 'text' as const },
      { name: 'email', label: 'accounts.email', type: 'text' as const },
      { name: 'status', label: 'accounts.status', type: 'select' as const },
    ],
    [i18n.language],
  );
  return (
    <ResourceList<UserRow>
      listPath={PATHS.employees}
      title="accounts.routes.employees"
      columns={[c.id, c.name, c.email, c.phone, c.status, c.created]}
      filters={filters}
      rowActions={actions}
      toolbar={
        <Link to="/employees/create">
          <Button type="primary" icon={<PlusOutlined />} data-testid="employee-create">
            {t('accounts.create_employee')}
          </Button>
        </Link>
      }
    />
  );
}
