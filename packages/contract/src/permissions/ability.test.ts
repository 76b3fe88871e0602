import { describe, expect, it } from 'vitest';
import { checkAccess, defineAbility } from './ability.js';
import { type PermissionMap, parseScopeKey, type Selection, scopeKey, scopeMatches } from './scope.js';
import { ACTIONS, PERMISSION_REGISTRY, SUBJECTS } from './vocabulary.js';
import { ActionSchema, SubjectSchema } from './vocabulary-schemas.js';

const sel: Selection = { accountId: 1, siteId: 10, employerId: 100 };

describe('scopeMatches', () => {
  it('matches `all` for any selection, even an empty one', () => {
    expect(scopeMatches('all', sel)).toBe(true);
    expect(scopeMatches('all', {})).toBe(true);
  });

  it('matches account:N only for the selected account', () => {
    expect(scopeMatches('account:1', sel)).toBe(true);
    expect(scopeMatches('account:2', sel)).toBe(false);
    expect(scopeMatches('account:1', { accountId: null })).toBe(false);
    // The id must be compared against the account slot, not site/employer.
    expect(scopeMatches('account:10', sel)).toBe(false);
  });

  it('matches site:N only for the selected site', () => {
    expect(scopeMatches('site:10', sel)).toBe(true);
    expect(scopeMatches('site:11', sel)).toBe(false);
    expect(scopeMatches('site:1', sel)).toBe(false);
    expect(scopeMatches('site:10', {})).toBe(false);
  });

  it('matches employer:N only for the selected employer', () => {
    expect(scopeMatches('employer:100', sel)).toBe(true);
    expect(scopeMatches('employer:101', sel)).toBe(false);
    expect(scopeMatches('employer:1', sel)).toBe(false);
    expect(scopeMatches('employer:100', { employerId: null })).toBe(false);
  });

  it('never matches malformed keys', () => {
    for (const key of [
      '',
      'ALL',
      ' all',
      'account',
      'account:',
      'account:abc',
      'account:01',
      'account:1.0',
      'account: 1',
      'account:1:2',
      'account:-1',
      'Account:1',
      'tenant:1',
      '1',
    ]) {
      expect(scopeMatches(key, sel), key).toBe(false);
      expect(parseScopeKey(key), key).toBeNull();
    }
  });

  it('parses and builds keys symmetrically', () => {
    expect(parseScopeKey('all')).toEqual({ type: 'all' });
    expect(parseScopeKey('site:42')).toEqual({ type: 'site', id: 42 });
    expect(scopeKey('all')).toBe('all');
    expect(scopeKey('employer', 7)).toBe('employer:7');
    expect(parseScopeKey(scopeKey('account', 3))).toEqual({ type: 'account', id: 3 });
    expect(() => scopeKey('account', 1.5)).toThrow(RangeError);
  });
});

