import { describe, expect, it } from 'vitest';
import { checkAccess, defineAbility, holdsPermission } from './ability.js';
import { fitPermissions, fitsPlace, permissionsFor, registryEntriesOf, roleFitsPlace } from './places.js';
import type { Selection } from './scope.js';

const atEmployer: Selection = { accountId: 1, siteId: 10, employerId: 100 };
const atSite: Selection = { accountId: 1, siteId: 10, employerId: null };
const can = (permissions: Record<string, string[]>, selection: Selection, action: string, subject: string) =>
  checkAccess(defineAbility({ permissions }, selection), action as 'read', subject as 'jobs');

describe('rights act at the place they were given (SECURITY 30)', () => {
  it('a grant at an employer carries only what an employer may do for itself', () => {
    const perms = {
      'employer:100': ['jobs.read', 'seekers.read', 'jobs.approve', 'settings.update', 'audit_log.read'],
    };
    expect(can(perms, atEmployer, 'read', 'jobs')).toBe(true);
    expect(can(perms, atEmployer, 'read', 'seekers')).toBe(false);
    expect(can(perms, atEmployer, 'access', 'seekers')).toBe(false);
    expect(can(perms, atEmployer, 'approve', 'jobs')).toBe(false);
    expect(can(perms, atEmployer, 'update', 'settings')).toBe(false);
    expect(can(perms, atEmployer, 'read', 'audit_log')).toBe(false);
  });

  it('`all` and `subject.all` at an employer stand for the employer’s pairs only', () => {
    const everything = { 'employer:100': ['all'] };
    expect(can(everything, atEmployer, 'update', 'jobs')).toBe(true);
    expect(can(everything, atEmployer, 'create', 'credits')).toBe(true);
    expect(can(everything, atEmployer, 'approve', 'jobs')).toBe(false);
    expect(can(everything, atEmployer, 'read', 'seekers')).toBe(false);
    expect(can(everything, atEmployer, 'manage', 'all')).toBe(false);
    const jobs = { 'employer:100': ['jobs.all'] };
    expect(can(jobs, atEmployer, 'delete', 'jobs')).toBe(true);
    expect(can(jobs, atEmployer, 'approve', 'jobs')).toBe(false);
  });

  it('a grant at a site carries a site’s staff rights, not the account’s', () => {
    const perms = { 'site:10': ['all'] };
    expect(can(perms, atSite, 'approve', 'jobs')).toBe(true);
    expect(can(perms, atSite, 'read', 'seekers')).toBe(true);
    expect(can(perms, atSite, 'update', 'sites')).toBe(true);
    expect(can(perms, atSite, 'read', 'audit_log')).toBe(false);
    expect(can(perms, atSite, 'read', 'account_users')).toBe(false);
    expect(can(perms, atSite, 'create', 'sites')).toBe(false);
    // The same at the account acts everywhere below it.
    const owner = { 'account:1': ['all'] };
    expect(can(owner, atEmployer, 'read', 'audit_log')).toBe(true);
    expect(can(owner, atEmployer, 'manage', 'all')).toBe(true);
  });

  it('holding a wider string means holding every pair it stands for there', () => {
    const manager = defineAbility({ permissions: { 'site:10': ['employer_profile.all', 'jobs.read'] } }, atEmployer);
    expect(holdsPermission(manager, 'employer_profile.all')).toBe(true);
    expect(holdsPermission(manager, 'jobs.all')).toBe(false);
    expect(holdsPermission(manager, 'all')).toBe(false);
    expect(holdsPermission(manager, 'not.a_permission')).toBe(true);
  });
});

describe('roles for a place', () => {
  it('know what each string stands for', () => {
    expect(registryEntriesOf('jobs.read').map((e) => e.permission)).toEqual(['jobs.read']);
    expect(registryEntriesOf('settings.all').map((e) => e.permission)).toEqual(['settings.read', 'settings.update']);
    expect(registryEntriesOf('notifications.read')).toEqual([]);
    expect(registryEntriesOf('portal.all')).toEqual([]);
    expect(registryEntriesOf('jobs.all.x')).toEqual([]);
  });

  it('fit only what acts there; a role for any place or the account holds anything of the registry', () => {
    expect(fitsPlace('jobs.read', 'employer')).toBe(true);
    expect(fitsPlace('employer_profile.all', 'employer')).toBe(true);
    expect(fitsPlace('jobs.all', 'employer')).toBe(false);
    expect(fitsPlace('all', 'site')).toBe(false);
    expect(fitsPlace('seekers.read', 'site')).toBe(true);
    expect(fitsPlace('audit_log.read', 'site')).toBe(false);
    expect(fitsPlace('audit_log.read', null)).toBe(true);
    expect(fitsPlace('all', 'account')).toBe(true);
    expect(fitsPlace('employers.delete', null)).toBe(false);
  });

  it('keep, when a role’s place narrows, what still acts there', () => {
    expect(fitPermissions(['jobs.all', 'seekers.read', 'employer_users.all'], 'employer')).toEqual([
      'employer_users.all',
      'jobs.create',
      'jobs.delete',
      'jobs.export',
      'jobs.read',
      'jobs.update',
    ]);
    expect(fitPermissions(['all'], null)).toEqual(['all']);
    expect(fitPermissions(['sites.all', 'dashboard.access'], 'site')).toEqual(['sites.read', 'sites.update']);
  });

  it('offer an employer role only what employers may hold', () => {
    const offered = permissionsFor('employer').map((e) => e.permission);
    expect(offered).toContain('jobs.read');
    expect(offered).toContain('credits.create');
    expect(offered).not.toContain('seekers.read');
    expect(offered).not.toContain('jobs.approve');
    expect(offered).not.toContain('credits.update');
    expect(permissionsFor(null).length).toBeGreaterThan(offered.length);
  });
});

describe('roleFitsPlace: where a role may be given', () => {
  const owner = { scope_type: null, permissions: ['all'] };
  const moderator = { scope_type: null, permissions: ['jobs.approve', 'jobs.read', 'employers.read'] };
  const recruiter = { scope_type: 'employer' as const, permissions: ['jobs.read', 'jobs.create'] };

  it('a role meant for a place fits only there', () => {
    expect(roleFitsPlace(recruiter, 'employer')).toBe(true);
    expect(roleFitsPlace(recruiter, 'site')).toBe(false);
    expect(roleFitsPlace(recruiter, 'account')).toBe(false);
  });

  it('a role for any place fits where all it holds acts, so the owner only at the account', () => {
    expect(roleFitsPlace(owner, 'account')).toBe(true);
    expect(roleFitsPlace(owner, 'site')).toBe(false);
    expect(roleFitsPlace(owner, 'employer')).toBe(false);
    expect(roleFitsPlace(moderator, 'account')).toBe(true);
    expect(roleFitsPlace(moderator, 'site')).toBe(true);
    expect(roleFitsPlace(moderator, 'employer')).toBe(false);
  });

  it('a role holding nothing of the registry fits nowhere', () => {
    expect(roleFitsPlace({ scope_type: null, permissions: [] }, 'account')).toBe(false);
    expect(roleFitsPlace({ scope_type: null, permissions: ['nothing.real'] }, 'account')).toBe(false);
  });
});
