import type { Me } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { contextOptions, switchTarget } from './context-switch.js';

const place = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const next = { accountId: 2, siteId: 20, employerId: null };

describe('switchTarget (spec §2: reload at the new account/site path)', () => {
  it('moves site pages to the new account and site, keeping the rest of the path', () => {
    expect(switchTarget(place('/1/10/jobs/hold', '?page=3'), next)).toBe('/2/20/jobs/hold');
    expect(switchTarget(place('/1/10'), next)).toBe('/2/20');
  });

  it('moves account pages to the new account', () => {
    expect(switchTarget(place('/1/sites'), next)).toBe('/2/sites');
    expect(switchTarget(place('/1/users/4'), next)).toBe('/2/users/4');
    expect(switchTarget(place('/1/brand'), next)).toBe('/2/brand');
    expect(switchTarget(place('/1/security'), next)).toBe('/2/security');
    expect(switchTarget(place('/1/privacy'), next)).toBe('/2/privacy');
  });

  it('reloads any other page where it is, with its query', () => {
    expect(switchTarget(place('/', '?x=1'), next)).toBe('/?x=1');
    expect(switchTarget(place('/auth/profile/settings'), next)).toBe('/auth/profile/settings');
  });

  it('keeps query and hash when only the employer changes', () => {
    const sameSite = { accountId: 1, siteId: 10, employerId: 6 };
    expect(switchTarget(place('/1/10/jobs', '?q=nurse', '#top'), sameSite)).toBe('/1/10/jobs?q=nurse#top');
  });
});

describe('contextOptions', () => {
  it('lists account › site, and one option per employer for employer users', () => {
    const me = {
      accounts: [
        {
          id: 1,
          name: 'Acme',
          sites: [
            { id: 10, name: 'Jobs', employers: [] },
            {
              id: 11,
              name: 'Health',
              employers: [
                { id: 5, name: 'Northwind' },
                { id: 6, name: 'Contoso' },
              ],
            },
          ],
        },
      ],
    } as unknown as Me;
    expect(contextOptions(me).map((o) => [o.key, o.account, o.site, o.employer])).toEqual([
      ['1/10/', 'Acme', 'Jobs', null],
      ['1/11/5', 'Acme', 'Health', 'Northwind'],
      ['1/11/6', 'Acme', 'Health', 'Contoso'],
    ]);
  });
});
