import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_ORIGINS } from '@talent/contract';
import { z } from 'zod';
import { enumParam, pageParam } from '../../shared/list/search-params.js';

/** `privacy?kind=&origin=&page=`: the history's filters and page (the pending list keeps its own). */
export const privacySearch = z.object({
  kind: enumParam(PRIVACY_REQUEST_KINDS),
  origin: enumParam(PRIVACY_REQUEST_ORIGINS),
  page: pageParam,
});
export type PrivacySearch = z.infer<typeof privacySearch>;
