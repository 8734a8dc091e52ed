import type { ReactNode } from 'react';

/** A run of Latin text: words, paths (/dashboard), e-mails, numbers joined by spaces or dots. */
const LATIN_RUN = /(\/?[A-Za-z][\w./@:-]*(?:[ ]+\/?[A-Za-z0-9][\w./@:-]*)*)/g;

/**
 * A sentence with its Latin runs isolated (`<bdi>`), so in Arabic "/dashboard" is not shown as
 * "dashboard/" and "QA Testing Est." keeps its full stop at its end.
 */
export function isolateLatin(text: string): ReactNode {
  if (!/[\u0600-\u06FF]/.test(text)) return text;
  const parts = text.split(LATIN_RUN);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <bdi key={i} dir="ltr">
        {part}
      </bdi>
    ) : (
      part
    ),
  );
}
