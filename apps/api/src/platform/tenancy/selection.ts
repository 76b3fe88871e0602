import { HEADERS, UNAVAILABLE_EMPLOYER_STATUSES } from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { Grant } from '../auth/grants.repo.js';
import { AppError } from '../errors.js';

/** What the caller selected with X-AF-AID / X-AF-SID / X-AF-EMPID, once verified. */
export type Selection = { accountId: number | null; siteId: number | null; employerId: number | null };
export const NO_SELECTION: Selection = Object.freeze({ accountId: null, siteId: null, employerId: null });

/** A repo's tenant key for site-scoped data: both ids, always together. */
export type SiteScope = { accountId: number; siteId: number };

/** A repo's tenant key for one employer's data: the employer with its site and account. */
export type EmployerScope = SiteScope & { employerId: number };

function headerId(request: FastifyRequest, name: string): number | null {
  const raw = request.headers[name];
  if (raw === undefined || raw === '') return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw new AppError('invalid_context');
  return Number(value);
}

export function readSelectionHeaders(request: FastifyRequest): Selection {
  return {
    accountId: headerId(request, HEADERS.account),
    siteId: headerId(request, HEADERS.site),
    employerId: headerId(request, HEADERS.employer),
  };
}

/** Whether the user's grants reach the selection (membership, not permission: abilities decide that). */
export function grantsReach(grants: Grant[], s: Required<Selection>): boolean {
  return grants.some((g) => {
    if (g.scopeType === 'all') return true;
    if (s.accountId === null || g.accountId !== s.accountId) return false;
    if (g.scopeType === 'account') return true;
    const sameSite = s.siteId === null || s.siteId === (g.scopeType === 'site' ? g.scopeId : g.siteId);
    if (g.scopeType === 'site') return sameSite;
    // An employer grant reaches its account, its site and that employer only.
    return sameSite && (s.employerId === null || s.employerId === g.scopeId);
  });
}

export type VerifyOptions = {
  /**
   * When the selected employer is disabled or rejected and the user reaches it only as one of its
   * own users: false (default) refuses with `employer_unavailable`; true drops the employer from
   * the selection instead, so signing in, `/auth/me` and the profile still work for that person.
   */
  dropUnavailableEmployer?: boolean;
};

/** The rows the selection headers point at, as the request-context query found them. */
export type SelectedRows = {
  employer: { siteId: number; accountId: number; status: string } | null;
  /** The account of the selected site, or null when there is no such site. */
  siteAccountId: number | null;
  accountFound: boolean;
};

/**
 * Checks that the selected ids exist, nest (employer in site in account) and are reachable by the
 * user. Unknown, mismatched and foreign ids all answer 403 alike, so the answer leaks nothing.
 */
export function verifySelection(
  grants: Grant[],
  requested: Selection,
  rows: SelectedRows,
  options: VerifyOptions = {},
): Selection {
  let { accountId, siteId } = requested;
  let { employerId } = requested;
  if (accountId === null && siteId === null && employerId === null) return NO_SELECTION;

  let employerUnavailable = false;
  if (employerId !== null) {
    const row = rows.employer;
    if (!row || (siteId !== null && row.siteId !== siteId) || (accountId !== null && row.accountId !== accountId)) {
      throw new AppError('forbidden');
    }
    ({ siteId, accountId } = row);
    employerUnavailable = (UNAVAILABLE_EMPLOYER_STATUSES as readonly string[]).includes(row.status);
  } else if (siteId !== null) {
    if (rows.siteAccountId === null || (accountId !== null && rows.siteAccountId !== accountId)) {
      throw new AppError('forbidden');
    }
    accountId = rows.siteAccountId;
  } else if (!rows.accountFound) {
    throw new AppError('forbidden');
  }
  const selection = { accountId, siteId, employerId };
  if (!grantsReach(grants, selection)) throw new AppError('forbidden');
  if (employerUnavailable) {
    const staffReach = grantsReach(
      grants.filter((g) => g.scopeType !== 'employer'),
      selection,
    );
    if (!staffReach) {
      if (!options.dropUnavailableEmployer) throw new AppError('employer_unavailable');
      employerId = null;
    }
  }
  return { accountId, siteId, employerId };
}

/** For account-scoped endpoints: the verified account, or 400 when none was selected. */
export function requireAccount(selection: Selection): number {
  if (selection.accountId === null) throw new AppError('invalid_context');
  return selection.accountId;
}

/** For site-scoped endpoints: the verified site, or 400 when none was selected. */
export function requireSite(selection: Selection): SiteScope {
  if (selection.accountId === null || selection.siteId === null) throw new AppError('invalid_context');
  return { accountId: selection.accountId, siteId: selection.siteId };
}
