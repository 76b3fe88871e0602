import type { AcceptedInvitation, MyInvitation } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';
import { sessionKeys } from '../../shared/session/me-query.js';
import { NOTIFICATIONS_KEY } from '../notifications/api.js';

/** The signed-in person's own invitations: not tied to a selection, so kept when it changes. */
export const invitationKeys = { mine: ['session', 'invitations'] as const };

export const myInvitationsQuery = queryOptions({
  queryKey: invitationKeys.mine,
  queryFn: ({ signal }) => api('myInvitations', { signal }).then((r): MyInvitation[] => r.data),
  staleTime: 60_000,
});

export type Answer = 'accept' | 'decline';

/**
 * Accepting changes what the person may reach: `/auth/me` is asked again, so the new account, site
 * or employer appears in the switcher (and someone without a team yet is taken into it).
 */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: Answer }) =>
      answer === 'accept'
        ? api('acceptInvitation', { params: { invitation: id } }).then((r): AcceptedInvitation | null => r.data)
        : api('declineInvitation', { params: { invitation: id } }).then(() => null),
    onSettled: async (_data, _error, { answer }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationKeys.mine }),
        queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
        answer === 'accept' ? queryClient.invalidateQueries({ queryKey: sessionKeys.me }) : undefined,
      ]);
    },
  });
}
