import { SITE_FORM_STATUSES } from '@talent/contract';
import { z } from 'zod';
import { enumParam, pagingParams } from '../../../shared/list/search-params.js';

/** The forms list's URL state: a status filter and paging. */
export const siteFormsSearch = z.object({ status: enumParam(SITE_FORM_STATUSES), ...pagingParams });
export type SiteFormsSearch = z.infer<typeof siteFormsSearch>;

export const siteFormsListQuery = (search: SiteFormsSearch) => ({
  page: search.page ?? 1,
  per_page: search.per_page ?? 25,
  ...(search.status ? { status: search.status } : {}),
});
