import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleOptionsQuery } from '../api';
import { nameIn } from './labels';

type Props = {
  value?: number[];
  onChange?: (v: number[]) => void;
  /** The employee form offers only the caller's own roles. */
  forEmployee?: boolean;
  /** Only the roles meant for this user type. */
  typeId?: number;
  id?: string;
  testId?: string;
};

/** The roles the caller may give (the server's `users/role-options`), several at once. */
export function RoleSelect({
  value,
  onChange,
  forEmployee = false,
  typeId,
  id,
  testId = 'role-select',
}: Props) {
  const { t } = useTranslation();
  const roles = useQuery(roleOptionsQuery(forEmployee, typeId));
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      loading={roles.isLoading}
      options={(roles.data?.data ?? []).map((r) => ({ value: r.id, label: nameIn(r) }))}
      optionFilterProp="label"
      placeholder={t('accounts.roles_placeholder')}
      notFoundContent={t('accounts.no_roles')}
      data-testid={testId}
    />
  );
}
