import { NOTIFICATION_STREAM_EVENT } from '@talent/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiStream } from '../../shared/api/client.js';
import { useAuthStore } from '../../shared/auth/auth-store.js';
import { NOTIFICATIONS_KEY, UNREAD_KEY, unreadQuery } from './api.js';
import { parseEvents } from './sse.js';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The signed-in user's unread count for the bell, kept live by the server's event stream
 * (reconnecting with back-off; the server ends each stream after a few minutes). A change also
 * refreshes any open inbox. Call it once: each call holds a stream.
 */
export function useUnreadCount(): number {
  const client = useQueryClient();
  const token = useAuthStore((s) => s.token);
  const { data } = useQuery({ ...unreadQuery, enabled: token !== null });

  useEffect(() => {
    if (token === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    const apply = (unread: number) => {
      const before = client.getQueryData<number>(UNREAD_KEY);
      client.setQueryData(UNREAD_KEY, unread);
      if (before !== undefined && before !== unread)
        void client.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'inbox'] });
    };
    void (async () => {
      let retry = FIRST_RETRY_MS;
      while (!signal.aborted) {
        try {
          const response = await apiStream('notificationStream', { signal });
          retry = FIRST_RETRY_MS;
          const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const parsed = parseEvents(buffer + value);
            buffer = parsed.rest;
            for (const e of parsed.events) {
              if (e.event === NOTIFICATION_STREAM_EVENT) apply((JSON.parse(e.data) as { unread: number }).unread);
            }
          }
        } catch (error) {
          // A 401 ends the session (the API client signs out); nothing left to listen for.
          if (signal.aborted || (error instanceof ApiError && error.status === 401)) return;
          await pause(retry, signal);
          retry = Math.min(retry * 2, MAX_RETRY_MS);
        }
      }
    })();
    return () => controller.abort();
  }, [token, client]);

  return data ?? 0;
}
