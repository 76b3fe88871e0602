import type { NotificationInboxResponse, NotificationResponse, UnreadCountResponse } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.js';

export type InboxPage = z.infer<typeof NotificationInboxResponse>;
export type InboxFilter = 'all' | 'unread';

/** Everything about the signed-in user's notifications lives under this key. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;

export const inboxQuery = (filter: InboxFilter, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'inbox', filter, page, perPage],
    queryFn: ({ signal }) =>
      api<InboxPage>('/v1/notifications/inbox', {
        query: { page, per_page: perPage, 'filter[unread]': filter === 'unread' ? 'true' : undefined },
        signal,
      }),
  });

export const unreadQuery = queryOptions({
  queryKey: UNREAD_KEY,
  queryFn: ({ signal }) =>
    api<z.infer<typeof UnreadCountResponse>>('/v1/notifications/unread-count', { signal }).then((r) => r.data.unread),
});

export const markNotification = (id: string, read: boolean) =>
  api<z.infer<typeof NotificationResponse>>(`/v1/notifications/${id}`, { method: 'PATCH', body: { read } });
export const markAllRead = () => api<unknown>('/v1/notifications/read-all', { method: 'POST' });
export const deleteNotification = (id: string) => api<unknown>(`/v1/notifications/${id}`, { method: 'DELETE' });
