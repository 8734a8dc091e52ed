import {
  NOTIFICATION_TARGET_LABELS,
  type NotificationBroadcastRow,
  type NotificationTarget,
} from '@mashaer/contract';
import { Tag } from 'antd';
import { DateText } from '../../../components/date-text/date-text';
import type { ColumnDef, FilterDef } from '../../../components/resource-list';
import { searchFilter, textColumn } from '../../../components/resource-list';
import { dualDateText } from '../../../i18n/dates';
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
  {
    key: 'created_at',
    title: 'common.created_at',
    sortable: true,
    render: (r) => <DateText value={r.created_at} withTime stacked />,
    text: (r) => dualDateText(r.created_at, currentLang(), true),
  },
];

/** The filters of NotificationListBodySchema; `target` options come from the answer's `filters.target`. */
export const filters: FilterDef[] = [
  searchFilter('notifications.search'),
  { name: 'target', label: 'notifications.target', type: 'select' },
  { name: 'date_from', label: 'notifications.date_from', type: 'date' },
  { name: 'date_to', label: 'notifications.date_to', type: 'date' },
];
