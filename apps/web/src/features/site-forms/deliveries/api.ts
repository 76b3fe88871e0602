import type { WebhookDeliveriesQuery } from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.js';

/** The selected account and site: every key carries it, so another site's cache is never shown. */
export type SiteScope = { accountId: number; siteId: number };

export const deliveryKeys = {
  form: (s: SiteScope, uuid: string) => ['site-forms', s, uuid] as const,
  list: (s: SiteScope, uuid: string, query: Partial<WebhookDeliveriesQuery>) =>
    [...deliveryKeys.form(s, uuid), 'deliveries', query] as const,
};

export const deliveriesQuery = (s: SiteScope, uuid: string, query: Partial<WebhookDeliveriesQuery>) =>
  queryOptions({
    queryKey: deliveryKeys.list(s, uuid, query),
    queryFn: ({ signal }) => api('listSiteFormDeliveries', { params: { uuid }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** Sends a finished delivery again; the log refreshes (it is pending until tried). */
export function useResendDelivery(s: SiteScope, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('resendSiteFormDelivery', { params: { uuid, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...deliveryKeys.form(s, uuid), 'deliveries'] }),
  });
}

/** Reveal (audited) or rotate the signing secret; the answer is kept in the component only, never cached. */
export function useWebhookSecret(uuid: string) {
  return {
    reveal: useMutation({
      mutationFn: () => api('revealSiteFormWebhookSecret', { params: { uuid } }).then((r) => r.data.secret),
    }),
    rotate: useMutation({
      mutationFn: () => api('rotateSiteFormWebhookSecret', { params: { uuid } }).then((r) => r.data.secret),
    }),
  };
}
