import type {
  MessageResponse,
  NotificationCreateOptions,
  UserNotification,
  UserNotificationsResponse,
} from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';

export type BellItem = UserNotification;
export type BellPage = UserNotificationsResponse;

export const BELL_KEY = ['notifications', 'bell'] as const;

export const fetchBellPage = (page: number) =>
  api.post<BellPage>(
    'general/notification/user_notification',
    {},
    { query: page > 1 ? { page } : undefined, silent: page === 1 },
  );

/** `/notifications/mine`: a page of the caller's own notifications (read and unread). */
export const MY_NOTIFICATIONS_KEY = ['notifications', 'mine'] as const;
export const MY_NOTIFICATIONS_PAGE_SIZE = 20;
const fetchMyNotifications = (page: number) =>
  api.post<BellPage>(
    'general/notification/user_notification',
    { paginate: MY_NOTIFICATIONS_PAGE_SIZE },
    { query: { page } },
  );
export const myNotificationsQuery = (page: number) =>
  queryOptions({ queryKey: [...MY_NOTIFICATIONS_KEY, page], queryFn: () => fetchMyNotifications(page) });

export const clearNotifications = () =>
  api.post<MessageResponse>('general/notification/clear_notification', {});

export const markSeen = (id: number) =>
  api.get<MessageResponse>(`general/notification/make_notification_seen/${id}`, { silent: true });

export const STREAM_PATH = 'general/notification/stream';

const fetchCreateOptions = () => api.get<NotificationCreateOptions>('general/notifications/create');
export const createOptionsQuery = () =>
  queryOptions({ queryKey: ['notifications', 'create-options'], queryFn: fetchCreateOptions });

export const NOTIFICATIONS_LIST = 'general/notifications';
export const NOTIFICATIONS_STORE = 'general/notifications/store';
