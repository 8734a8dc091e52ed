import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/resource-list';
import { CreateLink, listOf, ResourceList, rowAction } from '../../../components/resource-list';
import { PATHS } from '../api';
import { type UserRow, userColumns } from '../users/columns';

const c = userColumns;
const columns = [c.id, c.name, c.email, c.phone, c.status, c.created];

/**
 * /employees: the users under an organisation (the caller's own, for a company): view, edit,
 * disable and enable them (`users/employees/…`, scoped to the organisation by the server).
 */
export default function EmployeesListPage() {
  const { i18n } = useTranslation();
  const actions: RowAction<UserRow>[] = [
    rowAction.view('accounts.view', (r) => `/employees/view/${r.id}`),
    rowAction.edit('accounts.edit', (r) => `/employees/update/${r.id}`),
    rowAction.status(
      'disable',
      'accounts.disable',
      <StopOutlined />,
      (r) => ({ path: PATHS.employeesSwitchStatus(r.id), body: { status: 'disabled' } }),
      { visible: (r) => r.status === 'active', danger: true },
    ),
    rowAction.status(
      'enable',
      'accounts.enable',
      <CheckCircleOutlined />,
      (r) => ({ path: PATHS.employeesSwitchStatus(r.id), body: { status: 'active' } }),
      { visible: (r) => r.status === 'disabled' },
    ),
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
      {...listOf(PATHS.employees, 'accounts.routes.employees', columns, filters)}
      rowActions={actions}
      toolbar={
        <CreateLink to="/employees/create" label="accounts.create_employee" testId="employee-create" />
      }
    />
  );
}
