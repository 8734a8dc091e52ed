import { DateText } from '../../components/date-text/date-text';
import {
  type ColumnDef,
  type FilterDef,
  type Row,
  type RowAction,
  searchFilter,
} from '../../components/resource-list';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import type { WorkflowScreensDef } from '../../resources/define-workflow';
import { Sar } from './finance-tags';
import { useAuthority } from './use-authority';

type Bill = Row & { company_name?: string | null; due_date: string };

/**
 * The columns the sadad and invoice lists share: the id, the bill's number, the company (it wraps),
 * the amount in riyals, the list's own columns, the due date (the Hijri under the Gregorian) and the
 * status: the list fits its card from 1280 px without scrolling sideways (issue 15).
 */
export function billColumns<T extends Bill>(
  number: { key: string; title: string },
  amount: { key: string; title: string; sar: (r: T) => string },
  more: ColumnDef<T>[] = [],
): (ColumnDef<T> | 'status')[] {
  return [
    { key: 'id', title: 'common.id', sortable: true, width: 70 },
    number,
    { key: 'company_name', title: 'finance.fields.company', priority: 2, width: 120 },
    { ...amount, sortable: true, render: (r) => <Sar text={amount.sar(r)} />, text: amount.sar },
    ...more,
    {
      key: 'due_date',
      title: 'finance.fields.due_date',
      sortable: true,
      priority: 2,
      render: (r) => <DateText value={r.due_date} stacked />,
      text: (r) => r.due_date,
    },
    'status',
  ];
}

/** The company filter, for authority users only (a company sees its own bills), searched as typed. */
const companyFilter = (authority: boolean, optionsPath: string): FilterDef[] =>
  authority ? [{ name: 'company_id', label: 'finance.fields.company', type: 'select', optionsPath }] : [];

type BillListProps<T extends Bill> = {
  area: WorkflowScreensDef;
  columns: (ColumnDef<T> | 'status')[];
  /** The search box's label. */
  search: string;
  /** The list's own filters, after the status. */
  filters?: FilterDef[];
  /** Where the company filter's options are searched. */
  companies: string;
  /** The row actions, knowing whether the caller is an authority user. */
  rowActions?: (authority: boolean) => RowAction<T>[];
};

/**
 * A sadad or invoice list: the search box, the status, the list's own filters and, for authority
 * users, the company filter; only authority users create.
 */
export function BillList<T extends Bill & { id: unknown; status: string }>(p: BillListProps<T>) {
  const authority = useAuthority();
  return (
    <WorkflowList<T>
      area={p.area}
      columns={p.columns}
      filters={[
        searchFilter(p.search),
        'status',
        ...(p.filters ?? []),
        ...companyFilter(authority, p.companies),
      ]}
      rowActions={p.rowActions?.(authority)}
      canCreate={authority}
    />
  );
}
