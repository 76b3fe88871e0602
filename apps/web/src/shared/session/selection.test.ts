import type { Me } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { meFixture } from './me.fixture.js';
import {
  abilitySelection,
  hasTeam,
  isValidSelection,
  resolveSelection,
  selectionFor,
  unavailableEmployer,
} from './selection.js';

const me = (accounts: Me['accounts']): Me => meFixture({ accounts });
const none = { accountId: null, siteId: null, employerId: null };
const two = me([
  {
    id: 1,
    name: 'Acme',
    sites: [
      { id: 10, name: 'Jobs', employers: [] },
      { id: 11, name: 'Health', employers: [] },
    ],
  },
  { id: 2, name: 'Globex', sites: [{ id: 20, name: 'Careers', employers: [] }] },
]);

describe('selection (spec §2)', () => {
  it('selects the only option automatically', () => {
    const one = me([
      {
        id: 1,
        name: 'Acme',
        sites: [{ id: 10, name: 'Jobs', employers: [{ id: 7, name: 'Northwind', status: 'active' }] }],
      },
    ]);
    expect(resolveSelection(one, none)).toEqual({ accountId: 1, siteId: 10, employerId: 7 });
  });

  it('restores the persisted choice when it is still valid', () => {
    expect(resolveSelection(two, { accountId: 2, siteId: 20, employerId: null })).toEqual({
      accountId: 2,
      siteId: 20,
      employerId: null,
    });
  });

  it('falls back to the first option when the persisted one is gone, keeping the account when possible', () => {
    expect(resolveSelection(two, { accountId: 1, siteId: 99, employerId: null })).toEqual({
      accountId: 1,
      siteId: 10,
      employerId: null,
    });
    expect(resolveSelection(two, { accountId: 9, siteId: 99, employerId: null })).toEqual({
      accountId: 1,
      siteId: 10,
      employerId: null,
    });
  });

  it('has no selection for a user with no organisation', () => {
    expect(resolveSelection(me([]), none)).toEqual(none);
    expect(hasTeam(me([]))).toBe(false);
    expect(hasTeam(two)).toBe(true);
  });

  it('selects an account with no site yet alone, so its account pages are in reach', () => {
    const fresh = me([{ id: 3, name: 'Fabrikam', sites: [] }]);
    const alone = { accountId: 3, siteId: null, employerId: null };
    expect(resolveSelection(fresh, none)).toEqual(alone);
    expect(isValidSelection(fresh, alone)).toBe(true);
    expect(isValidSelection(fresh, { accountId: 3, siteId: 30, employerId: null })).toBe(false);
    // A site anywhere comes first; a persisted choice of the site-less account is kept.
    const both = me([...fresh.accounts, ...two.accounts]);
    expect(resolveSelection(both, none)).toEqual({ accountId: 1, siteId: 10, employerId: null });
    expect(resolveSelection(both, alone)).toEqual(alone);
    expect(isValidSelection(two, { accountId: 1, siteId: null, employerId: null })).toBe(false);
  });

  it('accepts only account/site pairs of the user', () => {
    expect(selectionFor(two, 1, 11, null)).toEqual({ accountId: 1, siteId: 11, employerId: null });
    expect(selectionFor(two, 1, 20, null)).toBeNull();
    expect(isValidSelection(two, { accountId: 2, siteId: 10, employerId: null })).toBe(false);
  });
});

describe('an employer its users may not act for', () => {
  const withStatus = (status: 'active' | 'on_hold' | 'disabled' | 'rejected') =>
    me([{ id: 1, name: 'Acme', sites: [{ id: 10, name: 'Jobs', employers: [{ id: 7, name: 'Northwind', status }] }] }]);
  const selected = { accountId: 1, siteId: 10, employerId: 7 };

  it('is reported when disabled or rejected, and its scope is left out of permission checks', () => {
    for (const status of ['disabled', 'rejected'] as const) {
      expect(unavailableEmployer(withStatus(status), selected)).toMatchObject({ id: 7, status });
      expect(abilitySelection(withStatus(status), selected)).toEqual({ ...selected, employerId: null });
    }
  });

  it('is not reported while active or on hold (an on-hold employer may still complete its profile)', () => {
    for (const status of ['active', 'on_hold'] as const) {
      expect(unavailableEmployer(withStatus(status), selected)).toBeNull();
      expect(abilitySelection(withStatus(status), selected)).toEqual(selected);
    }
  });
});
