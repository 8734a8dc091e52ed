import type { NotificationInstance } from 'antd/es/notification/interface';

/** Spec notice kinds; `danger` is antd's error. Default time 2000 ms (spec §9). */
export type NoticeKind = 'info' | 'success' | 'warning' | 'danger';
export const NOTICE_MS = 2000;

type Pending = [NoticeKind, string, number];

/**
 * Bound at start-up to a notification instance living inside ConfigProvider, so notices follow
 * direction and locale. Notices raised before that are queued, not lost.
 */
let bound: NotificationInstance | null = null;
const queue: Pending[] = [];

export function bindNotifier(instance: NotificationInstance | null) {
  bound = instance;
  if (bound) for (const p of queue.splice(0)) notice(...p);
}

export function notice(kind: NoticeKind, text: string, durationMs = NOTICE_MS) {
  if (!bound) {
    queue.push([kind, text, durationMs]);
    return;
  }
  const fn = kind === 'danger' ? bound.error : bound[kind];
  fn({ title: text, duration: durationMs / 1000, placement: 'top', role: kind === 'danger' ? 'alert' : 'status' });
}
