import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, refusalOf } from '../../../api/api-error';
import { request } from '../../../api/client';
import { shrinkPhoto } from '../photo';
import { FIELD_PATHS } from './field-paths';

type Kind = 'object' | 'answer';
/** The action's text field and the slot(s) its file goes to, as the server names them. */
const INPUT: Record<Kind, 'rejection_cause' | 'answer'> = { object: 'rejection_cause', answer: 'answer' };
type Errors = Partial<Record<'text' | 'file' | 'form', string>>;

/** Uploads each file to its slot, then takes the action: the server's guards want the files first. */
async function send(id: number, kind: Kind, text: string, files: { slot: string; file: File }[]) {
  for (const { slot, file } of files) {
    const form = new FormData();
    form.append('file', kind === 'answer' ? await shrinkPhoto(file) : file);
    try {
      await request(FIELD_PATHS.upload(id, slot), { method: 'POST', body: form, silent: true });
    } catch (e) {
      throw Object.assign(e as Error, { field: 'file' as const });
    }
  }
  await request(FIELD_PATHS.action(id, kind), {
    method: 'POST',
    body: { [INPUT[kind]]: text },
    silent: true,
  });
}

/** The server's refusal placed under its field: the text's, the file's, else above the button. */
function refusal(e: unknown, kind: Kind, fallback: string): Errors {
  if (!isApiError(e)) return { form: fallback };
  const onText = e.errors[INPUT[kind]]?.join(' ');
  if (onText) return { text: onText };
  const where = (e as { field?: 'file' }).field ?? 'form';
  return { [where]: refusalOf(e).join(' — ') };
}

type Props = { id: number; kind: Kind; freeSlots: string[]; onDone: (message: string) => void };

/**
 * The company's answer on the phone: an objection (its cause and a file, both required: pdf or
 * photo) or the fix (what was done and photos of it, shrunk on the device). Local checks first,
 * then the server's 422 messages under the same fields, in the language of the page.
 */
export function FieldAction({ id, kind, freeSlots, onDone }: Props) {
  const { t } = useTranslation();
  const uid = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const k = (s: string) => `violations.field.${kind}_${s}`;
  const max = kind === 'object' ? 1 : freeSlots.length;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {
      text: text.trim() ? undefined : t(k('text_required')),
      file: files.length ? undefined : t(k('file_required')),
    };
    setErrors(found);
    if (found.text || found.file) return;
    setBusy(true);
    try {
      await send(
        id,
        kind,
        text.trim(),
        files.slice(0, max).map((file, i) => ({ slot: freeSlots[i] as string, file })),
      );
      onDone(t(k('done')));
    } catch (err) {
      setErrors(refusal(err, kind, t('violations.field.send_failed')));
    } finally {
      setBusy(false);
    }
  };
  const err = (f: keyof Errors) =>
    errors[f] ? (
      <div
        id={`${uid}-${f}-error`}
        className="plain-error"
        role="alert"
        data-testid={`field-${kind}-${f}-error`}
      >
        {errors[f]}
      </div>
    ) : null;
  const describe = (f: keyof Errors) => (errors[f] ? `${uid}-${f}-error` : undefined);

  return (
    <form
      className="plain-card field-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${uid}-title`}
      data-testid={`field-${kind}`}
    >
      <h2 id={`${uid}-title`} className="field-h2">
        {t(k('title'))}
      </h2>
      <div className={`plain-field${errors.text ? ' has-error' : ''}`}>
        <label htmlFor={`${uid}-text`} className="required">
          {t(k('text'))}
        </label>
        <textarea
          id={`${uid}-text`}
          className="plain-input"
          rows={3}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={Boolean(errors.text)}
          aria-describedby={describe('text')}
          aria-required
          data-testid={`field-${kind}-text`}
        />
        {err('text')}
      </div>
      <div className={`plain-field${errors.file ? ' has-error' : ''}`}>
        <label htmlFor={`${uid}-file`} className="required">
          {t(k('file'))}
        </label>
        <input
          id={`${uid}-file`}
          type="file"
          className="field-file"
          accept={kind === 'object' ? 'application/pdf,image/png,image/jpeg' : 'image/*'}
          {...(kind === 'answer' ? { capture: 'environment' as const, multiple: true } : {})}
          onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, max))}
          aria-invalid={Boolean(errors.file)}
          aria-describedby={describe('file')}
          required
          data-testid={`field-${kind}-file`}
        />
        {/* The page's own button for the picker (the browser's says "Choose file" in its own language). */}
        <label htmlFor={`${uid}-file`} className="plain-button field-camera" aria-hidden="true">
          {t(k('pick'))}
        </label>
        {files.length > 0 && (
          <div className="field-chosen" data-testid={`field-${kind}-chosen`}>
            {files.map((f) => (
              <bdi key={f.name}>{f.name} </bdi>
            ))}
          </div>
        )}
        <div className="plain-hint">{t(k('file_hint'), { n: max })}</div>
        {err('file')}
      </div>
      {err('form')}
      <button
        type="submit"
        className="plain-button primary block"
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid={`field-${kind}-send`}
      >
        {t(k('send'))}
      </button>
    </form>
  );
}
