import { FileTextOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { WorkflowScreensDef } from '../../resources/define-workflow';
import { useCan } from '../../session/can';
import {
  type ColumnDef,
  CreateLink,
  type FilterDef,
  ResourceList,
  type Row,
  type RowAction,
  rowAction,
} from '../resource-list';
import { useWorkflow, WorkflowStatusTag } from './workflow-status';

/** `'status'` stands for the status column or filter, drawn from the contract at that place. */
type Status = 'status';

type Props<T extends Row> = {
  area: WorkflowScreensDef;
  columns: (ColumnDef<T> | Status)[];
  filters?: (FilterDef | Status)[];
  /** Row actions after the open action. */
  rowActions?: RowAction<T>[];
  /** Rows whose details may be opened (default all). */
  canOpen?: (row: T) => boolean;
  /** Besides the declared permission, whether this caller may create (e.g. authority users only). */
  canCreate?: boolean;
  /** More of the toolbar, before the create button. */
  toolbar?: ReactNode;
  /** Sent with every list request (one list route per order type, e.g. re-assign and lock). */
  fixedBody?: Record<string, unknown>;
};

/**
 * A workflow area's list: its columns with the status tag, the status filter with the contract's
 * labels, the open action to the details, and the create button when declared and permitted.
 */
export function WorkflowList<T extends Row & { id: unknown; status: string }>({
  area,
  columns,
  filters = ['status'],
  rowActions = [],
  canCreate = true,
  canOpen,
  toolbar,
  fixedBody,
}: Props<T>) {
  const can = useCan();
  const { workflow, label } = useWorkflow(area);
  const statusColumn: ColumnDef<T> = {
    key: 'status',
    title: area.labels.status,
    sortable: true,
    render: (r) => <WorkflowStatusTag area={area} status={r.status} label={label(r.status)} />,
    text: (r) => label(r.status),
  };
  const statusFilter: FilterDef = {
    name: 'status',
    label: area.labels.status,
    type: 'select',
    options: workflow?.statuses.map((s) => ({ value: s, label: label(s) })) ?? [],
  };
  const create = area.create && canCreate && can(area.create.permission) ? area.create : undefined;
  return (
    <ResourceList<T>
      listPath={area.api.list}
      fixedBody={fixedBody}
      title={area.labels.list}
      columns={columns.map((c) => (c === 'status' ? statusColumn : c))}
      filters={filters.map((f) => (f === 'status' ? statusFilter : f))}
      rowActions={[
        {
          ...rowAction.link(area.openKey ?? 'details', area.labels.open, <FileTextOutlined />, (r: T) =>
            area.detailsPath(String(r.id)),
          ),
          ...(canOpen ? { visible: canOpen } : {}),
        },
        ...rowActions,
      ]}
      toolbar={
        toolbar || create ? (
          <>
            {toolbar}
            {create && <CreateLink to={create.path} label={create.label} testId={create.testId} />}
          </>
        ) : undefined
      }
    />
  );
}
