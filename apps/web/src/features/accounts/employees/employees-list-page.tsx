import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceList } from '../../../components/resource-list';
import { PATHS } from '../api';
import { type UserRow, userColumns } from '../users/columns';

const c = userColumns;

/** /employees: the users under an organisation (the caller's own, for a company). */
export default function EmployeesListPage() {
  const { t, i18n } = useTranslation();
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
