import type { OrderStatus } from '@mashaer/contract';
import {
  type ColumnDef,
  type FilterDef,
  type Row,
  type RowAction,
  rowAction,
  searchFilter,
  textColumn,
} from '../../components/resource-list';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import type { WorkflowScreensDef } from '../../resources/define-workflow';
import { PATHS } from './api';
import { useBi } from './use-bi';

// The lists apart from the form and details screens: a list route does not load their date
// pickers, uploads, forms and schemas.

type OrderRow = Row & { id: number; status: OrderStatus; allowed_actions?: string[] };

function useColumns(): (ColumnDef<OrderRow> | 'status')[] {
  const bi = useBi();
  return [
    { key: 'number', title: 'orders.fields.number', sortable: true },
    textColumn('company_name', 'orders.fields.company', (r) => bi(r.company_name, r.company_name_en), {
      priority: 2,
    }),
    { key: 'camp_number', title: 'orders.fields.camp', priority: 2 },
    'status',
    { key: 'planed_achive_date', title: 'orders.fields.planed_achive_date', priority: 3 },
  ];
}

const filters: (FilterDef | 'status')[] = [searchFilter('orders.fields.search'), 'status'];

const editable = (r: OrderRow) => (r.allowed_actions ?? []).some((a) => a === 'send' || a === 'resend');

/** The owner's edit and delete, while the order may still be sent. */
export const ownerActions: RowAction<OrderRow>[] = [
  rowAction.edit<OrderRow>('orders.actions.edit', (r) => `/orders/update/${r.id}`, editable),
  rowAction.remove<OrderRow>(
    'orders.actions.delete',
    (r) => PATHS.destroy(String(r.id)),
    'DELETE',
    (r) => r.status === 'draft' && (r.allowed_actions ?? []).includes('send'),
  ),
];

/** The orders' columns and filters on the area's declared list. */
export function OrderList({
  area,
  rowActions,
}: {
  area: WorkflowScreensDef;
  rowActions?: RowAction<OrderRow>[];
}) {
  return (
    <WorkflowList<OrderRow> area={area} columns={useColumns()} filters={filters} rowActions={rowActions} />
  );
}
