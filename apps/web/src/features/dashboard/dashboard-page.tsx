import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../api/unread-count';
import { EmptyState, QueryState } from '../../components/page-state/page-states';
import { dashboardQuery } from './api';
import { DashboardView } from './dashboard-view';
import { PendingActions } from './pending-actions';

type DashboardCard = { key: string; value: number | string };

/**
 * /dashboard: the figures the server lets this user see (one card per key), what waits for the
 * user's action, the latest news (the CMS's panel, handed in by the app: a feature imports no
 * other feature) and the charts of the user's own areas.
 */
export default function DashboardPage({ News }: { News?: ComponentType }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(dashboardQuery());
  // The unread count is the bell's (kept live), not this answer's snapshot.
  const unread = useUnreadCount();
  if (query.isError) return <QueryState query={query} />;
  // Unknown keys are left out rather than shown with a raw key as their label.
  const cards = (query.data?.data.cards ?? []).filter((c) => i18n.exists(`dashboard.cards.${c.key}`));
  return (
    <>
      {cards.length === 0 ? (
        <EmptyState text={t('dashboard.empty')} />
      ) : (
        <Cards cards={cards} unread={unread} />
      )}
      <div className="dashboard-home-panels">
        <PendingActions />
        {News && (
          <Suspense fallback={<Card loading />}>
            <News />
          </Suspense>
        )}
      </div>
      {/* The figures of the caller's own areas (the charts it may open the lists of). */}
      <DashboardView dashKey="home" />
    </>
  );
}

function Cards({ cards, unread }: { cards: DashboardCard[]; unread: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} data-testid="dashboard-cards">
      {cards.map((c) => (
        <Col key={c.key} xs={24} sm={12} lg={8} xl={6}>
          <Card className="dashboard-card" variant="borderless">
            <Statistic
              title={t(`dashboard.cards.${c.key}`)}
              value={c.key === 'notifications_unread' && unread !== undefined ? unread : c.value}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
