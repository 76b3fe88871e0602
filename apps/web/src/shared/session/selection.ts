import { type Me, UNAVAILABLE_EMPLOYER_STATUSES } from '@talent/contract';
import type { Selection } from '../selection/selection-store.js';

const NONE: Selection = { accountId: null, siteId: null, employerId: null };

/**
 * Whether account/site (and employer, if any) are among the user's options. An account with no
 * site yet (a new one, from the platform console) is selected alone: its account pages still apply.
 */
export function isValidSelection(me: Me, s: Selection): boolean {
  const account = me.accounts.find((a) => a.id === s.accountId);
  if (account && account.sites.length === 0) return s.siteId === null && s.employerId === null;
  const site = account?.sites.find((x) => x.id === s.siteId);
  if (!site) return false;
  return s.employerId === null || site.employers.some((e) => e.id === s.employerId);
}

/**
 * Spec §2: automatic when there is one option, otherwise the persisted choice, otherwise the
 * first one. An employer is selected when the user works for employers of that site. With no site
 * anywhere, the account alone (its owner sets it up).
 */
export function resolveSelection(me: Me, persisted: Selection): Selection {
  if (isValidSelection(me, persisted)) {
    const site = me.accounts.find((a) => a.id === persisted.accountId)!.sites.find((x) => x.id === persisted.siteId);
    return { ...persisted, employerId: persisted.employerId ?? site?.employers[0]?.id ?? null };
  }
  for (const account of me.accounts) {
    const keep = account.id === persisted.accountId ? account.sites.find((x) => x.id === persisted.siteId) : undefined;
    const site = keep ?? account.sites[0];
    if (site) return { accountId: account.id, siteId: site.id, employerId: site.employers[0]?.id ?? null };
  }
  const siteless = me.accounts.find((a) => a.id === persisted.accountId) ?? me.accounts[0];
  return siteless ? { accountId: siteless.id, siteId: null, employerId: null } : NONE;
}

/** A selection for an account/site pair from the URL, keeping the employer when it still fits. */
export function selectionFor(me: Me, accountId: number, siteId: number, employerId: number | null): Selection | null {
  const site = me.accounts.find((a) => a.id === accountId)?.sites.find((x) => x.id === siteId);
  if (!site) return null;
  const employer = site.employers.find((e) => e.id === employerId) ?? site.employers[0];
  return { accountId, siteId, employerId: employer?.id ?? null };
}

export const hasTeam = (me: Me) => me.accounts.some((a) => a.sites.length > 0);

/** The selected employer when its own users may not act for it now (disabled or rejected), else null. */
export function unavailableEmployer(me: Me, s: Selection) {
  const employer = me.accounts
    .find((a) => a.id === s.accountId)
    ?.sites.find((x) => x.id === s.siteId)
    ?.employers.find((e) => e.id === s.employerId);
  return employer && UNAVAILABLE_EMPLOYER_STATUSES.includes(employer.status) ? employer : null;
}

/**
 * The selection permissions are judged against: as the server does, an unavailable employer's
 * own scope counts for nothing, so its menus and routes disappear instead of failing.
 */
export const abilitySelection = (me: Me, s: Selection): Selection =>
  unavailableEmployer(me, s) ? { ...s, employerId: null } : s;
