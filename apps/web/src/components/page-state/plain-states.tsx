import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** CSS-only spinner: it is the Suspense fallback of every screen, so it stays tiny. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <output className="page-spinner" aria-live="polite">
      <span className="spinner-ring" aria-hidden />
      <span className="spinner-text">{t('common.loading')}</span>
    </output>
  );
}

/** A light status block (icon, title, one action) for places that must not pull antd Result. */
export function StatusBlock({
  tone,
  title,
  action,
}: {
  tone: 'warning' | 'error';
  title: string;
  action?: ReactNode;
}) {
  return (
    <div className={`status-block ${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="status-icon" aria-hidden>
        !
      </span>
      <p className="status-title">{title}</p>
      {action}
    </div>
  );
}
