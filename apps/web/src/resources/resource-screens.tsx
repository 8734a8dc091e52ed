import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { ResourceForm } from '../components/resource-form';
import { CreateLink, ResourceList, type Row, type RowAction, rowAction } from '../components/resource-list';
import type { Resource, ResourceView } from './define-resource';

type Props<T extends Row = Row> = { resource: Resource<T>; view: ResourceView<T> };

/** The list route of a declared resource: its columns and filters, edit and delete, create. */
export function ResourceListScreen<T extends Row>({ resource: r, view }: Props<T>) {
  const actions: RowAction<T>[] = [rowAction.edit(r.labels.edit, (row) => r.paths.update(String(row.id)))];
  const destroy = r.api.destroy;
  if (destroy && r.labels.delete)
    actions.push(rowAction.remove(r.labels.delete, (row) => destroy(String(row.id))));
  actions.push(...(view.rowActions ?? []));
  const create = !r.noCreate && r.labels.create;
  return (
    <ResourceList<T>
      listPath={r.api.list}
      title={`${r.ns}.routes.${r.key}`}
      columns={view.columns}
      filters={view.filters}
      rowActions={actions}
      toolbar={
        create || view.toolbar ? (
          <>
            {view.toolbar}
            {create && (
              <CreateLink to={r.paths.create} label={create} testId={r.createTestId ?? `${r.key}-create`} />
            )}
          </>
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
      multipart={view.form.multipart}
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
