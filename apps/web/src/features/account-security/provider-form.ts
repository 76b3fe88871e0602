import {
  ENTRA_TENANT_ID,
  entraTenantOf,
  type IdentityProvider,
  OIDC_PRESET_KEYS,
  type OidcPreset,
  presetIssuer,
  type SaveIdentityProviderBody,
} from '@talent/contract';

/** The provider dialog's fields as typed: the issuer is made from the preset (and Entra's tenant). */
export type ProviderValues = {
  preset: OidcPreset;
  display_name: string;
  tenant: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  allowed_domains: string[];
  enabled: boolean;
  jit_enabled: boolean;
  jit_role_id: string;
  enforces_mfa: boolean;
};

export const presetOf = (value: string | null): OidcPreset => OIDC_PRESET_KEYS.find((p) => p === value) ?? 'oidc';

export function providerValues(provider: IdentityProvider | null): ProviderValues {
  return {
    preset: provider?.preset ?? 'google',
    display_name: provider?.display_name ?? '',
    tenant: provider?.preset === 'entra' ? (entraTenantOf(provider.issuer) ?? '') : '',
    issuer: provider?.preset === 'oidc' ? provider.issuer : '',
    client_id: provider?.client_id ?? '',
    // Never sent back by the API: blank keeps the stored one.
    client_secret: '',
    allowed_domains: provider?.allowed_domains ?? [],
    enabled: provider?.enabled ?? true,
    jit_enabled: provider?.jit_enabled ?? false,
    jit_role_id: provider?.jit_role_id ? String(provider.jit_role_id) : '',
    enforces_mfa: provider?.enforces_mfa ?? false,
  };
}

/** The contract's body from the fields: Google's issuer, Entra's from its tenant, else as typed. */
export function providerBody(values: ProviderValues): SaveIdentityProviderBody {
  const issuer = values.preset === 'oidc' ? values.issuer : (presetIssuer(values.preset, values.tenant.trim()) ?? '');
  return {
    preset: values.preset,
    display_name: values.display_name,
    issuer,
    client_id: values.client_id,
    ...(values.client_secret.trim() ? { client_secret: values.client_secret } : {}),
    allowed_domains: values.allowed_domains,
    enabled: values.enabled,
    jit_enabled: values.jit_enabled,
    jit_role_id: values.jit_enabled && values.jit_role_id ? Number(values.jit_role_id) : null,
    enforces_mfa: values.enforces_mfa,
  };
}

/**
 * The field a body key shows under: Entra's issuer is its tenant, a domain of the list the list.
 * (Google's issuer is fixed, so it has no field of its own.)
 */
export function providerFieldOf(key: string, preset: OidcPreset): string {
  const top = key.split('.')[0] ?? key;
  if (top === 'issuer') return preset === 'entra' ? 'tenant' : 'issuer';
  return top;
}

export const tenantValid = (tenant: string) => ENTRA_TENANT_ID.test(tenant.trim());
