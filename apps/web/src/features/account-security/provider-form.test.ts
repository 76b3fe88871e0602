import { entraIssuer, GOOGLE_ISSUER, SaveIdentityProviderBody } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { providerBody, providerFieldOf, providerValues } from './provider-form.js';

const TENANT = '1b2c3d4e-5f60-7182-93a4-b5c6d7e8f901';
const base = { ...providerValues(null), display_name: 'Acme SSO', client_id: 'portal', client_secret: 's3cret' };

describe('the identity provider dialog', () => {
  it('makes the issuer from the preset, and the contract accepts the body', () => {
    expect(providerBody({ ...base, preset: 'google', issuer: 'https://ignored.test' }).issuer).toBe(GOOGLE_ISSUER);
    const entra = providerBody({ ...base, preset: 'entra', tenant: TENANT });
    expect(entra.issuer).toBe(entraIssuer(TENANT));
    expect(SaveIdentityProviderBody.safeParse(entra).success).toBe(true);
    const generic = providerBody({ ...base, preset: 'oidc', issuer: 'https://login.acme.test' });
    expect(SaveIdentityProviderBody.safeParse(generic).success).toBe(true);
  });

  it('sends the secret only when one was typed, so a change keeps the stored one', () => {
    expect(providerBody({ ...base, client_secret: '  ' })).not.toHaveProperty('client_secret');
    expect(providerBody(base).client_secret).toBe('s3cret');
  });

  it('sends a role only with just-in-time creation on', () => {
    expect(providerBody({ ...base, jit_enabled: false, jit_role_id: '4' }).jit_role_id).toBeNull();
    expect(providerBody({ ...base, jit_enabled: true, jit_role_id: '4' }).jit_role_id).toBe(4);
  });

  it('shows an Entra issuer’s problem under the tenant, and a domain’s under the list', () => {
    expect(providerFieldOf('issuer', 'entra')).toBe('tenant');
    expect(providerFieldOf('issuer', 'oidc')).toBe('issuer');
    expect(providerFieldOf('allowed_domains.2', 'oidc')).toBe('allowed_domains');
  });

  it('reads an Entra provider’s tenant back for editing', () => {
    const values = providerValues({
      id: '00000000-0000-4000-8000-000000000000',
      preset: 'entra',
      display_name: 'Contoso',
      issuer: entraIssuer(TENANT),
      client_id: 'x',
      has_client_secret: true,
      allowed_domains: ['contoso.test'],
      enabled: true,
      jit_enabled: false,
      jit_role_id: null,
      enforces_mfa: true,
      redirect_uri: 'http://localhost/portal/auth/oauth/x/callback',
      created_at: '',
      updated_at: '',
    });
    expect(values.tenant).toBe(TENANT);
    expect(values.client_secret).toBe('');
    expect(providerBody(values).enforces_mfa).toBe(true);
  });

  it('trusts a provider’s second factor only when the owner says so (off for a new one)', () => {
    expect(providerValues(null).enforces_mfa).toBe(false);
    expect(providerBody(base).enforces_mfa).toBe(false);
  });
});
