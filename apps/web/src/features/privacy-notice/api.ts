import type { PublishPrivacyNoticeBody } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

type SiteScope = { accountId: number; siteId: number };

export const noticeKeys = {
  all: (s: SiteScope) => ['privacy-notices', s.accountId, s.siteId] as const,
};

/** The site's notice versions, newest first (the first is the one candidates see). */
export const noticesQuery = (s: SiteScope) =>
  queryOptions({
    queryKey: noticeKeys.all(s),
    queryFn: ({ signal }) => api('listPrivacyNotices', { signal }).then((r) => r.data),
  });

export function usePrivacyNoticeActions(s: SiteScope) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: noticeKeys.all(s) });
  return {
    publish: useMutation({
      mutationFn: (body: PublishPrivacyNoticeBody) => api('publishPrivacyNotice', { body }).then((r) => r.data),
      onSuccess: refresh,
    }),
    reconsent: useMutation({
      mutationFn: (version: number) => api('requestPrivacyReconsent', { params: { version } }),
      onSuccess: refresh,
    }),
  };
}
