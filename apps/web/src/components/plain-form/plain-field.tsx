import { type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  /** A show/hide toggle for passwords. */
  revealable?: boolean;
};

/**
 * A labelled input with its error under it, styled like antd's, for the antd-free login route
 * (initial JS budget). Accessible: label, aria-invalid, aria-describedby.
 */
export function PlainField({
  label,
  value,
  onChange,
  error,
  hint,
  revealable,
  type,
  required,
  dir,
  ...rest
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const described =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`plain-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      {/* the wrapper takes the input's direction, so the reveal button sits at the end of the text */}
      <div className="plain-input-wrap" dir={dir}>
        <input
          id={id}
          className="plain-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          type={revealable && shown ? 'text' : type}
          aria-invalid={Boolean(error)}
          aria-describedby={described}
          aria-required={required || undefined}
          dir={dir}
          {...rest}
        />
        {revealable && (
          <button
            type="button"
            className="plain-reveal"
            onClick={() => setShown((s) => !s)}
            aria-label={t(shown ? 'auth.hide_password' : 'auth.show_password')}
            aria-pressed={shown}
          >
            {t(shown ? 'auth.hide' : 'auth.show')}
          </button>
        )}
      </div>
      {hint && !error && (
        <div id={`${id}-hint`} className="plain-hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="plain-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
