import { FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { WorkflowScreensDef } from '../../resources/define-workflow';
import { useCan } from '../../session/can';
import { type ColumnDef, type FilterDef, ResourceList, type Row, type RowAction } from '../resource-list';
import { useWorkflow } from './use-workflow';
import { WorkflowStatusTag } from './workflow-status-tag';

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
}: Props<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      title={area.labels.list}
      columns={columns.map((c) => (c === 'status' ? statusColumn : c))}
      filters={filters.map((f) => (f === 'status' ? statusFilter : f))}
      rowActions={[
        {
          key: area.openKey ?? 'details',
          label: area.labels.open,
          icon: <FileTextOutlined />,
          ...(canOpen ? { visible: canOpen } : {}),
          onClick: (r) => void navigate(area.detailsPath(String(r.id))),
        },
        ...rowActions,
      ]}
      toolbar={
        toolbar || create ? (
          <>
            {toolbar}
            {create && (
              <Link to={create.path}>
                <Button type="primary" icon={<PlusOutlined />} data-testid={create.testId}>
                  {t(create.label)}
                </Button>
              </Link>
            )}
          </>
        ) : undefined
      }
    />
  );
}
