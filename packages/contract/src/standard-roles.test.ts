import { describe, expect, it } from 'vitest';
import { catalogues } from './locales/catalogues.js';
import { LOCALES } from './locales/index.js';
import { roleKeyNameIn, roleNameIn, STANDARD_ROLE_KEYS, standardRoleOf } from './standard-roles.js';

describe('standard role names', () => {
  it('are translated in every language', () => {
    for (const locale of LOCALES) {
      for (const key of STANDARD_ROLE_KEYS)
        expect(catalogues[locale].labels.roles[key], `${locale} ${key}`).toBeTruthy();
    }
    expect(roleNameIn(catalogues.fr, { key: 'employer_recruiter', name: 'Recruiter' })).toBe('Recruteur');
    expect(roleNameIn(catalogues.ar, { key: 'owner', name: 'Account owner' })).toBe('مالك الحساب');
    expect(roleNameIn(catalogues.en, { key: 'owner', name: 'Account owner' })).toBe('Account owner');
  });

  it('are known by the name alone where only that is kept (notifications, activity)', () => {
    expect(standardRoleOf({ name: 'Site manager' })).toBe('site_manager');
    expect(roleNameIn(catalogues.fr, { name: 'Moderator' })).toBe('Modérateur');
    // The audit log keeps keys.
    expect(roleKeyNameIn(catalogues.ar, 'employer_recruiter')).toBe('مسؤول توظيف');
    expect(roleKeyNameIn(catalogues.fr, 'senior_recruiter')).toBe('senior_recruiter');
  });

  it('leave a name an account chose as written, in every language', () => {
    // Renamed standard role, and a role of the account's own.
    expect(roleNameIn(catalogues.fr, { key: 'employer_recruiter', name: 'Hiring partner' })).toBe('Hiring partner');
    expect(roleNameIn(catalogues.ar, { key: 'senior_recruiter', name: 'Senior recruiter' })).toBe('Senior recruiter');
    // Another role that happens to carry a standard name under another key is its own.
    expect(standardRoleOf({ key: 'custom', name: 'Recruiter' })).toBeNull();
  });
});
