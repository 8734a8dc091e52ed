/**
 * Parts of a label joined by " — ", each isolated (FSI … PDI) so that in Arabic a number beside
 * the dash keeps its spacing and its side ("1 — مربع 1", not "1— مربع 1"); for plain-text labels
 * (select options, inputs) where a `<bdi>` cannot go.
 */
export const joinIsolated = (...parts: (string | number | null | undefined)[]) =>
  parts
    .filter((p) => p !== null && p !== undefined && p !== '')
    .map((p) => `\u2068${p}\u2069`)
    .join(' — ');
