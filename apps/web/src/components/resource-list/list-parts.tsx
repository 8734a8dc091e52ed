import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ColumnDef, FilterDef, ResourceListProps, Row, RowAction } from './types';

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

/** What names a list screen: its API path, its title's dictionary key, its columns and filters. */
export const listOf = <T extends Row>(
  listPath: string,
  title: string,
  columns: ColumnDef<T>[],
  filters?: FilterDef[],
): Pick<ResourceListProps<T>, 'listPath' | 'title' | 'columns' | 'filters'> => ({
  listPath,
  title,
  columns,
  filters,
});

/** The list's search box (`label` a dictionary key). */
export const searchFilter = (label: string): FilterDef => ({ name: 'search', label, type: 'text' });

/** A column whose cell and printed or exported text are the same string (`more`: width, priority…). */
export const textColumn = <T extends Row>(
  key: string,
  title: string,
  show: (row: T) => string,
  more: Omit<ColumnDef<T>, 'key' | 'title'> = {},
): ColumnDef<T> => ({ key, title, render: show, text: show, ...more });

/** The row actions every list writes alike; `label` is a dictionary key. */
export const rowAction = {
  /** Opens another route (`icon` an antd icon, none for a labelled link), on the rows `visible` says. */
  link: <T extends Row>(
    key: string,
    label: string,
    icon: ReactNode,
    to: (row: T) => string,
    visible?: (row: T) => boolean,
  ): RowAction<T> => ({ key, label, icon, to, ...(visible ? { visible } : {}) }),
  /** The pencil, to the record's form. */
  edit: <T extends Row>(label: string, to: (row: T) => string, visible?: (row: T) => boolean) =>
    rowAction.link<T>('edit', label, <EditOutlined />, to, visible),
  /** The eye, to the record's page. */
  view: <T extends Row>(label: string, to: (row: T) => string, visible?: (row: T) => boolean) =>
    rowAction.link<T>('view', label, <EyeOutlined />, to, visible),
  /** A change of the row's status, confirmed, then the API call (`more`: when visible, danger…). */
  status: <T extends Row>(
    key: string,
    label: string,
    icon: ReactNode,
    request: NonNullable<RowAction<T>['request']>,
    more: Pick<RowAction<T>, 'visible' | 'danger' | 'onDone'> = {},
  ): RowAction<T> => ({ key, label, icon, confirm: 'status', request, ...more }),
  /** The red bin, confirmed, then the API call (DELETE unless said). */
  remove: <T extends Row>(
    label: string,
    path: (row: T) => string,
    method: 'DELETE' | 'POST' = 'DELETE',
    visible?: (row: T) => boolean,
  ): RowAction<T> => ({
    key: 'delete',
    label,
    danger: true,
    confirm: 'delete',
    request: (r) => ({ path: path(r), method }),
    ...(visible ? { visible } : {}),
  }),
};

/**
 * A label with its record's colour as a swatch beside it (a violation level, a zone): the colour
 * as the text's background, a tag's way, leaves the text unreadable on a light or dark colour.
 */
export function ColorLabel({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span className="color-label">
      <span aria-hidden className="color-label-swatch" style={{ background: color }} />
      <bdi>{children}</bdi>
    </span>
  );
}
