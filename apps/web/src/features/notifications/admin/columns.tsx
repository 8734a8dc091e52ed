import {
  NOTIFICATION_TARGET_LABELS,
  type NotificationBroadcastRow,
  type NotificationTarget,
} from '@mashaer/contract';
import { Tag } from 'antd';
import { dateColumn } from '../../../components/date-text/date-column';
import type { ColumnDef, FilterDef } from '../../../components/resource-list';
import { searchFilter, textColumn } from '../../../components/resource-list';
import { currentLang } from '../../../i18n/i18n';

export type SentNotification = NotificationBroadcastRow & Record<string, unknown>;

const senderName = (s: SentNotification['sender']) => s?.name ?? '';
const targetText = (target: NotificationTarget) =>
  NOTIFICATION_TARGET_LABELS[target]?.[currentLang()] ?? target;
const TARGET_COLOR: Record<string, string> = { all: 'green', types: 'blue', users: 'purple' };

export const columns: ColumnDef<SentNotification>[] = [
  { key: 'id', title: 'common.id', sortable: true, width: 80 },
  { key: 'message', title: 'notifications.message', width: 300, wrap: true },
  {
    key: 'target',
    title: 'notifications.target',
    render: (r) => <Tag color={TARGET_COLOR[r.target]}>{targetText(r.target)}</Tag>,
    text: (r) => targetText(r.target),
  },
  { key: 'recipients_count', title: 'notifications.recipients_count', sortable: true },
  textColumn('sender', 'notifications.sender', (r) => senderName(r.sender)),
  dateColumn('created_at', 'common.created_at', { time: true, stacked: true, sortable: true }),
];

/** The filters of NotificationListBodySchema; `target` options come from the answer's `filters.target`. */
export const filters: FilterDef[] = [
  searchFilter('notifications.search'),
  { name: 'target', label: 'notifications.target', type: 'select' },
  { name: 'date_from', label: 'notifications.date_from', type: 'date' },
  { name: 'date_to', label: 'notifications.date_to', type: 'date' },
];