describe('defineAbility', () => {
  it('`all` grants manage on everything', () => {
    const ability = defineAbility({ permissions: { all: ['all'] } }, {});
    expect(ability.can('manage', 'all')).toBe(true);
    expect(ability.can('delete', 'audit_log')).toBe(true);
    expect(ability.can('impersonate', 'impersonation')).toBe(true);
  });

  it('`subject.all` grants manage on that subject only', () => {
    const ability = defineAbility({ permissions: { all: ['jobs.all'] } }, {});
    expect(ability.can('manage', 'jobs')).toBe(true);
    expect(ability.can('approve', 'jobs')).toBe(true);
    expect(ability.can('delete', 'jobs')).toBe(true);
    expect(ability.can('read', 'flagged_jobs')).toBe(false);
    expect(ability.can('access', 'employers')).toBe(false);
    expect(ability.can('manage', 'all')).toBe(false);
  });

  it('`subject.action` grants that action but not other actions or subjects', () => {
    const ability = defineAbility({ permissions: { all: ['jobs.read'] } }, {});
    expect(ability.can('read', 'jobs')).toBe(true);
    expect(ability.can('update', 'jobs')).toBe(false);
    expect(ability.can('manage', 'jobs')).toBe(false);
    expect(ability.can('read', 'employers')).toBe(false);
  });

  it('any granted subject also gets `access` on it', () => {
    const ability = defineAbility({ permissions: { 'account:1': ['employers.export'] } }, sel);
    expect(ability.can('access', 'employers')).toBe(true);
    expect(ability.can('access', 'jobs')).toBe(false);
    const viaAll = defineAbility({ permissions: { all: ['seekers.all'] } }, {});
    expect(viaAll.can('access', 'seekers')).toBe(true);
  });

  it('every signed-in user can access the portal, even with no permissions', () => {
    const ability = defineAbility({ permissions: {} }, {});
    expect(ability.can('access', 'portal')).toBe(true);
    // ...and nothing more than that.
    expect(ability.can('read', 'portal')).toBe(false);
    expect(ability.can('access', 'dashboard')).toBe(false);
  });

  it('a null user gets no rules at all', () => {
    const ability = defineAbility(null, sel);
    expect(ability.rules).toHaveLength(0);
    expect(ability.can('access', 'portal')).toBe(false);
  });

  it('ignores scopes of another account, site or employer', () => {
    const ability = defineAbility(
      {
        permissions: {
          'account:2': ['all'],
          'site:11': ['jobs.all'],
          'employer:101': ['seekers.read'],
        },
      },
      sel,
    );
    expect(ability.can('manage', 'all')).toBe(false);
    expect(ability.can('read', 'jobs')).toBe(false);
    expect(ability.can('read', 'seekers')).toBe(false);
    expect(ability.can('access', 'portal')).toBe(true);
  });

  it('applies a scope as soon as its selection matches', () => {
    const user = { permissions: { 'site:10': ['jobs.read'] } };
    expect(defineAbility(user, { siteId: 10 }).can('read', 'jobs')).toBe(true);
    expect(defineAbility(user, { siteId: 11 }).can('read', 'jobs')).toBe(false);
    expect(defineAbility(user, {}).can('read', 'jobs')).toBe(false);
  });

  it('unions the permissions of every matching scope', () => {
    const ability = defineAbility(
      {
        permissions: {
          all: ['dashboard.read'],
          'account:1': ['jobs.read'],
          'site:10': ['applications.export'],
          'employer:100': ['employer_profile.update'],
        },
      },
      sel,
    );
    expect(ability.can('read', 'dashboard')).toBe(true);
    expect(ability.can('read', 'jobs')).toBe(true);
    expect(ability.can('export', 'applications')).toBe(true);
    expect(ability.can('update', 'employer_profile')).toBe(true);
    expect(ability.can('update', 'jobs')).toBe(false);
  });

  it('ignores unknown subjects, actions and malformed strings without throwing', () => {
    const permissions = {
      all: [
        'widgets.read',
        'jobs.fly',
        'jobs',
        'jobs.read.extra',
        '.read',
        'jobs.',
        'JOBS.read',
        'all.read',
        'all.all',
        'ALL',
      ],
    };
    const ability = defineAbility({ permissions }, {});
    // Only the implicit portal rule survives.
    expect(ability.rules).toEqual([{ action: 'access', subject: 'portal' }]);
    expect(ability.can('read', 'jobs')).toBe(false);
    expect(ability.can('read', 'all')).toBe(false);
  });

  it('tolerates malformed permission maps from the wire', () => {
    // Wrong shapes on purpose: a string instead of an array, non-string entries.
    const permissions = JSON.parse('{"all":"jobs.read","account:1":[1,null,"jobs.update"]}') as PermissionMap;
    const ability = defineAbility({ permissions }, sel);
    expect(ability.can('read', 'jobs')).toBe(false);
    expect(ability.can('update', 'jobs')).toBe(true);
  });
});

describe('checkAccess', () => {
  const superAdmin = defineAbility({ permissions: { all: ['all'] } }, {});
  const jobsManager = defineAbility({ permissions: { all: ['jobs.all'] } }, {});
  const jobsReader = defineAbility({ permissions: { all: ['jobs.read'] } }, {});

  it('non-strict checks treat the wildcard subject as a match', () => {
    expect(checkAccess(superAdmin, 'read', 'jobs')).toBe(true);
    expect(checkAccess(superAdmin, 'read', 'jobs', { strict: false })).toBe(true);
    expect(checkAccess(jobsReader, 'update', 'jobs')).toBe(false);
  });

  it('strict checks ignore `manage all` but honour grants on the subject', () => {
    expect(checkAccess(superAdmin, 'read', 'jobs', { strict: true })).toBe(false);
    expect(checkAccess(jobsManager, 'read', 'jobs', { strict: true })).toBe(true);
    expect(checkAccess(jobsReader, 'read', 'jobs', { strict: true })).toBe(true);
    expect(checkAccess(jobsReader, 'update', 'jobs', { strict: true })).toBe(false);
    expect(checkAccess(jobsReader, 'read', 'seekers', { strict: true })).toBe(false);
  });

  it('strict checks still see the implicit portal and access rules', () => {
    expect(checkAccess(superAdmin, 'access', 'portal', { strict: true })).toBe(true);
    expect(checkAccess(jobsReader, 'access', 'jobs', { strict: true })).toBe(true);
  });
});

describe('vocabulary', () => {
  it('schemas accept the vocabulary and reject anything else', () => {
    expect(SubjectSchema.safeParse('jobs').success).toBe(true);
    expect(SubjectSchema.safeParse('widgets').success).toBe(false);
    expect(ActionSchema.safeParse('approve').success).toBe(true);
    expect(ActionSchema.safeParse('all').success).toBe(false);
  });

  it('registry covers every subject but `all` and `portal` (everyone’s), with consistent i18n keys and a place', () => {
    const subjects = SUBJECTS.filter((s) => s !== 'all' && s !== 'portal');
    expect(Object.keys(PERMISSION_REGISTRY).sort()).toEqual([...subjects].sort());
    for (const [subject, entries] of Object.entries(PERMISSION_REGISTRY)) {
      expect(entries.length, subject).toBeGreaterThan(0);
      const actions = entries.map((e) => e.action);
      expect(new Set(actions).size, subject).toBe(actions.length);
      for (const { action, i18nKey, place } of entries) {
        expect(ACTIONS).toContain(action);
        expect(i18nKey).toBe(`permissions.${subject}.${action}`);
        expect(['employer', 'site', 'account']).toContain(place);
      }
    }
  });
});
