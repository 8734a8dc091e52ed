import { HistoryOutlined } from '@ant-design/icons';
import type { CallLogRow } from '@mashaer/contract';
import {
  type ColumnDef,
  type FilterDef,
  ResourceList,
  rowAction,
  textColumn,
} from '../../components/resource-list';
import { REPORTS, recordTimelinePath } from './api';
import { logList } from './log-list';
import { diffText, ValueDiff } from './value-diff';
import './reports.css';

type Row = CallLogRow & Record<string, unknown>;

const columns: ColumnDef<Row>[] = [
  textColumn('user_name', 'reports.user', (r) => r.user_name ?? '—'),
  textColumn('event', 'reports.event', (r) => r.event),
  textColumn('table_name', 'reports.table', (r) => `${r.table_name}${r.record_id ? ` #${r.record_id}` : ''}`),
  {
    key: 'changes',
    title: 'reports.changes',
    width: 380,
    render: (r) => <ValueDiff oldValue={r.old_value} newValue={r.new_value} />,
    text: (r) => diffText(r.old_value, r.new_value),
  },
  textColumn('module', 'reports.module', (r) => r.module, { priority: 2 }),
  textColumn('method', 'reports.method', (r) => r.method, { priority: 3, wrap: true, width: 180 }),
  textColumn('ip', 'reports.ip', (r) => r.ip ?? '—', { priority: 3 }),
];

const filters: FilterDef[] = [
  { name: 'table_name', label: 'reports.table', type: 'select' },
  { name: 'record_id', label: 'reports.record', type: 'text' },
  { name: 'event', label: 'reports.event', type: 'select' },
  { name: 'module', label: 'reports.module', type: 'select' },
  { name: 'user_id', label: 'reports.user_id', type: 'text' },
];

/** /log-system: the call log — who changed what, old and new values side by side. */
export default function CallLogPage() {
  return (
    <ResourceList<Row>
      {...logList(REPORTS.callLog, 'reports.routes.log_system', columns, filters)}
      rowActions={[
        rowAction.link<Row>(
          'timeline',
          'reports.timeline',
          <HistoryOutlined />,
          (r) => recordTimelinePath(r.table_name, r.record_id ?? ''),
          (r) => !!r.record_id,
        ),
      ]}
    />
  );
}
