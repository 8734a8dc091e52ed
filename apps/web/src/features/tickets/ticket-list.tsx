import { Tag } from 'antd';
import { DateText } from '../../components/date-text/date-text';
import type { ColumnDef, FilterDef } from '../../components/resource-list';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import type { TicketListRow } from './api';
import { ticketScreens } from './tickets.workflow';
import { useAuthority } from './use-authority';

type Row = TicketListRow & Record<string, unknown>;

const IMPORTANCE_COLORS: Record<string, string> = { low: 'default', medium: 'gold', high: 'red' };

const columns: ColumnDef<Row>[] = [
  {
    key: 'number',
    title: 'tickets.fields.number',
    sortable: true,
    width: 110,
    render: (r) => <bdi>{r.number}</bdi>,
  },
  { key: 'subject_name', title: 'tickets.fields.subject' },
  { key: 'company_name', title: 'tickets.fields.company', priority: 2 },
  // On a laptop's card the group and the opening date give way first (the layout sweep: 1366 px).
  { key: 'group_name', title: 'tickets.fields.group', priority: 4 },
  {
    key: 'importance_level',
    title: 'tickets.fields.importance',
    sortable: true,
    text: (r) => r.importance_text,
    render: (r) => (
      <Tag color={IMPORTANCE_COLORS[r.importance_level]} data-testid={`importance-${r.importance_level}`}>
        {r.importance_text}
      </Tag>
    ),
  },
  {
    key: 'created_at',
    title: 'tickets.fields.created_at',
    sortable: true,
    priority: 4,
    text: (r) => r.created_at.slice(0, 10),
    render: (r) => <DateText value={r.created_at} />,
  },
];

const filters: (FilterDef | 'status')[] = [
  { name: 'search', label: 'tickets.fields.search', type: 'text' },
  'status',
  { name: 'subject_id', label: 'tickets.fields.subject', type: 'select' },
  { name: 'importance_level', label: 'tickets.fields.importance', type: 'select' },
  { name: 'group_id', label: 'tickets.fields.group', type: 'select' },
  { name: 'from_date', label: 'tickets.fields.from_date', type: 'date' },
  { name: 'to_date', label: 'tickets.fields.to_date', type: 'date' },
];

/** /tickets: a company's own tickets, a handler's groups' tickets (the server decides). */
export function TicketListPage() {
  const authority = useAuthority();
  return (
    <WorkflowList<Row>
      area={ticketScreens}
      columns={[...columns, 'status']}
      filters={filters}
      canCreate={!authority}
    />
  );
}
