import { defineAbility } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { allowedSiteRoute, sitePath } from './site-links.js';

const at = { accountId: 1, siteId: 2, employerId: 3 };
const ability = (permissions: Record<string, string[]>) => defineAbility({ permissions }, at);

describe('allowedSiteRoute', () => {
  it('uses the router rule of the page (approve employers for the on-hold queue)', () => {
    expect(allowedSiteRoute(ability({ 'site:2': ['employers.approve'] }), 'employers/hold')?.path).toBe(
      'employers/hold',
    );
    expect(allowedSiteRoute(ability({ 'site:2': ['employers.read', 'dashboard.read'] }), 'employers/hold')).toBe(
      undefined,
    );
  });
});

describe('sitePath', () => {
  it('puts a site page under its account and site', () => {
    expect(sitePath(1, 2, 'employers/hold')).toBe('/1/2/employers/hold');
  });
});
