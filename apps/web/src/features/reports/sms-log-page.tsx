import type { SmsLogRow } from '@mashaer/contract';
import { Tag } from 'antd';
import { type ColumnDef, type FilterDef, ResourceList, textColumn } from '../../components/resource-list';
import { REPORTS } from './api';
import { logList } from './log-list';

type Row = SmsLogRow & Record<string, unknown>;

const columns: ColumnDef<Row>[] = [
  textColumn('channel', 'reports.channel', (r) => r.channel, { priority: 2 }),
  textColumn('recipient', 'reports.recipient', (r) => r.recipient, { wrap: true, width: 130 }),
  textColumn('body', 'reports.body', (r) => r.body, { wrap: true, width: 220 }),
  {
    key: 'status',
    title: 'reports.status',
    render: (r) => <Tag color={r.status === 'sent' ? 'green' : 'red'}>{r.status_text}</Tag>,
    text: (r) => r.status_text,
  },
  textColumn('retries', 'reports.retries', (r) => String(r.retries)),
  textColumn('error', 'reports.error', (r) => r.error ?? '—', { priority: 4, wrap: true, width: 160 }),
];

const filters: FilterDef[] = [
  { name: 'status', label: 'reports.status', type: 'select' },
  { name: 'channel', label: 'reports.channel', type: 'select' },
  { name: 'recipient', label: 'reports.recipient', type: 'text' },
];

/** /sms: the message log — delivery status and retries, one-time codes masked. */
export default function SmsLogPage() {
  return <ResourceList<Row> {...logList(REPORTS.smsLog, 'reports.routes.sms', columns, filters)} />;
}
