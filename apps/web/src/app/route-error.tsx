import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { StatusBlock } from '../components/page-state/plain-states';

/** Last resort when a route throws while rendering or loading. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <StatusBlock
      tone="error"
      title={t('notice.problem')}
      action={
        <button type="button" className="plain-button primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
      }
    />
  );
}
