import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirmAction } from '../../../components/confirm-action/use-confirm-action';
import { DateText } from '../../../components/date-text/date-text';
import { notice } from '../../../components/notice/notice';
import { EmptyState, ErrorState } from '../../../components/page-state/page-states';
import {
  BELL_KEY,
  type BellItem,
  clearNotifications,
  MY_NOTIFICATIONS_KEY,
  MY_NOTIFICATIONS_PAGE_SIZE,
  markSeen,
  myNotificationsQuery,
} from '../api';

/**
 * /notifications/mine: every notification of the signed-in user, read and unread, newest first —
 * mark one read, open its link, clear them all. Open to every user with the bell; the admin's
 * broadcast screen (/notifications) is a different thing.
 */
export default function MyNotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [confirm, holder] = useConfirmAction();
  const query = useQuery({ ...myNotificationsQuery(page), placeholderData: keepPreviousData });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_NOTIFICATIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: BELL_KEY }),
    ]);

  const read = async (item: BellItem) => {
    if (!item.is_seen) {
      await markSeen(item.id);
      await refresh();
    }
  };
  const open = async (item: BellItem) => {
    await read(item).catch(() => undefined);
    if (item.link?.startsWith('/') && !item.link.startsWith('//')) void navigate(item.link);
  };
  const clear = () =>
    confirm({
      kind: 'delete',
      onConfirm: async () => {
        const answer = await clearNotifications();
        if (answer.message) notice('success', answer.message);
        setPage(1);
        await refresh();
      },
    });

  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const answer = query.data;
  const items = answer?.data.data ?? [];
  return (
    <Card
      title={
        <Space>
          {t('notifications.mine_title')}
          <Badge count={answer?.unread_count ?? 0} overflowCount={999} data-testid="mine-unread" />
        </Space>
      }
      extra={
        items.length > 0 && (
          <Button danger icon={<DeleteOutlined />} onClick={() => void clear()} data-testid="mine-clear">
            {t('notifications.clear')}
          </Button>
        )
      }
    >
      {holder}
      <List<BellItem>
        loading={query.isLoading}
        dataSource={items}
        locale={{ emptyText: <EmptyState text={t('notifications.none')} /> }}
        data-testid="mine-list"
        pagination={
          (answer?.data.total ?? 0) > MY_NOTIFICATIONS_PAGE_SIZE
            ? {
                current: page,
                pageSize: MY_NOTIFICATIONS_PAGE_SIZE,
                total: answer?.data.total ?? 0,
                showSizeChanger: false,
                onChange: setPage,
              }
            : false
        }
        renderItem={(item) => (
          <List.Item
            className={item.is_seen ? 'mine-item' : 'mine-item unseen'}
            data-testid="mine-item"
            actions={
              item.is_seen
                ? []
                : [
                    <Button
                      key="read"
                      type="link"
                      size="small"
                      icon={<CheckOutlined />}
                      onClick={() => void read(item)}
                      data-testid="mine-mark-read"
                    >
                      {t('notifications.mark_read')}
                    </Button>,
                  ]
            }
          >
            {/* Not List.Item.Meta: its title is an h4, out of the page's heading order. */}
            <div className="mine-item-body">
              <div>
                <Space wrap>
                  {item.link ? (
                    <Typography.Link strong={!item.is_seen} onClick={() => void open(item)}>
                      <bdi>{item.message}</bdi>
                    </Typography.Link>
                  ) : (
                    <Typography.Text strong={!item.is_seen}>
                      <bdi>{item.message}</bdi>
                    </Typography.Text>
                  )}
                  <Tag color={item.is_seen ? 'default' : 'blue'}>
                    {t(item.is_seen ? 'notifications.read' : 'notifications.unread')}
                  </Tag>
                </Space>
              </div>
              <div className="mine-item-date">
                <DateText value={item.created_at} withTime />
              </div>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
