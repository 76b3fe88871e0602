import type {
  AccountRole,
  AccountRoleListResponse,
  AccountRoleResponse,
  AccountScopes,
  AccountScopesResponse,
  AccountUser,
  AccountUserListQuery,
  AccountUserListResponse,
  AccountUserResponse,
  GrantBody,
  InviteAccountUserBody,
  SaveRoleBody,
  TeamInvitation,
  TeamInvitationListResponse,
  TeamInvitationResponse,
} from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.js';

export const accountUserKeys = {
  account: (accountId: number) => ['accounts', accountId, 'users'] as const,
  people: (accountId: number, query: Partial<AccountUserListQuery>) =>
    [...accountUserKeys.account(accountId), 'people', query] as const,
  roles: (accountId: number) => [...accountUserKeys.account(accountId), 'roles'] as const,
  scopes: (accountId: number, q: string) => [...accountUserKeys.account(accountId), 'scopes', q] as const,
  invitations: (accountId: number) => [...accountUserKeys.account(accountId), 'invitations'] as const,
};

export const peopleQuery = (accountId: number, query: Partial<AccountUserListQuery>) =>
  queryOptions({
    queryKey: accountUserKeys.people(accountId, query),
    queryFn: ({ signal }) =>
      api<z.infer<typeof AccountUserListResponse>>('/v1/accounts/users', {
        query: query as Record<string, string>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Invitations in the account nobody accepted yet, wherever their role applies. */
export const accountInvitationsQuery = (accountId: number) =>
  queryOptions({
    queryKey: accountUserKeys.invitations(accountId),
    queryFn: ({ signal }) =>
      api<z.infer<typeof TeamInvitationListResponse>>('/v1/accounts/invitations', { signal }).then(
        (r): TeamInvitation[] => r.data,
      ),
  });

export const accountRolesQuery = (accountId: number) =>
  queryOptions({
    queryKey: accountUserKeys.roles(accountId),
    queryFn: ({ signal }) =>
      api<z.infer<typeof AccountRoleListResponse>>('/v1/accounts/roles', { signal }).then((r): AccountRole[] => r.data),
  });

/** The account, its sites and up to 50 employers matching `q`, for the "where" picker. */
export const scopesQuery = (accountId: number, q: string) =>
  queryOptions({
    queryKey: accountUserKeys.scopes(accountId, q),
    queryFn: ({ signal }) =>
      api<z.infer<typeof AccountScopesResponse>>('/v1/accounts/scopes', { query: q ? { q } : {}, signal }).then(
        (r): AccountScopes => r.data,
      ),
    staleTime: 60_000,
  });

/** Every change to people or roles can change both lists (holder counts, role names). */
function useAccountMutation<V, R>(accountId: number, run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountUserKeys.account(accountId) }),
  });
}

const person = (r: z.infer<typeof AccountUserResponse>): AccountUser => r.data;

export const useInvitePerson = (accountId: number) =>
  useAccountMutation(accountId, (body: InviteAccountUserBody) =>
    api<z.infer<typeof TeamInvitationResponse>>('/v1/accounts/users', { method: 'POST', body }).then((r) => r.data),
  );

export const useAddGrant = (accountId: number) =>
  useAccountMutation(accountId, ({ userId, body }: { userId: number; body: GrantBody }) =>
    api<z.infer<typeof AccountUserResponse>>(`/v1/accounts/users/${userId}/grants`, { method: 'POST', body }).then(
      person,
    ),
  );

export const useRemoveGrant = (accountId: number) =>
  useAccountMutation(accountId, ({ userId, grantId }: { userId: number; grantId: number }) =>
    api<void>(`/v1/accounts/users/${userId}/grants/${grantId}`, { method: 'DELETE' }),
  );

export const useSetStatus = (accountId: number) =>
  useAccountMutation(accountId, ({ userId, status }: { userId: number; status: 'active' | 'disabled' }) =>
    api<z.infer<typeof AccountUserResponse>>(`/v1/accounts/users/${userId}`, {
      method: 'PUT',
      body: { status },
    }).then(person),
  );

export const useRemovePerson = (accountId: number) =>
  useAccountMutation(accountId, (userId: number) => api<void>(`/v1/accounts/users/${userId}`, { method: 'DELETE' }));

export const useResendInvitation = (accountId: number) =>
  useAccountMutation(accountId, (id: number) => api<void>(`/v1/accounts/invitations/${id}/resend`, { method: 'POST' }));

export const useRevokeInvitation = (accountId: number) =>
  useAccountMutation(accountId, (id: number) => api<void>(`/v1/accounts/invitations/${id}`, { method: 'DELETE' }));

export const useSaveRole = (accountId: number) =>
  useAccountMutation(accountId, ({ id, body }: { id: number | null; body: SaveRoleBody }) =>
    api<z.infer<typeof AccountRoleResponse>>(id === null ? '/v1/accounts/roles' : `/v1/accounts/roles/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
    }).then((r) => r.data),
  );

export const useDeleteRole = (accountId: number) =>
  useAccountMutation(accountId, (id: number) => api<void>(`/v1/accounts/roles/${id}`, { method: 'DELETE' }));
