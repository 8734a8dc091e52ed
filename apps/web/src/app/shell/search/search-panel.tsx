import { SearchOutlined } from '@ant-design/icons';
import { type GlobalSearchHit, normalizeSearch } from '@mashaer/contract';
import { Alert, Empty, Input, Modal, Tag } from 'antd';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { request } from '../../../api/client';
import { groupHits, SEARCH_AREAS } from './search-areas';

/** The API's least (`MIN_SEARCH_CHARS`): shorter terms are not sent. */
const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'done'; hits: GlobalSearchHit[] };

/** `text` with the parts matching `term` (in the search's one spelling: أ = ا, ة = ه, ٣ = 3…) marked. */
function highlight(text: string, term: string): ReactNode {
  const needle = normalizeSearch(term.trim());
  if (!needle) return text;
  // Fold character by character, remembering where each folded character came from.
  const chars = [...text];
  let folded = '';
  const from: number[] = [];
  chars.forEach((ch, i) => {
    for (const f of normalizeSearch(ch)) {
      folded += f;
      from.push(i);
    }
  });
  const at = folded.indexOf(needle);
  if (at < 0) return text;
  const start = from[at];
  const end = from[at + needle.length - 1] + 1;
  return (
    <>
      {chars.slice(0, start).join('')}
      <mark>{chars.slice(start, end).join('')}</mark>
      {chars.slice(end).join('')}
    </>
  );
}

/**
 * The one search box's panel (issue 29 §2): a combobox whose listbox shows the records found,
 * grouped by area with their status; arrows move, Enter (or a click) opens the record's screen,
 * Esc closes. Loaded on first use by the top bar's `SearchButton`.
 */
export default function SearchPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [term, setTerm] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [active, setActive] = useState(0);

  const ready = normalizeSearch(term.trim()).length >= MIN_CHARS;
  useEffect(() => {
    if (!ready) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'loading' });
    const abort = new AbortController();
    const timer = setTimeout(() => {
      request<{ data: GlobalSearchHit[] }>('general/search', {
        method: 'POST',
        body: { search: term.trim() },
        signal: abort.signal,
        silent: true,
      })
        .then((answer) => {
          setActive(0);
          setState({ kind: 'done', hits: answer.data });
        })
        .catch(() => {
          if (!abort.signal.aborted) setState({ kind: 'error' });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [term, ready]);

  const groups = useMemo(() => (state.kind === 'done' ? groupHits(state.hits) : []), [state]);
  const flat = groups.flatMap((g) => g.items);
  const optionId = (i: number) => `${id}-option-${i}`;

  const openHit = (hit: GlobalSearchHit) => {
    onClose();
    setTerm('');
    void navigate(SEARCH_AREAS[hit.area].path(hit.id));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!flat.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + flat.length) % flat.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = flat[active];
      if (hit) openHit(hit);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
  };

  // Scroll the active option into view as the arrows move.
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const expanded = flat.length > 0;
  let index = -1;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      title={<span id={`${id}-title`}>{t('search.title')}</span>}
      className="search-panel"
      width={640}
    >
      <Input
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('search.placeholder')}
        role="combobox"
        aria-labelledby={`${id}-title`}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded ? optionId(active) : undefined}
        enterKeyHint="go"
        autoComplete="off"
        data-testid="search-input"
      />
      <div className="search-results" aria-live="polite">
        {state.kind === 'idle' && <p className="search-hint">{t('search.hint')}</p>}
        {state.kind === 'loading' && <p className="search-hint">{t('common.loading')}</p>}
        {state.kind === 'error' && (
          <Alert type="error" showIcon title={t('search.error')} data-testid="search-error" />
        )}
        {state.kind === 'done' && !expanded && (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('search.empty')}
            data-testid="search-empty"
          />
        )}
      </div>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t('search.results')}
        className="search-list"
        hidden={!expanded}
      >
        {groups.map((g) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (ARIA), no fieldset
          <div key={g.area} role="group" aria-labelledby={`${id}-${g.area}`}>
            <div id={`${id}-${g.area}`} className="search-group">
              {t(SEARCH_AREAS[g.area].label)}
            </div>
            {g.items.map((hit) => {
              index += 1;
              const i = index;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (aria-activedescendant)
                <div
                  key={`${hit.area}-${hit.id}`}
                  id={optionId(i)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  className={i === active ? 'search-option active' : 'search-option'}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => openHit(hit)}
                  data-testid={`search-hit-${hit.area}-${hit.id}`}
                >
                  <span className="search-option-text">
                    <bdi className="search-option-title">{highlight(hit.title ?? '—', term)}</bdi>
                    {hit.subtitle && (
                      <bdi className="search-option-subtitle">{highlight(hit.subtitle, term)}</bdi>
                    )}
                  </span>
                  {hit.status && hit.status_text && (
                    <Tag color={hit.status_color ?? undefined}>{hit.status_text}</Tag>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </Modal>
  );
}
