import type {
  AcceptedInvitation,
  AcceptedInvitationResponse,
  MyInvitation,
  MyInvitationListResponse,
} from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.js';
import { NOTIFICATIONS_KEY } from '../notifications/api.js';
import { sessionKeys } from '../session/me-query.js';

/** The signed-in person's own invitations: not tied to a selection, so kept when it changes. */
export const invitationKeys = { mine: ['session', 'invitations'] as const };

export const myInvitationsQuery = queryOptions({
  queryKey: invitationKeys.mine,
  queryFn: ({ signal }) =>
    api<z.infer<typeof MyInvitationListResponse>>('/v1/invitations', { signal }).then((r): MyInvitation[] => r.data),
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
        ? api<z.infer<typeof AcceptedInvitationResponse>>(`/v1/invitations/${id}/accept`, { method: 'POST' }).then(
            (r): AcceptedInvitation | null => r.data,
          )
        : api<void>(`/v1/invitations/${id}/decline`, { method: 'POST' }).then(() => null),
    onSettled: async (_data, _error, { answer }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationKeys.mine }),
        queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
        answer === 'accept' ? queryClient.invalidateQueries({ queryKey: sessionKeys.me }) : undefined,
      ]);
    },
  });
}
