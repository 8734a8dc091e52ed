import { useQuery } from '@tanstack/react-query';
import { Timeline as AntTimeline, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import { EmptyState, ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { recordHistoryQuery } from './api';
import { ValueDiff } from './value-diff';
import './reports.css';

/** /log-system/record/:table/:id: one record's history in the call log, oldest first. */
export default function RecordTimelinePage() {
  const { t } = useTranslation();
  const { table = '', id = '' } = useParams();
  const query = useQuery(recordHistoryQuery(table, id));
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <ErrorState text={t('list.error')} onRetry={() => void query.refetch()} />;
  const rows = [...query.data.data.data].reverse();
  return (
    <Card
      title={
        <bdi>
          {table} #{id}
        </bdi>
      }
    >
      {rows.length === 0 ? (
        <EmptyState />
      ) : (
        <AntTimeline
          items={rows.map((r) => ({
            key: r.id,
            children: (
              <Space orientation="vertical" size={4} data-testid="record-event">
                <Typography.Text strong>
                  <bdi>{r.event}</bdi>
                  {' · '}
                  <bdi>{r.user_name ?? t('reports.system')}</bdi>
                  {' · '}
                  <DateText value={r.created_at} withTime />
                </Typography.Text>
                <Typography.Text type="secondary">
                  <bdi>
                    {r.module} · {r.method}
                  </bdi>
                </Typography.Text>
                <ValueDiff oldValue={r.old_value} newValue={r.new_value} />
              </Space>
            ),
          }))}
        />
      )}
    </Card>
  );
}
