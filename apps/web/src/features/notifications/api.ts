import type { OperationResponse } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

export type InboxPage = OperationResponse<'notificationInbox'>;
export type InboxFilter = 'all' | 'unread';

/** Everything about the signed-in user's notifications lives under this key. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;

export const inboxQuery = (filter: InboxFilter, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'inbox', filter, page, perPage],
    queryFn: ({ signal }) =>
      api('notificationInbox', {
        query: { page, per_page: perPage, 'filter[unread]': filter === 'unread' ? 'true' : undefined },
        signal,
      }),
  });

export const unreadQuery = queryOptions({
  queryKey: UNREAD_KEY,
  queryFn: ({ signal }) => api('unreadCount', { signal }).then((r) => r.data.unread),
});

export const markNotification = (id: string, read: boolean) =>
  api('markNotification', { params: { uuid: id }, body: { read } });
export const markAllRead = () => api('markAllNotificationsRead');
export const deleteNotification = (id: string) => api('deleteNotification', { params: { uuid: id } });
