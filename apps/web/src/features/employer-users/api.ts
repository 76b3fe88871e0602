import type { EmployerRole, EmployerUser, InviteEmployerUserBody, TeamInvitation } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

/** The tenant and the employer whose team is shown; all three are part of every key. */
export type TeamScope = { accountId: number; siteId: number; employerId: number };

export const teamKeys = {
  all: ['employer-users'] as const,
  employer: ({ accountId, siteId, employerId }: TeamScope) =>
    [...teamKeys.all, { accountId, siteId, employerId }] as const,
  members: (scope: TeamScope) => [...teamKeys.employer(scope), 'members'] as const,
  roles: (scope: TeamScope) => [...teamKeys.employer(scope), 'roles'] as const,
  invitations: (scope: TeamScope) => [...teamKeys.employer(scope), 'invitations'] as const,
};

const team = ({ employerId }: TeamScope) => ({ employer: employerId });

export const teamQuery = (scope: TeamScope) =>
  queryOptions({
    queryKey: teamKeys.members(scope),
    queryFn: ({ signal }) =>
      api('listEmployerUsers', { params: team(scope), signal }).then((r): EmployerUser[] => r.data),
  });

/** Invitations nobody accepted yet: the typed address and the offer. */
export const invitationsQuery = (scope: TeamScope) =>
  queryOptions({
    queryKey: teamKeys.invitations(scope),
    queryFn: ({ signal }) =>
      api('listEmployerInvitations', { params: team(scope), signal }).then((r): TeamInvitation[] => r.data),
  });

/** Only the roles the caller may hand on, so the forms never offer one the server would refuse. */
export const rolesQuery = (scope: TeamScope) =>
  queryOptions({
    queryKey: teamKeys.roles(scope),
    queryFn: ({ signal }) => api('employerRoles', { params: team(scope), signal }).then((r): EmployerRole[] => r.data),
    staleTime: 5 * 60_000,
  });

/** The least powerful role (fewest permissions): the safe default of an invitation. */
export function leastPowerfulRole(roles: readonly EmployerRole[]): EmployerRole | undefined {
  return roles.reduce<EmployerRole | undefined>(
    (least, role) => (!least || role.permissions.length < least.permissions.length ? role : least),
    undefined,
  );
}

/** Members and invitations: an invitation accepted, withdrawn or made changes either list. */
function useRefreshTeam(scope: TeamScope) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.employer(scope) });
}

export function useInviteMember(scope: TeamScope) {
  const refresh = useRefreshTeam(scope);
  return useMutation({
    mutationFn: (body: InviteEmployerUserBody) =>
      api('inviteEmployerUser', { params: team(scope), body }).then((r) => r.data),
    onSuccess: refresh,
  });
}

export function useResendInvitation(scope: TeamScope) {
  const refresh = useRefreshTeam(scope);
  return useMutation({
    mutationFn: (id: number) => api('resendEmployerInvitation', { params: { ...team(scope), invitation: id } }),
    onSuccess: refresh,
  });
}

export function useRevokeInvitation(scope: TeamScope) {
  const refresh = useRefreshTeam(scope);
  return useMutation({
    mutationFn: (id: number) => api('revokeEmployerInvitation', { params: { ...team(scope), invitation: id } }),
    onSuccess: refresh,
  });
}

export function useChangeRole(scope: TeamScope) {
  const refresh = useRefreshTeam(scope);
  return useMutation({
    mutationFn: ({ userId, roleId }: { userId: number; roleId: number }) =>
      api('updateEmployerUser', { params: { ...team(scope), user: userId }, body: { role_id: roleId } }).then(
        (r) => r.data,
      ),
    onSuccess: refresh,
  });
}

export function useRemoveMember(scope: TeamScope) {
  const refresh = useRefreshTeam(scope);
  return useMutation({
    mutationFn: (userId: number) => api('removeEmployerUser', { params: { ...team(scope), user: userId } }),
    onSuccess: refresh,
  });
}
