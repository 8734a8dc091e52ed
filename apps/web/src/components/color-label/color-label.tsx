import type { ReactNode } from 'react';

/**
 * A label with its record's colour as a swatch beside it (a violation level, a zone): the colour
 * as the text's background, a tag's way, leaves the text unreadable on a light or dark colour.
 */
export function ColorLabel({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span className="color-label">
      <span aria-hidden className="color-label-swatch" style={{ background: color }} />
      <bdi>{children}</bdi>
    </span>
  );
}
