import { defineAbility, ONBOARDING_ITEMS } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { onboardingLink } from './onboarding-links.js';

const at = { accountId: 1, siteId: 2, employerId: null };
const ability = (permissions: Record<string, string[]>) => defineAbility({ permissions }, at);

describe('onboardingHref', () => {
  it('links each step to its screen: the account’s own pages, the selected site’s others', () => {
    const owner = ability({ 'account:1': ['all'] });
    expect(ONBOARDING_ITEMS.map((key) => onboardingLink(key, owner, at)?.href)).toEqual([
      '/1/brand',
      '/1/brand',
      '/1/2/employers',
      '/1/2/jobs',
      '/1/2/credit-system',
      '/1/security',
    ]);
  });

  it('leaves out a screen the person may not open', () => {
    const brandOnly = ability({ 'account:1': ['accounts.update'] });
    expect(onboardingLink('brand', brandOnly, at)).toEqual({ href: '/1/brand', viaSites: false });
    expect(onboardingLink('employer', brandOnly, at)).toBeUndefined();
    expect(onboardingLink('employer', brandOnly, { accountId: 1, siteId: null })).toBeUndefined();
  });

  it('sends a site step to the account’s sites while it has none', () => {
    const owner = defineAbility({ permissions: { 'account:1': ['all'] } }, { ...at, siteId: null });
    const none = { accountId: 1, siteId: null };
    expect(onboardingLink('job', owner, none)).toEqual({ href: '/1/sites', viaSites: true });
    expect(onboardingLink('security', owner, none)).toEqual({ href: '/1/security', viaSites: false });
  });
});
