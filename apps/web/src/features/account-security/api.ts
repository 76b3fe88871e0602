import type {
  IdentityProvider,
  ProvenDomain,
  SaveAccountSecurityBody,
  SaveIdentityProviderBody,
} from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

const securityKeys = {
  account: (accountId: number) => ['accounts', accountId, 'security'] as const,
  providers: (accountId: number) => ['accounts', accountId, 'security', 'identity-providers'] as const,
  domains: (accountId: number) => ['accounts', accountId, 'security', 'email-domains'] as const,
  hosts: (accountId: number) => ['accounts', accountId, 'brand', 'hosts'] as const,
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

/** A change to one kind of proven names: their list again. */
function useProofMutation<V, R>(queryKey: readonly unknown[], run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey }),
  });
}

/**
 * The names an account proves it controls, by kind (issues 31 and 33): the e-mail domains its
 * identity providers sign in, and the hosts its brand is served on. One card shows either.
 */
export const PROOF_KINDS = {
  domains: {
    key: securityKeys.domains,
    list: (signal: AbortSignal) => api('listEmailDomains', { signal }).then((r): ProvenDomain[] => r.data),
    add: (domain: string) => api('addEmailDomain', { body: { domain } }).then((r) => r.data),
    check: (uuid: string) => api('checkEmailDomain', { params: { uuid } }).then((r) => r.data),
    approve: ({ uuid, reason }: { uuid: string; reason: string }) =>
      api('approveEmailDomain', { params: { uuid }, body: { reason } }).then((r) => r.data),
    remove: (uuid: string) => api('removeEmailDomain', { params: { uuid } }),
  },
  hosts: {
    key: securityKeys.hosts,
    list: (signal: AbortSignal) => api('listBrandHosts', { signal }).then((r): ProvenDomain[] => r.data),
    add: (domain: string) => api('addBrandHost', { body: { domain } }).then((r) => r.data),
    check: (uuid: string) => api('checkBrandHost', { params: { uuid } }).then((r) => r.data),
    approve: ({ uuid, reason }: { uuid: string; reason: string }) =>
      api('approveBrandHost', { params: { uuid }, body: { reason } }).then((r) => r.data),
    remove: (uuid: string) => api('removeBrandHost', { params: { uuid } }),
  },
} as const;
export type ProofKind = keyof typeof PROOF_KINDS;
type ProofTexts = typeof import('../../locales/en/account-security.json')['domains'];
/** A text each kind has under its own key (`domains.title`, `hosts.title`…). */
export type ProofTextKey = Exclude<keyof ProofTexts, 'columns'> | `columns.${keyof ProofTexts['columns']}`;

export const provenNamesQuery = (kind: ProofKind, accountId: number) =>
  queryOptions({
    queryKey: PROOF_KINDS[kind].key(accountId),
    queryFn: ({ signal }) => PROOF_KINDS[kind].list(signal),
  });

export const useAddProvenName = (kind: ProofKind, accountId: number) =>
  useProofMutation(PROOF_KINDS[kind].key(accountId), PROOF_KINDS[kind].add);
/** The server reads the name's TXT record now; a missing record is an error that says where. */
export const useCheckProvenName = (kind: ProofKind, accountId: number) =>
  useProofMutation(PROOF_KINDS[kind].key(accountId), PROOF_KINDS[kind].check);
export const useApproveProvenName = (kind: ProofKind, accountId: number) =>
  useProofMutation(PROOF_KINDS[kind].key(accountId), PROOF_KINDS[kind].approve);
export const useRemoveProvenName = (kind: ProofKind, accountId: number) =>
  useProofMutation(PROOF_KINDS[kind].key(accountId), PROOF_KINDS[kind].remove);
