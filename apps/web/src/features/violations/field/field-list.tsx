import type { ViolationRow } from '@mashaer/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../session/can';
import { FieldNav } from './field-nav';
import { FIELD_PAGES, FIELD_PATHS } from './field-paths';
import { useFieldRead } from './field-read';
import { StatusTag } from './field-status';
import { shortDate } from './field-time';
import './field-record.css';

type Page = {
  data: { data: ViolationRow[]; total: number; current_page: number; last_page: number };
};

/** The page asked for in the address (`?page=`), so a reload or the back button keeps it. */
const pageInAddress = () => Math.max(1, Number(new URLSearchParams(window.location.search).get('page')) || 1);

function Row({ v, lang }: { v: ViolationRow; lang: string }) {
  const { t } = useTranslation();
  return (
    <li className="field-row" data-testid="field-row" data-id={v.id}>
      <a href={FIELD_PAGES.details(v.id)} className="field-row-link">
        <span className="field-item-head">
          <strong dir="ltr">{v.number}</strong>
          <StatusTag status={v.status} lang={lang} />
        </span>
        <span className="field-item-meta">
          {t('violations.fields.camp')} <bdi>{v.camp_number}</bdi> · <bdi>{v.level_name}</bdi> ·{' '}
          {shortDate(v.created_at, lang)}
        </span>
        <span className="field-row-body" dir="auto">
          {v.body}
        </span>
      </a>
    </li>
  );
}

/**
 * /violations/field/list: the caller's own violations on the phone (issue 31 §7). An inspector's
 * are those it recorded (`mine`); a company's, those assigned to it (the server's scope). Ten a
 * page, next and previous; each row opens its details screen.
 */
export function FieldList({ online }: { online: boolean }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const [page, setPage] = useState(pageInAddress);
  const mine = can('view-violation-form');
  const read = useFieldRead<Page>(
    FIELD_PATHS.list,
    { method: 'POST', query: { page }, body: { paginate: 10, ...(mine ? { mine: 1 } : {}) } },
    `${page}:${i18n.language}`,
  );
  const { failed, reload } = read;
  useEffect(() => {
    if (online && failed) reload();
  }, [online, failed, reload]);
  const go = (to: number) => {
    setPage(to);
    window.history.replaceState(null, '', to > 1 ? `?page=${to}` : window.location.pathname);
  };
  const list = read.data?.data;
  return (
    <section className="field-page" aria-labelledby="field-title">
      <div className="field-top">
        <h1 id="field-title" className="card-title">
          {t(mine ? 'violations.field.list_title' : 'violations.field.list_title_company')}
        </h1>
      </div>
      <FieldNav current="list" />
      <div className="plain-card" aria-busy={read.loading || undefined}>
        {read.failed && !list && (
          <output className="field-note" data-testid="field-list-failed">
            {t(online ? 'violations.field.load_failed' : 'violations.field.load_offline')}
          </output>
        )}
        {list && list.data.length === 0 && <p>{t('violations.field.list_empty')}</p>}
        {list && list.data.length > 0 && (
          <>
            <output className="card-hint field-counts">
              {t('violations.field.list_counts', {
                n: list.total,
                page: list.current_page,
                of: list.last_page,
              })}
            </output>
            <ul className="field-items" data-testid="field-list">
              {list.data.map((v) => (
                <Row key={v.id} v={v} lang={i18n.language} />
              ))}
            </ul>
          </>
        )}
        {!list && !read.failed && <p className="field-note">{t('violations.field.loading')}</p>}
        {list && list.last_page > 1 && (
          <div className="field-pager">
            <button
              type="button"
              className="plain-button"
              disabled={page <= 1 || read.loading}
              onClick={() => go(page - 1)}
              data-testid="field-prev"
            >
              {t('violations.field.prev')}
            </button>
            <button
              type="button"
              className="plain-button"
              disabled={page >= list.last_page || read.loading}
              onClick={() => go(page + 1)}
              data-testid="field-next"
            >
              {t('violations.field.next')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
