import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageSpinner, StatusBlock } from './plain-states';

export { PageSpinner };

export function ErrorState({ onRetry, text }: { onRetry?: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <StatusBlock
      tone="warning"
      title={text ?? t('notice.problem')}
      action={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}

export function EmptyState({ text, children }: { text?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text ?? t('common.no_data')}>
      {children}
    </Empty>
  );
}

/**
 * A screen's query while it has nothing to show: the spinner while it loads, the problem with a
 * retry once it failed (`if (q.isError || !q.data) return <QueryState query={q} />`).
 */
export function QueryState({ query }: { query: { isLoading: boolean; refetch: () => unknown } }) {
  if (query.isLoading) return <PageSpinner />;
  return <ErrorState onRetry={() => void query.refetch()} />;
}

/**
 * The record of the route's `:id`: its query (`options(id)`, for `QueryState` while it loads or
 * fails) and its `data` once answered.
 */
export function useRouteQuery<T, K extends QueryKey>(
  options: (id: string) => UseQueryOptions<{ data: T }, Error, { data: T }, K>,
) {
  const { id = '' } = useParams();
  const query = useQuery(options(id));
  return { id, query, data: query.data?.data };
}
