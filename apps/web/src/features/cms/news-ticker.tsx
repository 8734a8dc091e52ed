import { NotificationOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activeNewsQuery } from './api';
import './news-ticker.css';

/**
 * The news bar in the shell (spec 000 §2 "Content management"): the visible lines scroll across,
 * right to left in Arabic and left to right in English; nothing when there is none. The texts are
 * plain (the server strips markup) and React escapes them.
 */
/** The shell loads it apart (its own chunk), so the desk screens' code does not carry it. */
export default function NewsTicker() {
  const { i18n, t } = useTranslation();
  const q = useQuery({ ...activeNewsQuery(), retry: false, staleTime: 5 * 60_000 });
  const lines = q.data?.data ?? [];
  if (!lines.length) return null;
  const en = i18n.language === 'en';
  return (
    <section className="news-ticker" aria-label={t('shell.news')} data-testid="news-ticker">
      <NotificationOutlined className="news-ticker-icon" />
      <div className="news-ticker-window">
        <div className={`news-ticker-track ${en ? 'ltr' : 'rtl'}`} data-testid="news-ticker-track">
          {lines.map((l) => (
            <span key={l.id} className="news-ticker-item">
              {en ? l.text_en : l.text}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
