import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** Spec notice kinds; `danger` is antd's error. Default time 2000 ms (spec §9). */
export type NoticeKind = 'info' | 'success' | 'warning' | 'danger';
export const NOTICE_MS = 2000;

/** Bound to antd's App context at start-up so notices follow direction and locale. */
let bound: NotificationInstance | null = null;
export function bindNotifier(instance: NotificationInstance | null) {
  bound = instance;
}

export function notice(kind: NoticeKind, text: string, durationMs = NOTICE_MS) {
  const api = bound ?? notification;
  const fn = kind === 'danger' ? api.error : api[kind];
  fn({
    title: text,
    duration: durationMs / 1000,
    placement: 'top',
    role: kind === 'danger' ? 'alert' : 'status',
  });
}
