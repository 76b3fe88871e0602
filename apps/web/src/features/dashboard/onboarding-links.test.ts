import { defineAbility, ONBOARDING_ITEMS } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { onboardingHref } from './onboarding-links.js';

const at = { accountId: 1, siteId: 2, employerId: null };
const ability = (permissions: Record<string, string[]>) => defineAbility({ permissions }, at);

describe('onboardingHref', () => {
  it('links each step to its screen: the account’s own pages, the selected site’s others', () => {
    const owner = ability({ 'account:1': ['all'] });
    expect(ONBOARDING_ITEMS.map((key) => onboardingHref(key, owner, at))).toEqual([
      '/1/brand',
      '/1/brand',
      '/1/2/employers',
      '/1/2/jobs',
      '/1/2/credit-system',
      '/1/security',
    ]);
  });

  it('leaves out a screen the person may not open, and a site page without a selected site', () => {
    const brandOnly = ability({ 'account:1': ['accounts.update'] });
    expect(onboardingHref('brand', brandOnly, at)).toBe('/1/brand');
    expect(onboardingHref('employer', brandOnly, at)).toBeUndefined();
    const owner = ability({ 'account:1': ['all'] });
    expect(onboardingHref('job', owner, { accountId: 1, siteId: null })).toBeUndefined();
    expect(onboardingHref('security', owner, { accountId: 1, siteId: null })).toBe('/1/security');
  });
});
