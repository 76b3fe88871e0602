import { describe, expect, it } from 'vitest';
import { emailVerifiedBy } from './verified-email.js';

describe('a verified e-mail in an ID token', () => {
  it('is `email_verified: true` only, for any provider', () => {
    expect(emailVerifiedBy('oidc', { email_verified: true })).toBe(true);
    for (const value of [false, 'true', 1, undefined]) {
      expect(emailVerifiedBy('oidc', { email_verified: value }), String(value)).toBe(false);
      expect(emailVerifiedBy('google', { email_verified: value, xms_edov: true }), String(value)).toBe(false);
    }
  });

  it('is also Entra’s domain-owner-verified claim when Entra says nothing else', () => {
    expect(emailVerifiedBy('entra', { xms_edov: true })).toBe(true);
    expect(emailVerifiedBy('entra', { xms_edov: false })).toBe(false);
    expect(emailVerifiedBy('entra', {})).toBe(false);
    expect(emailVerifiedBy('entra', { email_verified: false, xms_edov: true })).toBe(false);
  });
});
