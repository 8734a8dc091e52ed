import { Button, Empty, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spin description={t('common.loading')} />
    </div>
  );
}

export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text ?? t('common.no_data')} />;
}

export function ErrorState({ onRetry, text }: { onRetry?: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={text ?? t('notice.problem')}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null
      }
    />
  );
}
