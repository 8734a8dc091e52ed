import { type StatusColor, USER_HISTORY_EVENT_COLORS, USER_TYPES } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DateText } from '../../../components/date-text/date-text';
import { EmptyState, QueryState } from '../../../components/page-state/page-states';
import { currentLang } from '../../../i18n/i18n';
import { type HistoryEntry, roleOptionsQuery, userHistoryQuery } from '../api';
import { nameIn, statusText } from '../shared/labels';
import { type Change, changesOf, type ValueNames, valueText } from './history-changes';

const EVENT_COLOR: Record<string, StatusColor> = USER_HISTORY_EVENT_COLORS;

/** /users/history/:id: the user's audit rows, newest first, each with its old and new values. */
export default function UserHistoryPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const history = useQuery(userHistoryQuery(id));
  // Role names for the role ids of the audit rows (those the caller may see).
  const roles = useQuery(roleOptionsQuery());
  if (history.isError || !history.data) return <QueryState query={history} />;
  const rows = history.data.data;
  const roleNames = new Map((roles.data?.data ?? []).map((r) => [r.id, nameIn(r)]));
  const names: ValueNames = {
    yesNo: (b) => t(b ? 'accounts.yes' : 'accounts.no'),
    status: statusText,
    type: (typeId) => USER_TYPES.find((x) => x.id === typeId)?.[currentLang()],
    role: (roleId) => roleNames.get(roleId),
    document: (f) => String(t(`register.${f}`, { defaultValue: f })),
  };
  const fieldName = (f: string) =>
    t(`accounts.fields.${f}`, { defaultValue: t(`register.${f}`, { defaultValue: f }) });

  const item = (e: HistoryEntry) => {
    const changes = changesOf(e.old_value, e.new_value);
    return {
      key: e.id,
      color: EVENT_COLOR[e.event] ?? 'gray',
      content: (
        <Space orientation="vertical" size={4} style={{ width: '100%' }} data-testid="history-entry">
          <Space wrap>
            <Tag color={EVENT_COLOR[e.event]}>
              {t(`accounts.events.${e.event}`, { defaultValue: e.event })}
            </Tag>
            <DateText value={e.created_at} withTime />
            <Typography.Text type="secondary">
              {t('accounts.by')} {e.actor?.name ?? t('accounts.system')}
            </Typography.Text>
          </Space>
          {changes.length > 0 && (
            <Table<Change>
              size="small"
              pagination={false}
              rowKey="field"
              dataSource={changes}
              columns={[
                { key: 'field', title: t('accounts.field'), render: (_, c) => fieldName(c.field) },
                {
                  key: 'before',
                  title: t('accounts.old_value'),
                  render: (_, c) => <bdi>{valueText(c.before, names, c.field)}</bdi>,
                },
                {
                  key: 'after',
                  title: t('accounts.new_value'),
                  render: (_, c) => <bdi>{valueText(c.after, names, c.field)}</bdi>,
                },
              ]}
            />
          )}
        </Space>
      ),
    };
  };

  return (
    <Card variant="borderless">
      {rows.length === 0 ? (
        <EmptyState text={t('accounts.no_history')} />
      ) : (
        <Timeline items={rows.map(item)} data-testid="history" />
      )}
    </Card>
  );
}
