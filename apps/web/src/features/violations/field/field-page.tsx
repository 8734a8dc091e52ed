import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineShell, useOnline } from '../../../offline/offline';
import { useSession } from '../../../session/session-store';
import type { ViolationFormData } from '../api';
import { FieldForm } from './field-form';
import { FieldNav } from './field-nav';
import { FIELD_PAGES, FIELD_PATHS } from './field-paths';
import { discard, onQueueChange, type QueuedViolation, queued, syncQueue } from './field-queue';
import { useFieldRead } from './field-read';
import { shortDate } from './field-time';
import './field.css';

/** While something waits and the browser says it is online, another try this often. */
const RETRY_MS = 20_000;

/** This inspector's queue, read again on every change. */
function useQueue(userId: number) {
  const [items, setItems] = useState<QueuedViolation[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void queued(userId)
        .then((all) => live && setItems(all))
        .catch(() => undefined);
    read();
    const off = onQueueChange(read);
    return () => {
      live = false;
      off();
    };
  }, [userId]);
  return items;
}

function QueueItem({ item }: { item: QueuedViolation }) {
  const { t, i18n } = useTranslation();
  const when = shortDate(item.recorded_at, i18n.language, true);
  return (
    <li className={`field-item ${item.state}`} data-testid="field-item" data-state={item.state}>
      <div className="field-item-head">
        <strong>{item.camp_label}</strong>
        <span className={`field-state ${item.state}`} data-testid="field-item-state">
          {t(`violations.field.state_${item.state}`)}
        </span>
      </div>
      <div className="field-item-meta">
        {item.level_label} · {t('violations.field.photos_count', { n: item.photos.length })} · {when}
      </div>
      {item.state === 'sent' && (
        <div>
          {t('violations.field.sent_as')}{' '}
          <a href={FIELD_PAGES.details(item.id as number)} dir="ltr" data-testid="field-item-number">
            {item.number}
          </a>
        </div>
      )}
      {item.state === 'pending' && (
        <div className="field-item-note">
          {item.id
            ? t('violations.field.photos_waiting', { sent: item.uploaded, n: item.photos.length })
            : t('violations.field.waiting')}
          {item.message ? ` — ${item.message}` : ''}
        </div>
      )}
      {item.state === 'refused' && (
        <>
          <div className="plain-error" data-testid="field-item-message">
            {item.message}
          </div>
          <button type="button" className="plain-button link" onClick={() => void discard(item.key)}>
            {t('violations.field.discard')}
          </button>
        </>
      )}
    </li>
  );
}

/**
 * /violations/field: the inspector's phone screen (issue 31 §7, ARCHITECTURE §7). No antd and no
 * router: a phone opens it as its own page (src/field-main.tsx), whose JavaScript is this screen,
 * React, i18n and the session (scripts/budget.mjs); its links are plain (a full load into the
 * desk). Opens offline after a first visit (the service worker keeps its files and the camps and
 * levels); what is recorded waits in the queue on the device and is sent when the connection returns.
 */
export function FieldPage() {
  const { t } = useTranslation();
  const userId = useSession().user?.id ?? 0;
  const online = useOnline();
  // The camps and levels, asked even when the browser says it is offline: the service worker
  // answers with its last copy.
  const form = useFieldRead<{ data: ViolationFormData }>(FIELD_PATHS.create, {}, 'reference');
  const items = useQueue(userId);
  useOfflineShell(form.reload);

  const sync = useCallback(() => void syncQueue(userId).catch(() => undefined), [userId]);
  const pending = items.filter((i) => i.state === 'pending').length;
  useEffect(() => {
    if (!online) return;
    sync();
    if (!pending) return;
    const timer = setInterval(sync, RETRY_MS);
    return () => clearInterval(timer);
  }, [online, pending, sync]);
  const { failed, reload } = form;
  useEffect(() => {
    if (online && failed) reload();
  }, [online, failed, reload]);

  const sent = items.filter((i) => i.state === 'sent');
  const data = form.data?.data;
  const top = (
    <div className="field-top">
      <h1 id="field-title" className="card-title">
        {t('violations.field.title')}
      </h1>
      <span className={`field-connection ${online ? 'online' : 'offline'}`} data-testid="field-connection">
        {t(online ? 'violations.field.online' : 'violations.field.offline')}
      </span>
    </div>
  );
  // The form is drawn at once in its final layout (its lists fill in when the camps and levels
  // answer): arriving later above the queue, it pushed the page down (a layout shift Lighthouse
  // scored at 0.2–0.4), and the page's largest text was painted only after that answer.
  return (
    <section className="field-page" aria-labelledby="field-title">
      {top}
      <FieldNav current="form" />
      {form.failed && !data && (
        <output className="plain-card" data-testid="field-no-reference">
          {t('violations.field.no_reference')}
        </output>
      )}
      <FieldForm
        userId={userId}
        camps={data?.camps ?? []}
        levels={data?.levels ?? []}
        loading={!data}
        onQueued={sync}
      />

      <section
        className="plain-card field-queue"
        aria-labelledby="field-queue-title"
        data-testid="field-queue"
      >
        <div className="field-top">
          <h2 id="field-queue-title">{t('violations.field.queue')}</h2>
          {pending > 0 && online && (
            <button type="button" className="plain-button link" onClick={sync} data-testid="field-send-now">
              {t('violations.field.send_now')}
            </button>
          )}
        </div>
        <output className="card-hint field-counts">
          {t('violations.field.queue_counts', {
            pending,
            sent: sent.length,
            refused: items.filter((i) => i.state === 'refused').length,
          })}
        </output>
        {items.length === 0 ? (
          <p>{t('violations.field.queue_empty')}</p>
        ) : (
          <ul className="field-items">
            {items.map((i) => (
              <QueueItem key={i.key} item={i} />
            ))}
          </ul>
        )}
        {sent.length > 0 && (
          <button
            type="button"
            className="plain-button link"
            onClick={() => void Promise.all(sent.map((i) => discard(i.key)))}
            data-testid="field-clear-sent"
          >
            {t('violations.field.clear_sent')}
          </button>
        )}
      </section>
      <a href="/violations" className="field-desk-link">
        {t('violations.field.desk_link')}
      </a>
    </section>
  );
}
