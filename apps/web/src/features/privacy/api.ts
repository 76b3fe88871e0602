import type {
  PendingErasureQuery,
  PrivacyRequestListQuery,
  RetentionLimits,
  SavePrivacySettingsBody,
} from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../shared/api/client.js';
import { saveBlob } from '../../shared/api/download.js';

/** Query keys of the Privacy page; the account is part of every key but the platform's bounds. */
export const privacyKeys = {
  account: (accountId: number) => ['accounts', accountId, 'privacy'] as const,
  settings: (accountId: number) => [...privacyKeys.account(accountId), 'settings'] as const,
  sites: (accountId: number) => [...privacyKeys.account(accountId), 'sites'] as const,
  summary: (accountId: number) => [...privacyKeys.account(accountId), 'summary'] as const,
  pending: (accountId: number, query: Partial<PendingErasureQuery>) =>
    [...privacyKeys.account(accountId), 'pending', query] as const,
  requests: (accountId: number, query: Partial<PrivacyRequestListQuery>) =>
    [...privacyKeys.account(accountId), 'requests', query] as const,
  limits: ['privacy', 'limits'] as const,
};

export const privacySettingsQuery = (accountId: number) =>
  queryOptions({
    queryKey: privacyKeys.settings(accountId),
    queryFn: ({ signal }) => api('privacySettings', { signal }).then((r) => r.data),
  });

export const privacySummaryQuery = (accountId: number) =>
  queryOptions({
    queryKey: privacyKeys.summary(accountId),
    queryFn: ({ signal }) => api('privacySummary', { signal }).then((r) => r.data),
  });

export const sitePeriodsQuery = (accountId: number) =>
  queryOptions({
    queryKey: privacyKeys.sites(accountId),
    queryFn: ({ signal }) => api('listSitePrivacy', { signal }).then((r) => r.data),
  });

export const pendingErasuresQuery = (accountId: number, query: Partial<PendingErasureQuery>) =>
  queryOptions({
    queryKey: privacyKeys.pending(accountId, query),
    queryFn: ({ signal }) => api('listPendingErasures', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const privacyRequestsQuery = (accountId: number, query: Partial<PrivacyRequestListQuery>) =>
  queryOptions({
    queryKey: privacyKeys.requests(accountId, query),
    queryFn: ({ signal }) => api('listPrivacyRequests', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const retentionLimitsQuery = () =>
  queryOptions({
    queryKey: privacyKeys.limits,
    queryFn: ({ signal }) => api('retentionLimits', { signal }).then((r) => r.data),
  });

/** A saved rule changes the summary's rule and, with site periods turned off, their table. */
export function useSavePrivacySettings(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePrivacySettingsBody) => api('savePrivacySettings', { body }).then((r) => r.data),
    onSuccess: (data) => {
      client.setQueryData(privacyKeys.settings(accountId), data);
      return client.invalidateQueries({ queryKey: privacyKeys.summary(accountId) });
    },
  });
}

export function useSaveSitePeriod(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ siteId, months }: { siteId: number; months: number | null }) =>
      api('saveSitePrivacy', { params: { id: siteId }, body: { retention_months: months } }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: privacyKeys.sites(accountId) }),
  });
}

/** New bounds change what every account's rule may hold. */
export function useSaveRetentionLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionLimits) => api('saveRetentionLimits', { body }).then((r) => r.data),
    onSuccess: (data) => {
      client.setQueryData(privacyKeys.limits, data);
      return client.invalidateQueries({ queryKey: ['accounts'], predicate: (q) => q.queryKey.includes('privacy') });
    },
  });
}

/** The record of processing (GDPR Art. 30), in the reader's language (the client sends it). */
export async function downloadPrivacyRecord() {
  saveBlob(await apiBlob('exportPrivacyRecord', {}), 'record-of-processing.csv');
}
