import { describe, expect, it } from 'vitest';
import {
  entraIssuer,
  entraTenantOf,
  isSafeReturnPath,
  presetIssuer,
  SaveIdentityProviderBody,
  SsoStartQuery,
} from './identity-providers.js';

const base = { display_name: 'Acme SSO', client_id: 'portal', preset: 'oidc' as const };

describe('identity provider bodies', () => {
  it('takes an https issuer with a path, lower-cases domains and drops a leading @', () => {
    const body = SaveIdentityProviderBody.parse({
      ...base,
      issuer: 'https://login.example.com/realms/acme/',
      allowed_domains: ['@Acme.TEST', 'example.org'],
    });
    expect(body.issuer).toBe('https://login.example.com/realms/acme/');
    expect(body.allowed_domains).toEqual(['acme.test', 'example.org']);
    expect(body.client_secret).toBeUndefined();
  });

  it('refuses issuers with a query, credentials or another scheme', () => {
    for (const issuer of [
      'https://a.example/?x=1',
      'https://u:p@a.example',
      'ftp://a.example',
      'javascript:alert(1)',
    ]) {
      expect(SaveIdentityProviderBody.safeParse({ ...base, issuer }).success, issuer).toBe(false);
    }
  });

  it('holds Google and Entra to their own issuers', () => {
    expect(
      SaveIdentityProviderBody.safeParse({ ...base, preset: 'google', issuer: 'https://evil.example' }).success,
    ).toBe(false);
    const tenant = '6f1c2d3e-1111-4222-8333-944455556666';
    expect(presetIssuer('entra', tenant)).toBe(entraIssuer(tenant));
    expect(entraTenantOf(entraIssuer(tenant))).toBe(tenant);
    expect(presetIssuer('entra', 'common')).toBeNull();
    expect(SaveIdentityProviderBody.safeParse({ ...base, preset: 'entra', issuer: entraIssuer(tenant) }).success).toBe(
      true,
    );
  });

  it('needs a role for just-in-time creation', () => {
    const result = SaveIdentityProviderBody.safeParse({ ...base, issuer: 'https://a.example', jit_enabled: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['jit_role_id']);
  });
});

describe('the path after a sign-in', () => {
  it('keeps same-site paths only', () => {
    expect(isSafeReturnPath('/1/jobs?status=live')).toBe(true);
    for (const to of ['//evil.example', '/\\evil.example', 'https://evil.example', '/a\nb']) {
      expect(isSafeReturnPath(to), to).toBe(false);
    }
    expect(SsoStartQuery.parse({ to: '//evil.example' }).to).toBeUndefined();
  });
});
