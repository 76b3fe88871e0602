import type { Me } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.js';

export const sessionKeys = { me: ['session', 'me'] as const };

/**
 * The signed-in user; cached for the session and refetched when the tab regains focus. Not
 * aborted when a screen that shows it unmounts (no signal): the route guards wait on the same
 * fetch, and a cancelled one would fail them.
 */
export const meQuery = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: () => api('me').then((r): Me => r.data),
  staleTime: 5 * 60_000,
  retry: false,
});
