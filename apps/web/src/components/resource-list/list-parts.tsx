import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Row, RowAction } from './types';

/** A list's create button: the primary "+" button that opens the create route. */
export function CreateLink({ to, label, testId }: { to: string; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to}>
      <Button type="primary" icon={<PlusOutlined />} data-testid={testId}>
        {t(label)}
      </Button>
    </Link>
  );
}

/** A row action that opens another route (`label` a dictionary key, `icon` an antd icon). */
export const linkAction = <T extends Row>(
  key: string,
  label: string,
  icon: ReactNode,
  to: (row: T) => string,
): RowAction<T> => ({ key, label, icon, to });

/** The edit row action: the pencil, to the record's form. */
export const editAction = <T extends Row>(label: string, to: (row: T) => string) =>
  linkAction<T>('edit', label, <EditOutlined />, to);

/** The view row action: the eye, to the record's page. */
export const viewAction = <T extends Row>(label: string, to: (row: T) => string) =>
  linkAction<T>('view', label, <EyeOutlined />, to);

/** The delete row action: the red bin, confirmed, then the API call (DELETE unless said). */
export const deleteAction = <T extends Row>(
  label: string,
  path: (row: T) => string,
  method: 'DELETE' | 'POST' = 'DELETE',
): RowAction<T> => ({
  key: 'delete',
  label,
  danger: true,
  confirm: 'delete',
  request: (r) => ({ path: path(r), method }),
});
