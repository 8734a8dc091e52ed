import type { PendingItem } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../components/page-state/page-states';
import { dashboardPendingQuery } from './api';

/**
 * What waits for the caller (`GET dashboard/pending`): per workflow and state, how many records
 * its allowed actions let it move on, each a link to the list filtered by that state.
 */
export function PendingActions() {
  const { t, i18n } = useTranslation();
  const comma = i18n.dir() === 'rtl' ? '، ' : ', ';
  const query = useQuery(dashboardPendingQuery());
  const items = query.data?.data ?? [];
  return (
    <Card
      title={<h2 className="dashboard-chart-title">{t('dashboard.pending.title')}</h2>}
      variant="borderless"
      data-testid="pending-actions"
    >
      {query.isError ? (
        <QueryState query={query} />
      ) : (
        <List<PendingItem>
          loading={query.isPending}
          className="dashboard-pending"
          dataSource={items}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.pending.none')} />
            ),
          }}
          renderItem={(i) => (
            <List.Item>
              {/* Not List.Item.Meta: its title is an h4, a level skipped under the card's h2. */}
              <div className="dashboard-pending-item">
                <Badge count={i.count} overflowCount={9999} color="#1f6f5c" showZero />
                <div>
                  <Link
                    to={i.link}
                    data-testid={`pending-${i.workflow}-${i.status}`}
                    data-count={i.count}
                    title={t('dashboard.pending.open', {
                      count: i.count,
                      title: i.title,
                      status: i.status_text,
                    })}
                  >
                    {t('dashboard.pending.item', { count: i.count, title: i.title, status: i.status_text })}
                  </Link>
                  <Typography.Paragraph type="secondary" className="dashboard-pending-actions">
                    {t('dashboard.pending.actions', { actions: i.actions.join(comma) })}
                  </Typography.Paragraph>
                </div>
              </div>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
