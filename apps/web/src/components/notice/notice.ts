/** Spec notice kinds; `danger` is antd's error. Default time 2000 ms (spec §9). */
type NoticeKind = 'info' | 'success' | 'warning' | 'danger';
const NOTICE_MS = 2000;

export type Notice = { kind: NoticeKind; text: string; durationMs: number };
type Listener = (n: Notice) => void;

/**
 * Notices go through a tiny queue; the antd notification host (notice-host.tsx) is loaded with
 * the first notice and drains it, so the login route carries no antd code for notices.
 */
const queue: Notice[] = [];
let listener: Listener | null = null;
const hostListeners = new Set<() => void>();

export function notice(kind: NoticeKind, text: string, durationMs = NOTICE_MS) {
  const n = { kind, text, durationMs };
  if (listener) listener(n);
  else {
    queue.push(n);
    for (const l of hostListeners) l();
  }
}

/** The antd host registers here; queued notices are delivered at once. */
export function attachNoticeListener(l: Listener | null) {
  listener = l;
  if (l) for (const n of queue.splice(0)) l(n);
}

export const hasPendingNotices = () => queue.length > 0 || listener !== null;

/** The root asks to be told when the first notice arrives (to load the host). */
export function onFirstNotice(l: () => void) {
  hostListeners.add(l);
  return () => hostListeners.delete(l);
}
