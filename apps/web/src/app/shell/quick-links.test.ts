import { defineAbility } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { routesIn } from '../../shared/routes/manifest.js';
import { quickLinks } from './quick-links.js';

const at = { accountId: 1, siteId: 2, employerId: 3 };
const ability = (permissions: Record<string, string[]>) => defineAbility({ permissions }, at);

describe('quickLinks', () => {
  it('lists the site pages of the router that an employer user may open, nothing else', () => {
    const employerUser = ability({
      'employer:3': ['jobs.all', 'applications.all', 'employer_profile.all', 'employer_users.all', 'credits.all'],
    });
    expect(quickLinks(employerUser).map((r) => r.path)).toEqual([
      'applications',
      'credit-system',
      'credit-system/create',
      'employer',
      'employer/users',
      'jobs',
      'jobs/create',
    ]);
    // `jobs.all` held at an employer does not make it a moderator: reviewing jobs acts at a site only.
  });

  it('never links to a page that needs an id, an edit form or the payment confirmation', () => {
    const paths = quickLinks(ability({ all: ['all'] })).map((r) => r.path);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).not.toMatch(/\$|\/edit$|payment-success/);
    // Every other page of the router is offered to someone who may do everything.
    const rest = routesIn('site')
      .filter((r) => !/\$|\/edit$|payment-success/.test(r.path))
      .map((r) => r.path);
    expect(paths).toEqual(rest);
  });

  it('offers nothing to a user without grants on this site', () => {
    expect(quickLinks(ability({ 'site:99': ['all'] }))).toEqual([]);
  });
});
