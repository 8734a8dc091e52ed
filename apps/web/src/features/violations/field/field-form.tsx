import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shrinkPhoto } from '../photo';
import { enqueue } from './field-queue';

type Option = { value: string | number; label: string };
type Errors = Partial<Record<'camp' | 'level' | 'body' | 'photos', string>>;

/** The photos of one violation (the server's slots `image_1` … `image_8`). */
const MAX_PHOTOS = 8;
/** Options drawn at once in the camp list (the filter above it finds the rest). */
const MAX_SHOWN = 300;
/** The level rows held while the levels load: the demo's four, so the form does not move. */
const LEVEL_ROWS_WHILE_LOADING = ['a', 'b', 'c', 'd'];

/** A field's error under it, named by the control's aria-describedby. */
function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <div id={id} className="plain-error" role="alert">
      {text}
    </div>
  ) : null;
}

/** The photos taken so far, each with its preview and a remove button. */
function Photos({ files, onRemove }: { files: File[]; onRemove: (i: number) => void }) {
  const { t } = useTranslation();
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(
    () => () => {
      for (const u of urls) URL.revokeObjectURL(u);
    },
    [urls],
  );
  if (!files.length) return null;
  return (
    <ul className="field-photos" data-testid="field-photos">
      {urls.map((u, i) => (
        <li key={u}>
          <img src={u} alt={t('violations.field.photo_n', { n: i + 1 })} />
          <button
            type="button"
            className="field-photo-remove"
            onClick={() => onRemove(i)}
            aria-label={t('violations.field.remove_photo', { n: i + 1 })}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

type Props = {
  userId: number;
  camps: Option[];
  levels: Option[];
  /** The camps and levels are still on their way: the lists wait, the rest can be filled in. */
  loading?: boolean;
  /** After a violation joins the queue (the screen then tries to send it). */
  onQueued: () => void;
};

/**
 * The violation as the inspector records it in the field: camp, level, what was found and photos
 * from the phone's camera (shrunk on the device). It always goes to the queue first, so recording
 * is the same with or without a network.
 */
export function FieldForm({ userId, camps, levels, loading = false, onQueued }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState('');
  const [camp, setCamp] = useState('');
  const [level, setLevel] = useState('');
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState('');

  const shown = useMemo(() => {
    const q = filter.trim();
    const hits = q ? camps.filter((c) => c.label.includes(q)) : camps;
    const list = hits.slice(0, MAX_SHOWN);
    const chosen = camps.find((c) => String(c.value) === camp);
    return chosen && !list.includes(chosen) ? [chosen, ...list] : list;
  }, [camps, filter, camp]);

  const addPhotos = (files: FileList | null) => {
    const all = [...photos, ...Array.from(files ?? [])];
    setErrors((e) => ({
      ...e,
      photos: all.length > MAX_PHOTOS ? t('violations.field.too_many_photos', { n: MAX_PHOTOS }) : undefined,
    }));
    setPhotos(all.slice(0, MAX_PHOTOS));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved('');
    const found: Errors = {
      camp: camp ? undefined : t('violations.field.camp_required'),
      level: level ? undefined : t('violations.field.level_required'),
      body: body.trim() ? undefined : t('violations.field.body_required'),
      photos: photos.length ? undefined : t('violations.field.photo_required'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const small = await Promise.all(photos.map((p) => shrinkPhoto(p)));
      await enqueue({
        user_id: userId,
        camp_id: Number(camp),
        camp_label: camps.find((c) => String(c.value) === camp)?.label ?? camp,
        level_id: Number(level),
        level_label: levels.find((l) => String(l.value) === level)?.label ?? level,
        body: body.trim(),
        photos: small,
        photo_names: small.map((p) => p.name),
      });
      setCamp('');
      setLevel('');
      setBody('');
      setPhotos([]);
      setFilter('');
      setSaved(t('violations.field.queued'));
      onQueued();
    } catch {
      setSaved(t('violations.field.store_failed'));
    } finally {
      setSaving(false);
    }
  };

  const describe = (key: keyof Errors) => (errors[key] ? `${id}-${key}-error` : undefined);
  return (
    <form
      className="plain-card field-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="field-form"
    >
      <div className={`plain-field${errors.camp ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-camp`} className="required">
          {t('violations.fields.camp')}
        </label>
        <input
          type="search"
          className="plain-input field-filter"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('violations.field.camp_search')}
          aria-label={t('violations.field.camp_search')}
          data-testid="field-camp-search"
        />
        <select
          id={`${id}-camp`}
          className="plain-input"
          value={camp}
          onChange={(e) => setCamp(e.target.value)}
          disabled={loading}
          aria-busy={loading || undefined}
          aria-invalid={Boolean(errors.camp)}
          aria-describedby={describe('camp')}
          aria-required
          data-testid="field-camp"
        >
          <option value="">{t('common.choose')}</option>
          {shown.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-camp-error`} text={errors.camp} />
      </div>

      <fieldset
        className={`plain-field field-levels${errors.level ? ' has-error' : ''}`}
        aria-describedby={describe('level')}
      >
        <legend className="required">{t('violations.fields.level')}</legend>
        {loading &&
          LEVEL_ROWS_WHILE_LOADING.map((k) => (
            <div key={k} className="field-level placeholder" aria-hidden="true" />
          ))}
        {levels.map((l) => (
          <label key={l.value} className="field-level">
            <input
              type="radio"
              name={`${id}-level`}
              value={l.value}
              checked={level === String(l.value)}
              onChange={(e) => setLevel(e.target.value)}
              data-testid={`field-level-${l.value}`}
            />
            {l.label}
          </label>
        ))}
        <FieldError id={`${id}-level-error`} text={errors.level} />
      </fieldset>

      <div className={`plain-field${errors.body ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-body`} className="required">
          {t('violations.fields.body')}
        </label>
        <textarea
          id={`${id}-body`}
          className="plain-input"
          rows={4}
          maxLength={5000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={Boolean(errors.body)}
          aria-describedby={describe('body')}
          aria-required
          data-testid="field-body"
        />
        <FieldError id={`${id}-body-error`} text={errors.body} />
      </div>

      <div className={`plain-field${errors.photos ? ' has-error' : ''}`}>
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          className="field-file"
          onChange={(e) => {
            addPhotos(e.target.files);
            e.target.value = '';
          }}
          aria-describedby={describe('photos')}
          data-testid="field-photo-input"
        />
        <label htmlFor={`${id}-photo`} className="plain-button field-camera required">
          {t('violations.field.take_photo')}
        </label>
        <div className="plain-hint">{t('violations.field.photos_hint', { n: MAX_PHOTOS })}</div>
        <Photos files={photos} onRemove={(i) => setPhotos((p) => p.filter((_, j) => j !== i))} />
        <FieldError id={`${id}-photos-error`} text={errors.photos} />
      </div>

      <button
        type="submit"
        className="plain-button primary block"
        disabled={saving || loading}
        aria-busy={saving || undefined}
        data-testid="field-save"
      >
        {t('violations.field.save')}
      </button>
      <output className="field-saved" data-testid="field-saved">
        {saved}
      </output>
    </form>
  );
}
