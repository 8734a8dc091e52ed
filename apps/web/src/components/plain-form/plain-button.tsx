import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'link' | 'text';
  loading?: boolean;
  block?: boolean;
};

/** A button styled like antd's, for the antd-free login route. */
export function PlainButton({
  variant = 'primary',
  loading,
  block,
  className,
  disabled,
  children,
  ...rest
}: Props) {
  return (
    <button
      type="button"
      className={['plain-button', variant, block ? 'block' : '', className ?? ''].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="spinner-ring small" aria-hidden />}
      {children}
    </button>
  );
}
