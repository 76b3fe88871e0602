import { defineAbility, type PermissionMap, SHORTCUT_TILE_KEYS } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import type { Selection } from '../../../shared/selection/selection-store.js';
import { buildMenu, menuLeaves } from '../navigation/menu.js';
import { tileChoices, visibleTiles } from './tiles.js';

const site: Selection = { accountId: 1, siteId: 10, employerId: null };
const employer: Selection = { accountId: 1, siteId: 10, employerId: 5 };
const menuFor = (permissions: PermissionMap, selection = site) =>
  buildMenu(defineAbility({ permissions }, selection), selection);
const ids = (tiles: { id: string }[]) => tiles.map((t) => t.id);

describe('shortcut tiles', () => {
  it('offers every page of the full menu, and every tile key is a page of it', () => {
    const menu = menuFor({ all: ['all'] });
    expect(ids(tileChoices(menu))).toEqual(menuLeaves(menu).map((l) => l.id));
    expect([...SHORTCUT_TILE_KEYS].sort()).toEqual(ids(tileChoices(menu)).sort());
  });

  it('shows the defaults a person may open when they chose none, with the menu’s links', () => {
    const tiles = visibleTiles(menuFor({ 'account:1': ['all'] }), null);
    expect(tiles.map((t) => [t.id, t.href])).toEqual([
      ['dashboard', '/'],
      ['jobs', '/1/10/jobs'],
      ['applications', '/1/10/applications'],
      ['seekers', '/1/10/seekers'],
      ['employers', '/1/10/employers'],
      ['credits', '/1/10/credit-system'],
    ]);
  });

  it('leaves out defaults the person may not open (a moderator has no applications or credits)', () => {
    const moderator = menuFor({ 'site:10': ['jobs.read', 'jobs.approve', 'employers.read', 'flagged_jobs.read'] });
    expect(ids(visibleTiles(moderator, null))).toEqual(['dashboard', 'jobs', 'employers']);
  });

  it('keeps the person’s order and drops saved tiles they can no longer open here', () => {
    const hr = menuFor({ 'employer:5': ['jobs.read', 'applications.read', 'credits.read'] }, employer);
    const chosen = ['credits', 'auditLog', 'applications', 'sites', 'jobs'] as const;
    expect(ids(visibleTiles(hr, chosen))).toEqual(['credits', 'applications', 'jobs']);
    // Offered choices are only what their menu has.
    expect(ids(tileChoices(hr))).toEqual(['dashboard', 'jobs', 'applications', 'credits']);
  });

  it('shows nothing of another site’s rights, and only the dashboard without a site', () => {
    expect(ids(visibleTiles(menuFor({ 'site:11': ['jobs.all'] }), ['jobs', 'dashboard']))).toEqual(['dashboard']);
    const none = { accountId: null, siteId: null, employerId: null };
    expect(ids(visibleTiles(menuFor({ all: ['all'] }, none), null))).toEqual(['dashboard']);
  });

  it('shows no tile for an empty choice', () => {
    expect(visibleTiles(menuFor({ 'account:1': ['all'] }), [])).toEqual([]);
  });
});
