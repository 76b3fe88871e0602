import {
  type EmployerDashboard,
  HEADERS,
  type OnboardingChecklist,
  REVIEW_QUEUE_SORT,
  type SiteDashboard,
} from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

/** Query keys of the dashboard; the tenant ids are part of every key. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  site: (accountId: number, siteId: number) => [...dashboardKeys.all, 'site', { accountId, siteId }] as const,
  employer: (accountId: number, siteId: number, employerId: number) =>
    [...dashboardKeys.all, 'employer', { accountId, siteId, employerId }] as const,
  queue: (accountId: number, siteId: number) => [...dashboardKeys.all, 'review-queue', { accountId, siteId }] as const,
  onboarding: (accountId: number) => [...dashboardKeys.all, 'onboarding', { accountId }] as const,
};

/** The selected site's dashboard (the client sends the selection headers). */
export const siteDashboardQuery = (accountId: number, siteId: number) =>
  queryOptions({
    queryKey: dashboardKeys.site(accountId, siteId),
    queryFn: ({ signal }) => api('siteDashboard', { signal }).then((r): SiteDashboard => r.data),
    staleTime: 60_000,
  });

/** The selected employer's own figures; read again on every visit (each post and purchase changes them). */
export const employerDashboardQuery = (accountId: number, siteId: number, employerId: number) =>
  queryOptions({
    queryKey: dashboardKeys.employer(accountId, siteId, employerId),
    queryFn: ({ signal }) => api('employerDashboard', { signal }).then((r): EmployerDashboard => r.data),
    staleTime: 0,
  });

/**
 * The review queue's oldest `count` jobs, in the queue's order. Its own query rather than the jobs
 * feature's (whose module would bring that feature's shared code into the dashboard), fetched again
 * whenever the dashboard is shown, since decisions are made on other screens.
 */
export const reviewQueueQuery = (accountId: number, siteId: number, count: number) =>
  queryOptions({
    queryKey: dashboardKeys.queue(accountId, siteId),
    queryFn: ({ signal }) =>
      api('listOnHoldJobs', { query: { page: 1, per_page: count, sort: REVIEW_QUEUE_SORT }, signal }),
    staleTime: 0,
  });

/**
 * The named account, whatever account is selected: an account without a site is never the selection
 * (the selection is a site), yet its owner needs its first steps most.
 */
const ofAccount = (accountId: number) => ({ [HEADERS.account]: String(accountId) });

/**
 * The account's first steps (its owners'). Read again on each visit: the steps are done on other
 * screens, and the card should tick them as soon as the owner comes back.
 */
export const onboardingQuery = (accountId: number) =>
  queryOptions({
    queryKey: dashboardKeys.onboarding(accountId),
    queryFn: ({ signal }) =>
      api('onboardingChecklist', { signal, headers: ofAccount(accountId) }).then((r): OnboardingChecklist => r.data),
    staleTime: 0,
  });

/** Hides the checklist for the whole account; the answer replaces the cached one. */
export function useDismissOnboarding(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api('dismissOnboarding', { headers: ofAccount(accountId) }).then((r): OnboardingChecklist => r.data),
    onSuccess: (data) => client.setQueryData(onboardingQuery(accountId).queryKey, data),
  });
}
