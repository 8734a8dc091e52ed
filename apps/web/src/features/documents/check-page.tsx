import type { DocumentCheck, DocumentValidity } from '@mashaer/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { request } from '../../api/client';
import { PageSpinner, StatusBlock } from '../../components/page-state/plain-states';
import { dualDate } from '../../i18n/dates';
import { isLang } from '../../i18n/i18n';
import { CHECK_PATH } from './api';
import './check-page.css';

/**
 * The public check behind a printed document's QR code (ARCHITECTURE §7: opened on a phone at a
 * camp's gate): plain, no antd and no query cache, so the page stays light on a slow network.
 */
type Check = { state: 'loading' } | { state: 'failed' } | { state: 'done'; d: DocumentCheck };

function useCheck(code: string, lang: string): [Check, () => void] {
  const [check, setCheck] = useState<Check>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    // Asked again on a retry, and in the new language when it changes (the answer's texts are in it).
    void attempt;
    void lang;
    setCheck({ state: 'loading' });
    request<{ data: DocumentCheck }>(CHECK_PATH(code), { silent: true }).then(
      (answer) => live && setCheck({ state: 'done', d: answer.data }),
      () => live && setCheck({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [code, lang, attempt]);
  return [check, () => setAttempt((n) => n + 1)];
}

/** What a genuine document's check shows: what it certifies and whether it is still valid. */
function Facts({ d }: { d: DocumentCheck }) {
  const { t, i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'ar';
  const date = (v: string | null) => {
    const x = dualDate(v, lang, true);
    return x ? `${x.gregorian} (${x.hijri})` : null;
  };
  const rows: [string, ReactNode][] = [
    ['type', d.type_text],
    ['number', d.number && <bdi dir="ltr">{d.number}</bdi>],
    ['title', d.title],
    ['issuer', d.issuer],
    ['issued_at', date(d.issued_at)],
    [
      'validity',
      d.validity && (
        <span
          className={`check-validity ${d.validity satisfies DocumentValidity}`}
          data-testid="document-validity"
          data-validity={d.validity}
        >
          {d.validity_text}
        </span>
      ),
    ],
    ['valid_from', date(d.valid_from)],
    ['valid_until', date(d.valid_until)],
    ['extended_at', date(d.extended_at)],
    ['cancelled_at', date(d.cancelled_at)],
    ['hash', d.sha256 && <code dir="ltr">{d.sha256}</code>],
  ];
  return (
    <dl className="check-facts" data-testid="document-facts">
      {rows
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([k, v]) => (
          <div key={k}>
            <dt>{t(`documents.${k}`)}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}

function CheckPage() {
  const { qr = '' } = useParams();
  const { t, i18n } = useTranslation();
  const [check, retry] = useCheck(qr, i18n.language);
  if (check.state === 'loading') return <PageSpinner />;
  if (check.state === 'failed')
    return (
      <StatusBlock
        tone="error"
        title={t('notice.problem')}
        action={
          <button type="button" className="plain-button primary" onClick={retry}>
            {t('common.retry')}
          </button>
        }
      />
    );
  const { d } = check;
  return (
    <section className="document-check" data-testid="document-check" data-genuine={d.genuine ? '1' : '0'}>
      <div className={`check-mark ${d.genuine ? 'genuine' : 'not-genuine'}`} aria-hidden>
        {d.genuine ? '✓' : '✕'}
      </div>
      <h1 className="result-title" data-testid={d.genuine ? 'document-genuine' : 'document-not-genuine'}>
        {t(d.genuine ? 'documents.genuine' : 'documents.not_genuine')}
      </h1>
      <p className="check-text">{t(d.genuine ? 'documents.genuine_text' : 'documents.not_genuine_text')}</p>
      {d.genuine && <Facts d={d} />}
    </section>
  );
}

/** /qr/:qr — the public check of a printed document (contracts, forms, licences, …). */
export function DocumentCheckPage() {
  return <CheckPage />;
}

/** /orders/qr/:qr — the same check, from an order's printed documents (spec 000 §2). */
export function OrderCheckPage() {
  return <CheckPage />;
}
