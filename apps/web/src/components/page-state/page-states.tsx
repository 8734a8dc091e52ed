import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
