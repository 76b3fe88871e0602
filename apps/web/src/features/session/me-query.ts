import type { Me } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

export const sessionKeys = { me: ['session', 'me'] as const };

/** The signed-in user; cached for the session and refetched when the tab regains focus. */
export const meQuery = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: ({ signal }) => api<{ data: Me }>('/auth/me', { signal }).then((r) => r.data),
  staleTime: 5 * 60_000,
  retry: false,
});
