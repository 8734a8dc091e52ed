import type { ViolationDetails } from '@mashaer/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldAction } from './field-actions';
import { FieldNav } from './field-nav';
import { FIELD_PATHS } from './field-paths';
import { type StoredFile, StoredPhotos } from './field-photos';
import { useFieldRead } from './field-read';
import { StatusTag } from './field-status';
import { shortDate } from './field-time';
import './field-record.css';

/** The slots still free among `prefix…` (the objection's file, the fix's photos). */
const freeSlots = (v: ViolationDetails, prefix: string) =>
  v.attachments.slots.filter((s) => s.slot.startsWith(prefix) && !s.current).map((s) => s.slot);

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const { t } = useTranslation();
  return (
    <dl className="field-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The record's history, newest first, one line a step. */
function Timeline({ v, lang }: { v: ViolationDetails; lang: string }) {
  const { t } = useTranslation();
  return (
    <section className="plain-card" aria-labelledby="field-timeline-title">
      <h2 id="field-timeline-title" className="field-h2">
        {t('violations.timeline')}
      </h2>
      <ol className="field-timeline" data-testid="field-timeline">
        {[...v.timeline].reverse().map((e) => (
          <li key={e.id}>
            <strong>{e.action_text}</strong> → <bdi>{e.to_status_text}</bdi>
            <div className="field-item-meta">
              {shortDate(e.created_at, lang, true)}
              {e.actor ? (
                <>
                  {' · '}
                  <bdi>{lang === 'en' ? e.actor.name_en : e.actor.name_ar}</bdi>
                </>
              ) : null}
            </div>
            {e.reason ? (
              <div className="field-row-body" dir="auto">
                {e.reason}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /violations/field/:id: one violation on the phone (issue 31 §7): what was found, its photos,
 * status and history, and the company's answer or objection when the server allows it
 * (`allowed_actions`). The company's opening records `viewed` (the server does, on this read).
 */
export function FieldDetails({ id, online }: { id: number; online: boolean }) {
  const { t, i18n } = useTranslation();
  const read = useFieldRead<{ data: ViolationDetails }>(FIELD_PATHS.edit(id), {}, i18n.language);
  const [done, setDone] = useState('');
  const { failed, reload } = read;
  useEffect(() => {
    if (online && failed && read.status !== 404) reload();
  }, [online, failed, reload, read.status]);
  const v = read.data?.data;
  const lang = i18n.language;
  const files: StoredFile[] = (v?.attachments.slots ?? []).flatMap((s) => (s.current ? [s.current] : []));
  const after = (message: string) => {
    setDone(message);
    reload();
  };
  return (
    <section className="field-page" aria-labelledby="field-title">
      <div className="field-top">
        <h1 id="field-title" className="card-title">
          {t('violations.field.details_title')} <bdi dir="ltr">{v?.number ?? ''}</bdi>
        </h1>
        {v && <StatusTag status={v.status} lang={lang} />}
      </div>
      <FieldNav current="details" />
      {read.failed && !v && (
        <output className="plain-card" data-testid="field-details-failed">
          {t(
            read.status === 404
              ? 'violations.field.not_found'
              : online
                ? 'violations.field.load_failed'
                : 'violations.field.load_offline',
          )}
        </output>
      )}
      {!v && !read.failed && <p className="plain-card field-note">{t('violations.field.loading')}</p>}
      {v && (
        <>
          <div className="plain-card" data-testid="field-details">
            <Facts
              rows={[
                ['violations.fields.camp', <bdi key="c">{`${v.camp_number} · ${v.square_name}`}</bdi>],
                ['violations.fields.company', v.company_name],
                [
                  'violations.fields.level',
                  <span
                    key="l"
                    className="field-level-name"
                    style={{ borderInlineStartColor: v.level_color }}
                  >
                    {v.level_name}
                  </span>,
                ],
                [
                  'violations.fields.body',
                  <span key="b" className="field-row-body" dir="auto">
                    {v.body}
                  </span>,
                ],
                ...(v.due_at
                  ? [['violations.fields.due_at', shortDate(v.due_at, lang, true)] as [string, string]]
                  : []),
                ...(v.viewed_at
                  ? [['violations.fields.viewed_at', shortDate(v.viewed_at, lang, true)] as [string, string]]
                  : []),
                ...(v.rejection_cause
                  ? [['violations.fields.rejection_cause', v.rejection_cause] as [string, string]]
                  : []),
                ...(v.reject_answer
                  ? [['violations.fields.reject_answer', v.reject_answer] as [string, string]]
                  : []),
                ...(v.answer ? [['violations.fields.answer', v.answer] as [string, string]] : []),
              ]}
            />
            <StoredPhotos files={files} />
          </div>
          <output className="field-saved" data-testid="field-action-done">
            {done}
          </output>
          {v.allowed_actions.includes('object') && (
            <FieldAction id={v.id} kind="object" freeSlots={['rejection_file']} onDone={after} />
          )}
          {v.allowed_actions.includes('answer') && freeSlots(v, 'evidence_').length > 0 && (
            <FieldAction id={v.id} kind="answer" freeSlots={freeSlots(v, 'evidence_')} onDone={after} />
          )}
          <Timeline v={v} lang={lang} />
          <a href={`/violations/view/${v.id}`} className="field-desk-link">
            {t('violations.field.open_desk')}
          </a>
        </>
      )}
    </section>
  );
}
