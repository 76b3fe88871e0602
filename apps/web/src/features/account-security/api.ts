import type {
  EmailDomain,
  IdentityProvider,
  SaveAccountSecurityBody,
  SaveIdentityProviderBody,
} from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

const securityKeys = {
  account: (accountId: number) => ['accounts', accountId, 'security'] as const,
  providers: (accountId: number) => ['accounts', accountId, 'security', 'identity-providers'] as const,
  domains: (accountId: number) => ['accounts', accountId, 'security', 'email-domains'] as const,
};

export const accountSecurityQuery = (accountId: number) =>
  queryOptions({
    queryKey: securityKeys.account(accountId),
    queryFn: ({ signal }) => api('accountSecurity', { signal }).then((r) => r.data),
  });

export function useSaveAccountSecurity(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAccountSecurityBody) => api('saveAccountSecurity', { body }).then((r) => r.data),
    onSuccess: (data) => client.setQueryData(accountSecurityQuery(accountId).queryKey, data),
  });
}

export const identityProvidersQuery = (accountId: number) =>
  queryOptions({
    queryKey: securityKeys.providers(accountId),
    queryFn: ({ signal }) => api('listIdentityProviders', { signal }).then((r): IdentityProvider[] => r.data),
  });

/**
 * A provider added, changed or removed: the list, and the sign-in rule too (the API turns "require
 * single sign-on" off with the last enabled provider).
 */
function useProviderMutation<V, R>(accountId: number, run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.account(accountId) }),
  });
}

/** A new provider (`uuid` null) or a change to one; a change without a secret keeps the stored one. */
export const useSaveIdentityProvider = (accountId: number) =>
  useProviderMutation(accountId, ({ uuid, body }: { uuid: string | null; body: SaveIdentityProviderBody }) =>
    (uuid ? api('updateIdentityProvider', { params: { uuid }, body }) : api('createIdentityProvider', { body })).then(
      (r) => r.data,
    ),
  );

export const useDeleteIdentityProvider = (accountId: number) =>
  useProviderMutation(accountId, (uuid: string) => api('deleteIdentityProvider', { params: { uuid } }));

/** Discovery and signing keys fetched now by the server; a failure is an answer with its reason. */
export const useTestIdentityProvider = () =>
  useMutation({
    mutationFn: (uuid: string) => api('testIdentityProvider', { params: { uuid } }).then((r) => r.data),
  });

export const emailDomainsQuery = (accountId: number) =>
  queryOptions({
    queryKey: securityKeys.domains(accountId),
    queryFn: ({ signal }) => api('listEmailDomains', { signal }).then((r): EmailDomain[] => r.data),
  });

/** A change to the account's domains: their list again. */
function useDomainMutation<V, R>(accountId: number, run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.domains(accountId) }),
  });
}

export const useAddEmailDomain = (accountId: number) =>
  useDomainMutation(accountId, (domain: string) => api('addEmailDomain', { body: { domain } }).then((r) => r.data));

/** The server reads the domain's TXT record now; a missing record is an error that says where. */
export const useCheckEmailDomain = (accountId: number) =>
  useDomainMutation(accountId, (uuid: string) => api('checkEmailDomain', { params: { uuid } }).then((r) => r.data));

export const useApproveEmailDomain = (accountId: number) =>
  useDomainMutation(accountId, ({ uuid, reason }: { uuid: string; reason: string }) =>
    api('approveEmailDomain', { params: { uuid }, body: { reason } }).then((r) => r.data),
  );

export const useRemoveEmailDomain = (accountId: number) =>
  useDomainMutation(accountId, (uuid: string) => api('removeEmailDomain', { params: { uuid } }));
