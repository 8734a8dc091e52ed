import { Button, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text/date-text';
import { EmptyState } from '../../../components/page-state/page-states';
import type { BellItem } from '../api';

type Props = {
  items: BellItem[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onOpen: (item: BellItem) => void;
  onClear: () => void;
  /** Spec 000 §2 "see more": the page of all the user's notifications. */
  onSeeAll: () => void;
};

export function BellPanel({
  items,
  loading,
  hasMore,
  loadingMore,
  onMore,
  onOpen,
  onClear,
  onSeeAll,
}: Props) {
  const { t } = useTranslation();
  if (loading) return <Skeleton active className="bell-panel" />;
  return (
    <div className="bell-panel" data-testid="bell-panel">
      {items.length === 0 ? (
        <EmptyState text={t('notifications.none')} />
      ) : (
        <ul className="bell-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={item.id} className={`bell-item${item.is_seen ? '' : ' unseen'}`}>
              <button
                type="button"
                onClick={() => onOpen(item)}
                style={{ all: 'unset', display: 'block', width: '100%', cursor: 'pointer' }}
              >
                <Typography.Text strong={!item.is_seen}>{item.message}</Typography.Text>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <DateText value={item.created_at} withTime />
                </Typography.Text>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 8 }}>
        {hasMore ? (
          <Button type="link" size="small" loading={loadingMore} onClick={onMore} data-testid="bell-more">
            {t('notifications.load_more')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="link"
          size="small"
          href="/notifications/mine"
          onClick={(e) => {
            e.preventDefault();
            onSeeAll();
          }}
          data-testid="bell-see-more"
        >
          {t('notifications.see_more')}
        </Button>
        {items.length > 0 && (
          <Button type="link" size="small" danger onClick={onClear}>
            {t('notifications.clear')}
          </Button>
        )}
      </Space>
    </div>
  );
}
