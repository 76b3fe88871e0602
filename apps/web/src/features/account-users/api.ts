import type {
  AccountRole,
  AccountScopes,
  AccountUser,
  AccountUserListQuery,
  GrantBody,
  InviteAccountUserBody,
  OperationResponse,
  SaveRoleBody,
  TeamInvitation,
} from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
    queryFn: ({ signal }) => api('listAccountUsers', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Invitations in the account nobody accepted yet, wherever their role applies. */
export const accountInvitationsQuery = (accountId: number) =>
  queryOptions({
    queryKey: accountUserKeys.invitations(accountId),
    queryFn: ({ signal }) => api('listAccountInvitations', { signal }).then((r): TeamInvitation[] => r.data),
  });

export const accountRolesQuery = (accountId: number) =>
  queryOptions({
    queryKey: accountUserKeys.roles(accountId),
    queryFn: ({ signal }) => api('listAccountRoles', { signal }).then((r): AccountRole[] => r.data),
  });

/** The account, its sites and up to 50 employers matching `q`, for the "where" picker. */
export const scopesQuery = (accountId: number, q: string) =>
  queryOptions({
    queryKey: accountUserKeys.scopes(accountId, q),
    queryFn: ({ signal }) => api('accountScopes', { query: q ? { q } : {}, signal }).then((r): AccountScopes => r.data),
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

const person = (r: OperationResponse<'updateAccountUser'>): AccountUser => r.data;

export const useInvitePerson = (accountId: number) =>
  useAccountMutation(accountId, (body: InviteAccountUserBody) =>
    api('inviteAccountUser', { body }).then((r) => r.data),
  );

export const useAddGrant = (accountId: number) =>
  useAccountMutation(accountId, ({ userId, body }: { userId: number; body: GrantBody }) =>
    api('addGrant', { params: { user: userId }, body }).then(person),
  );

export const useRemoveGrant = (accountId: number) =>
  useAccountMutation(accountId, ({ userId, grantId }: { userId: number; grantId: number }) =>
    api('removeGrant', { params: { user: userId, grant: grantId } }),
  );

export const useSetStatus = (accountId: number) =>
  useAccountMutation(accountId, ({ userId, status }: { userId: number; status: 'active' | 'disabled' }) =>
    api('updateAccountUser', { params: { user: userId }, body: { status } }).then(person),
  );

export const useRemovePerson = (accountId: number) =>
  useAccountMutation(accountId, (userId: number) => api('removeAccountUser', { params: { user: userId } }));

export const useResendInvitation = (accountId: number) =>
  useAccountMutation(accountId, (id: number) => api('resendAccountInvitation', { params: { invitation: id } }));

export const useRevokeInvitation = (accountId: number) =>
  useAccountMutation(accountId, (id: number) => api('revokeAccountInvitation', { params: { invitation: id } }));

export const useSaveRole = (accountId: number) =>
  useAccountMutation(accountId, ({ id, body }: { id: number | null; body: SaveRoleBody }) =>
    (id === null ? api('createAccountRole', { body }) : api('updateAccountRole', { params: { role: id }, body })).then(
      (r) => r.data,
    ),
  );

export const useDeleteRole = (accountId: number) =>
  useAccountMutation(accountId, (id: number) => api('deleteAccountRole', { params: { role: id } }));
