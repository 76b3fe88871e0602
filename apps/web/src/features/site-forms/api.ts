import type { OperationQuery, SiteForm, SiteFormBody } from '@talent/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../shared/api/client.js';
import { saveBlob } from '../../shared/api/download.js';

export type SiteScope = { accountId: number; siteId: number };
export type SubmissionQuery = OperationQuery<'listSiteFormSubmissions'>;

export const siteFormKeys = {
  all: (s: SiteScope) => ['site-forms', s.accountId, s.siteId] as const,
  list: (s: SiteScope, query: OperationQuery<'listSiteForms'>) => [...siteFormKeys.all(s), 'list', query] as const,
  one: (s: SiteScope, uuid: string) => [...siteFormKeys.all(s), 'form', uuid] as const,
  submissions: (s: SiteScope, uuid: string) => [...siteFormKeys.one(s, uuid), 'submissions'] as const,
};

export const siteFormsQuery = (s: SiteScope, query: OperationQuery<'listSiteForms'>) =>
  queryOptions({
    queryKey: siteFormKeys.list(s, query),
    queryFn: ({ signal }) => api('listSiteForms', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const siteFormQuery = (s: SiteScope, uuid: string) =>
  queryOptions({
    queryKey: siteFormKeys.one(s, uuid),
    queryFn: ({ signal }) => api('getSiteForm', { params: { uuid }, signal }).then((r) => r.data),
  });

export const submissionsQuery = (s: SiteScope, uuid: string, query: SubmissionQuery) =>
  queryOptions({
    queryKey: [...siteFormKeys.submissions(s, uuid), query],
    queryFn: ({ signal }) => api('listSiteFormSubmissions', { params: { uuid }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const submissionQuery = (s: SiteScope, uuid: string, sid: string) =>
  queryOptions({
    queryKey: [...siteFormKeys.submissions(s, uuid), 'one', sid],
    queryFn: ({ signal }) => api('getSiteFormSubmission', { params: { uuid, sid }, signal }).then((r) => r.data),
  });

/** Create, save, publish, disable and delete: each answer replaces the cached form and refreshes the list. */
export function useSiteFormActions(s: SiteScope) {
  const client = useQueryClient();
  const settle = (form: SiteForm) => {
    client.setQueryData(siteFormKeys.one(s, form.uuid), form);
    void client.invalidateQueries({ queryKey: [...siteFormKeys.all(s), 'list'] });
    return form;
  };
  return {
    create: useMutation({
      mutationFn: (body: SiteFormBody) => api('createSiteForm', { body }).then((r) => settle(r.data)),
    }),
    save: useMutation({
      mutationFn: ({ uuid, body }: { uuid: string; body: SiteFormBody }) =>
        api('saveSiteForm', { params: { uuid }, body }).then((r) => settle(r.data)),
    }),
    publish: useMutation({
      mutationFn: (uuid: string) => api('publishSiteForm', { params: { uuid } }).then((r) => settle(r.data)),
    }),
    disable: useMutation({
      mutationFn: (uuid: string) => api('disableSiteForm', { params: { uuid } }).then((r) => settle(r.data)),
    }),
    remove: useMutation({
      mutationFn: (uuid: string) => api('deleteSiteForm', { params: { uuid } }),
      onSuccess: (_, uuid) => {
        client.removeQueries({ queryKey: siteFormKeys.one(s, uuid) });
        return client.invalidateQueries({ queryKey: [...siteFormKeys.all(s), 'list'] });
      },
    }),
  };
}

export function useDeleteSubmission(s: SiteScope, uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sid: string) => api('deleteSiteFormSubmission', { params: { uuid, sid } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [...siteFormKeys.all(s), 'list'] });
      return client.invalidateQueries({ queryKey: siteFormKeys.submissions(s, uuid) });
    },
  });
}

export async function downloadSubmissionsCsv(uuid: string, query: SubmissionQuery) {
  saveBlob(await apiBlob('exportSiteFormSubmissions', { params: { uuid }, query }), 'form-submissions.csv');
}

/** A file a visitor sent, fetched with the staff's headers (the route needs the session) and saved. */
export async function downloadSubmissionFile(uuid: string, sid: string, key: string, name: string) {
  saveBlob(await apiBlob('siteFormSubmissionFile', { params: { uuid, sid, key } }), name);
}
