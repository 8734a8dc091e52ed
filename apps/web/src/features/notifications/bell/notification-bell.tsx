import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notice } from '../../../components/notice/notice';
import { BELL_KEY, type BellItem, clearNotifications, markSeen } from '../api';
import { BellPanel } from './bell-panel';
import { useBell } from './use-bell';

/** Top-bar bell: unread badge (live), the latest notifications, "see more", clear all. */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const bell = useBell();

  const openItem = async (item: BellItem) => {
    if (!item.is_seen) {
      await markSeen(item.id).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: BELL_KEY });
    }
    if (item.link) {
      setOpen(false);
      // Links are portal paths (the contract refuses anything else).
      if (item.link.startsWith('/') && !item.link.startsWith('//')) void navigate(item.link);
    }
  };

  const clear = async () => {
    const answer = await clearNotifications().catch(() => null);
    if (answer?.message) notice('success', answer.message);
    await queryClient.resetQueries({ queryKey: BELL_KEY });
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={t('notifications.bell_title')}
      content={
        <BellPanel
          items={bell.items}
          loading={bell.query.isLoading}
          hasMore={Boolean(bell.query.hasNextPage)}
          loadingMore={bell.query.isFetchingNextPage}
          onMore={() => void bell.query.fetchNextPage()}
          onOpen={(item) => void openItem(item)}
          onClear={() => void clear()}
          onSeeAll={() => {
            setOpen(false);
            void navigate('/notifications/mine');
          }}
        />
      }
    >
      <Button type="text" data-testid="notification-bell">
        {/* The name is this text; the badge's animated digits are hidden from assistive technology
            (they read as several numbers, and an aria-label would not match them). */}
        <span className="sr-only">{t('notifications.bell_label', { count: bell.unread })}</span>
        {/* The count stands beside the bell, not over it: from 10 up its two digits hid the icon. */}
        <span style={{ display: 'inline-flex', alignItems: 'flex-start', gap: 2 }}>
          <BellOutlined style={{ fontSize: 18 }} aria-hidden />
          <span aria-hidden data-testid="bell-badge" data-count={bell.unread}>
            <Badge count={bell.unread} size="small" overflowCount={99} />
          </span>
        </span>
      </Button>
    </Popover>
  );
}
