import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ResourceForm } from '../components/resource-form';
import { ResourceList, type Row, type RowAction } from '../components/resource-list';
import type { Resource, ResourceView } from './define-resource';

type Props<T extends Row = Row> = { resource: Resource<T>; view: ResourceView<T> };

/** The list route of a declared resource: its columns and filters, edit and delete, create. */
export function ResourceListScreen<T extends Row>({ resource: r, view }: Props<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions: RowAction<T>[] = [
    {
      key: 'edit',
      label: r.labels.edit,
      icon: <EditOutlined />,
      onClick: (row) => void navigate(r.paths.update(String(row.id))),
    },
  ];
  const destroy = r.api.destroy;
  if (destroy && r.labels.delete)
    actions.push({
      key: 'delete',
      label: r.labels.delete,
      ...(view.deleteIcon === false ? {} : { icon: <DeleteOutlined /> }),
      danger: true,
      confirm: 'delete',
      request: (row) => ({ path: destroy(String(row.id)), method: 'DELETE' }),
    });
  const create = !r.noCreate && r.labels.create;
  return (
    <ResourceList<T>
      listPath={r.api.list}
      title={`${r.ns}.routes.${r.key}`}
      columns={view.columns}
      filters={view.filters}
      rowActions={actions}
      toolbar={
        create ? (
          <Link to={r.paths.create}>
            <Button type="primary" icon={<PlusOutlined />} data-testid={r.createTestId ?? `${r.key}-create`}>
              {t(r.labels.create ?? '')}
            </Button>
          </Link>
        ) : undefined
      }
    />
  );
}

/** The create and update routes of a declared resource: one form, its schema from the contract. */
export function ResourceFormScreen<T extends Row>({ resource: r, view }: Props<T>) {
  const { id } = useParams();
  return (
    <ResourceForm
      schema={view.form.schema}
      mode={id ? 'edit' : 'create'}
      loadPath={id ? r.api.edit(id) : undefined}
      submitPath={id ? r.api.update(id) : (r.api.store ?? '')}
      listPath={r.paths.list}
      initialValues={view.form.initialValues}
    >
      {view.form.fields}
    </ResourceForm>
  );
}

const bound = new WeakMap<object, Map<ComponentType<Props>, ComponentType>>();

/** A screen bound to one resource, the same component on every load (React keeps its state). */
export function bind(Screen: ComponentType<Props>, resource: Resource, view: ResourceView): ComponentType {
  const byScreen = bound.get(resource) ?? new Map<ComponentType<Props>, ComponentType>();
  bound.set(resource, byScreen);
  let Bound = byScreen.get(Screen);
  if (!Bound) {
    Bound = () => <Screen resource={resource} view={view} />;
    byScreen.set(Screen, Bound);
  }
  return Bound;
}
