import { HEADERS } from './headers.js';

/** Who calls, as whom and where: what every portal client puts in its headers. */
export type SelectionHeaderInput = {
  enterpriseId?: string | null;
  token?: string | null;
  /** `Bearer` unless the sign-in answered another type. */
  tokenType?: string;
  accountId?: number | null;
  siteId?: number | null;
  employerId?: number | null;
  brandingToken?: string | null;
  locale?: string | null;
};

/**
 * The one place the portal's request headers are written: the web client, the API tests and the
 * end-to-end fixtures all build them here, so a renamed header cannot pass one and fail another.
 * Absent values send no header (the API then reads "no selection").
 */
export function selectionHeaders(input: SelectionHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {};
  if (input.enterpriseId) headers[HEADERS.enterprise] = input.enterpriseId;
  if (input.token) headers.authorization = `${input.tokenType ?? 'Bearer'} ${input.token}`;
  if (input.accountId) headers[HEADERS.account] = String(input.accountId);
  if (input.siteId) headers[HEADERS.site] = String(input.siteId);
  if (input.employerId) headers[HEADERS.employer] = String(input.employerId);
  if (input.brandingToken) headers[HEADERS.brandingToken] = input.brandingToken;
  if (input.locale) headers['accept-language'] = input.locale;
  return headers;
}
