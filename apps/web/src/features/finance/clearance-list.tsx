import type { ClearanceVoter } from '@mashaer/contract';
import type { ColumnDef } from '../../components/resource-list';
import { listOf, ResourceList, rowAction, searchFilter } from '../../components/resource-list';
import { CLEARANCE, type ClearanceRow } from './api';
import { ClearanceTag, VoteTag } from './clearance-tags';

type ListRow = ClearanceRow & Record<string, unknown>;

const baseColumns: ColumnDef<ListRow>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  { key: 'company_name', title: 'finance.fields.company' },
  {
    key: 'clearance_status',
    title: 'finance.fields.clearance_status',
    render: (r) => <ClearanceTag row={r} />,
    text: (r) => r.clearance_status_text,
  },
  {
    key: 'clearance_status_count',
    title: 'finance.fields.clearance_count',
    render: (r) => <bdi>{`${r.clearance_status_count} / ${r.clearance_required_count}`}</bdi>,
    text: (r) => `${r.clearance_status_count}/${r.clearance_required_count}`,
  },
];

function ClearanceList({ voter }: { voter?: ClearanceVoter }) {
  const columns: ColumnDef<ListRow>[] = voter
    ? [
        ...baseColumns,
        {
          key: 'my_vote',
          title: 'finance.fields.department_vote',
          render: (r) => <VoteTag vote={r.my_vote} />,
          text: (r) => r.my_vote ?? '',
        },
      ]
    : baseColumns;
  return (
    <ResourceList<ListRow>
      {...listOf(
        CLEARANCE.list,
        voter ? `finance.clearance_of.${voter}` : 'finance.routes.clearance',
        columns,
      )}
      fixedBody={voter ? { voter } : undefined}
      filters={[
        searchFilter('finance.fields.search_company'),
        { name: 'clearance_status', label: 'finance.fields.clearance_status', type: 'select' },
      ]}
      rowActions={[
        rowAction.link(
          'view',
          'finance.actions.details',
          undefined,
          (r) => `/clearance/${r.id}/${voter ?? 'all'}`,
        ),
      ]}
    />
  );
}

/** /clearance: every company's clearance (a company: its own). */
export function ClearanceListPage() {
  return <ClearanceList />;
}

/** /clearance-{product}: the companies as one product department sees them. */
export const productPage = (voter: ClearanceVoter) =>
  function ProductClearancePage() {
    return <ClearanceList voter={voter} />;
  };
