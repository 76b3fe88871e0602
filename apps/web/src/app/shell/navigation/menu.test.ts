import { defineAbility, type PermissionMap } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import type { Selection } from '../../../shared/selection/selection-store.js';
import { activeLeafId, buildMenu, menuLeaves } from './menu.js';

const sel: Selection = { accountId: 1, siteId: 10, employerId: null };
const menuFor = (permissions: PermissionMap, selection = sel) =>
  buildMenu(defineAbility({ permissions }, selection), selection);
const ids = (permissions: PermissionMap, selection = sel) =>
  menuLeaves(menuFor(permissions, selection)).map((l) => l.id);

describe('menu', () => {
  it('shows every entry, with site and account links, to an account owner', () => {
    const sections = menuFor({ 'account:1': ['all'] });
    expect(menuLeaves(sections).map((l) => [l.id, l.href])).toEqual([
      ['dashboard', '/'],
      ['jobs', '/1/10/jobs'],
      ['jobsOnHold', '/1/10/jobs/hold'],
      ['flaggedJobs', '/1/10/jobs/flagged-jobs'],
      ['employers', '/1/10/employers'],
      ['employersOnHold', '/1/10/employers/hold'],
      ['seekers', '/1/10/seekers'],
      ['applications', '/1/10/applications'],
      ['consultants', '/1/10/consultants'],
      ['credits', '/1/10/credit-system'],
      ['ownEmployer', '/1/10/employer'],
      ['employerUsers', '/1/10/employer/users'],
      ['sites', '/1/sites'],
      ['accountUsers', '/1/users'],
      ['auditLog', '/1/audit-log'],
      ['brand', '/1/brand'],
      ['accountSecurity', '/1/security'],
      ['privacy', '/1/privacy'],
      ['settings', '/1/10/settings'],
      ['siteForms', '/1/10/settings/forms'],
      ['privacyNotice', '/1/10/privacy-notice'],
    ]);
    expect(sections.map((s) => s.id)).toEqual(['home', 'recruitment', 'business', 'administration']);
  });

  it('leaves "My company" out for staff who work for no company (no dead end), keeps it for those who do', () => {
    const owner = defineAbility({ permissions: { 'account:1': ['all'] } }, sel);
    const without = menuLeaves(buildMenu(owner, sel, { hasCompany: false })).map((l) => l.id);
    expect(without).not.toContain('ownEmployer');
    expect(without).not.toContain('employerUsers');
    expect(without).toContain('credits');
    const withCompany = menuLeaves(buildMenu(owner, sel, { hasCompany: true })).map((l) => l.id);
    expect(withCompany).toEqual(expect.arrayContaining(['ownEmployer', 'employerUsers']));
  });

  it('uses the route rules: an employer user sees only what its permissions open', () => {
    const employer = { accountId: 1, siteId: 10, employerId: 5 };
    const perms = { 'employer:5': ['jobs.read', 'applications.read', 'employer_profile.read', 'credits.read'] };
    expect(ids(perms, employer)).toEqual(['dashboard', 'jobs', 'applications', 'credits', 'ownEmployer']);
  });

  it('shows no staff page for staff rights given at an employer: they act at a site only (SECURITY 30)', () => {
    const employer = { accountId: 1, siteId: 10, employerId: 5 };
    const perms = { 'employer:5': ['jobs.read', 'seekers.read', 'settings.all', 'audit_log.read', 'jobs.approve'] };
    expect(ids(perms, employer)).toEqual(['dashboard', 'jobs']);
  });

  it('opens site settings to a role with settings read and update, as the API does', () => {
    expect(ids({ 'site:10': ['settings.read', 'settings.update'] })).toEqual(['dashboard', 'settings', 'siteForms']);
  });

  it('turns a group left with one entry into that entry, titled as its page', () => {
    const sections = menuFor({ 'site:10': ['jobs.read'] });
    const jobs = sections.flatMap((s) => s.entries).find((e) => e.id === 'jobs');
    expect(jobs).toMatchObject({ kind: 'leaf', label: 'nav.jobs', href: '/1/10/jobs' });
  });

  it('keeps groups of several entries, with the group named on each entry for search', () => {
    const sections = menuFor({ 'site:10': ['jobs.all', 'flagged_jobs.read'] });
    const group = sections.flatMap((s) => s.entries).find((e) => e.id === 'jobGroup');
    expect(group?.kind).toBe('group');
    expect(menuLeaves(sections).find((l) => l.id === 'flaggedJobs')?.group).toBe('layout:menu.jobs');
  });

  it('shows only the dashboard without a site ("nobody")', () => {
    const none = { accountId: null, siteId: null, employerId: null };
    expect(ids({}, none)).toEqual(['dashboard']);
    // Even a platform admin has nothing to link to before a site is selected.
    expect(ids({ all: ['all'] }, none)).toEqual(['dashboard']);
  });

  it('shows an account with no site yet its account pages only', () => {
    const alone = { accountId: 1, siteId: null, employerId: null };
    expect(ids({ 'account:1': ['all'] }, alone)).toEqual([
      'dashboard',
      'sites',
      'accountUsers',
      'auditLog',
      'brand',
      'accountSecurity',
      'privacy',
    ]);
  });

  it('ignores permissions of another scope', () => {
    expect(ids({ 'site:11': ['jobs.all'] })).toEqual(['dashboard']);
  });
});

describe('active entry', () => {
  const sections = menuFor({ 'account:1': ['all'] });
  it('is the longest matching link, on segment boundaries', () => {
    expect(activeLeafId(sections, '/')).toBe('dashboard');
    expect(activeLeafId(sections, '/1/10/jobs')).toBe('jobs');
    expect(activeLeafId(sections, '/1/10/jobs/hold')).toBe('jobsOnHold');
    expect(activeLeafId(sections, '/1/10/jobs/42')).toBe('jobs');
    expect(activeLeafId(sections, '/1/10/employer/edit')).toBe('ownEmployer');
    expect(activeLeafId(sections, '/1/10/employers/3/edit')).toBe('employers');
    expect(activeLeafId(sections, '/1/10/employer/users')).toBe('employerUsers');
    expect(activeLeafId(sections, '/1/users')).toBe('accountUsers');
    expect(activeLeafId(sections, '/notifications')).toBeNull();
  });

  it('follows the entry a route names in its highlight', () => {
    expect(activeLeafId(sections, '/1/10/consultants/create', 'consultants')).toBe('consultants');
    // "profile" is not in the side menu (it is in the user menu): nothing there lights up.
    expect(activeLeafId(sections, '/auth/profile/account', 'profile')).toBeNull();
  });
});
