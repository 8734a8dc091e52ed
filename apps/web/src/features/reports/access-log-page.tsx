import type { AccessLogRow } from '@mashaer/contract';
import { Tag } from 'antd';
import { type ColumnDef, type FilterDef, ResourceList, textColumn } from '../../components/resource-list';
import { REPORTS } from './api';
import { logList } from './log-list';

type Row = AccessLogRow & Record<string, unknown>;

const EVENT_COLOR: Record<string, string> = {
  login: 'green',
  login_failed: 'orange',
  locked_out: 'red',
  logout: 'default',
  code_sent: 'blue',
  reset_requested: 'purple',
  password_reset: 'purple',
};

const columns: ColumnDef<Row>[] = [
  {
    key: 'event',
    title: 'reports.event',
    render: (r) => <Tag color={EVENT_COLOR[r.event]}>{r.event_text}</Tag>,
    text: (r) => r.event_text,
  },
  textColumn('user_name', 'reports.user', (r) => r.user_name ?? '—'),
  textColumn('email', 'reports.email', (r) => r.email ?? '—', { wrap: true, width: 220 }),
  textColumn('ip', 'reports.ip', (r) => r.ip ?? '—'),
  textColumn('platform', 'reports.platform', (r) => r.platform ?? '—'),
];

const filters: FilterDef[] = [
  { name: 'event', label: 'reports.event', type: 'select' },
  { name: 'ip', label: 'reports.ip', type: 'text' },
  { name: 'user_id', label: 'reports.user_id', type: 'text' },
];

/** /logs: the access log — sign-ins, failures, lock-outs, codes sent, sign-outs, resets. */
export default function AccessLogPage() {
  return <ResourceList<Row> {...logList(REPORTS.accessLog, 'reports.routes.logs', columns, filters)} />;
}
