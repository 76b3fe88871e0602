import { randomUUID } from 'node:crypto';
import {
  type IdentityProvider,
  type IdentityProviderTestResult,
  type Locale,
  type PermissionMap,
  roleFitsPlace,
  type SaveIdentityProvider,
} from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { holdsAt } from '../../platform/auth/rights.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, type FieldProblems, invalidFields, notFound } from '../../platform/errors.js';
import { decryptSecret, encryptSecret } from '../../platform/secrets.js';
import { findAccountRole } from '../account-users/account-roles.repo.js';
import type { LinkContext } from '../branding/links.js';
import {
  countEnabledProviders,
  deleteProvider,
  findProvider,
  firstBrandHost,
  insertProvider,
  listProviders,
  type ProviderValues,
  type StoredProvider,
  updateProvider,
} from './identity-providers.repo.js';
import { issuerProblem } from './issuer-check.js';
import { testProvider } from './oidc-client.js';
import { mailProviderChange } from './provider-mail.js';
import { baseFor, callbackUrl } from './redirect-uri.js';
import { findSsoRule } from './sso-rule.repo.js';

/** Bound into the ciphertext: a secret copied to another provider's row does not decrypt there. */
export const clientSecretPurpose = (uuid: string) => `oidc:${uuid}`;

export type Owner = {
  accountId: number;
  actor: AuditActor;
  actorName: string;
  /** The caller's grants: a just-in-time role may hold only what they hold at the account. */
  permissions: PermissionMap;
  links: LinkContext;
};

function toApi(p: StoredProvider, base: string): IdentityProvider {
  return {
    id: p.uuid,
    preset: p.preset,
    display_name: p.displayName,
    issuer: p.issuer,
    client_id: p.clientId,
    has_client_secret: p.clientSecretEnc !== '',
    allowed_domains: p.allowedDomains,
    enabled: p.enabled,
    jit_enabled: p.jitEnabled,
    jit_role_id: p.jitRoleId,
    enforces_mfa: p.enforcesMfa,
    redirect_uri: callbackUrl(base, p.uuid),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

async function accountBase(ctx: AppContext, accountId: number) {
  return baseFor(ctx.config.publicUrl, await firstBrandHost(ctx.db, accountId));
}

export async function listIdentityProviders(ctx: AppContext, accountId: number): Promise<IdentityProvider[]> {
  const base = await accountBase(ctx, accountId);
  return (await listProviders(ctx.db, accountId)).map((p) => toApi(p, base));
}

/**
 * Field rules the schema cannot see: an issuer the server may fetch, and a just-in-time role of
 * this account that fits the account level (given to new people at the account itself) and holds
 * only rights the caller holds there: whoever configures a provider hands that role to anyone the
 * provider vouches for, so it is granting, and nobody grants more than they have (`holdsAt`).
 */
async function checkBody(ctx: AppContext, owner: Owner, body: SaveIdentityProvider, needSecret: boolean) {
  const fields: FieldProblems = {};
  const issuer = await issuerProblem(body.issuer, ctx.config.outbound);
  if (issuer) fields.issuer = [issuer];
  if (needSecret && !body.client_secret) fields.client_secret = [{ rule: 'required' }];
  if (body.jit_role_id !== null) {
    const role = await findAccountRole(ctx.db, owner.accountId, body.jit_role_id);
    if (!role) fields.jit_role_id = [{ rule: 'invalid' }];
    else if (!roleFitsPlace({ scope_type: role.scopeType, permissions: role.permissions }, 'account'))
      fields.jit_role_id = [{ rule: 'role_out_of_place' }];
    else if (!holdsAt(owner.permissions, { accountId: owner.accountId }, role.permissions))
      fields.jit_role_id = [{ rule: 'jit_role_rights' }];
  }
  if (Object.keys(fields).length) throw invalidFields(fields);
}

const valuesOf = (body: SaveIdentityProvider): ProviderValues => ({
  preset: body.preset,
  displayName: body.display_name,
  issuer: body.issuer,
  clientId: body.client_id,
  allowedDomains: [...new Set(body.allowed_domains)],
  enabled: body.enabled,
  jitEnabled: body.jit_enabled,
  jitRoleId: body.jit_role_id,
  enforcesMfa: body.enforces_mfa,
});

/** What the audit row keeps of a provider: never the secret. */
const auditData = (p: StoredProvider) => ({
  display_name: p.displayName,
  issuer: p.issuer,
  client_id: p.clientId,
  enabled: p.enabled,
  allowed_domains: p.allowedDomains,
  jit_enabled: p.jitEnabled,
  jit_role_id: p.jitRoleId,
  enforces_mfa: p.enforcesMfa,
});

export async function createIdentityProvider(
  ctx: AppContext,
  owner: Owner,
  body: SaveIdentityProvider,
): Promise<IdentityProvider> {
  await checkBody(ctx, owner, body, true);
  const uuid = randomUUID();
  const clientSecretEnc = encryptSecret(ctx.config.secretsKey, clientSecretPurpose(uuid), body.client_secret ?? '');
  const created = await ctx.db.transaction(async (tx) => {
    const row = await insertProvider(tx, owner.accountId, uuid, { ...valuesOf(body), clientSecretEnc });
    await recordAudit(tx, owner.actor, {
      action: 'identity_provider.created',
      subjectType: 'identity_provider',
      subjectId: row.uuid,
      accountId: owner.accountId,
      data: auditData(row),
    });
    await mailProviderChange(tx, owner.links, owner.accountId, 'added', {
      actor: owner.actorName,
      provider: row.displayName,
    });
    return row;
  });
  ctx.mail.kick();
  return toApi(created, await accountBase(ctx, owner.accountId));
}

/** While the account requires SSO, its last enabled provider stays (else only break-glass could sign in). */
async function keepOneForRequiredSso(ctx: AppContext, accountId: number) {
  const rule = await findSsoRule(ctx.db, accountId);
  if (rule.requireSso && (await countEnabledProviders(ctx.db, accountId)) <= 1) {
    throw new AppError('sso_provider_required');
  }
}

/** A change without a secret keeps the stored one. */
export async function updateIdentityProvider(
  ctx: AppContext,
  owner: Owner,
  uuid: string,
  body: SaveIdentityProvider,
): Promise<IdentityProvider> {
  const found = await findProvider(ctx.db, owner.accountId, uuid);
  if (!found) throw notFound();
  await checkBody(ctx, owner, body, false);
  if (found.enabled && !body.enabled) await keepOneForRequiredSso(ctx, owner.accountId);
  const clientSecretEnc = body.client_secret
    ? encryptSecret(ctx.config.secretsKey, clientSecretPurpose(uuid), body.client_secret)
    : undefined;
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateProvider(tx, owner.accountId, found.id, {
      ...valuesOf(body),
      ...(clientSecretEnc ? { clientSecretEnc } : {}),
    });
    await recordAudit(tx, owner.actor, {
      action: 'identity_provider.updated',
      subjectType: 'identity_provider',
      subjectId: row.uuid,
      accountId: owner.accountId,
      data: { ...auditData(row), client_secret_changed: clientSecretEnc !== undefined },
    });
    await mailProviderChange(tx, owner.links, owner.accountId, 'changed', {
      actor: owner.actorName,
      provider: row.displayName,
    });
    return row;
  });
  ctx.mail.kick();
  return toApi(updated, await accountBase(ctx, owner.accountId));
}

export async function deleteIdentityProvider(ctx: AppContext, owner: Owner, uuid: string) {
  const found = await findProvider(ctx.db, owner.accountId, uuid);
  if (!found) throw notFound();
  if (found.enabled) await keepOneForRequiredSso(ctx, owner.accountId);
  await ctx.db.transaction(async (tx) => {
    await deleteProvider(tx, owner.accountId, found.id);
    await recordAudit(tx, owner.actor, {
      action: 'identity_provider.deleted',
      subjectType: 'identity_provider',
      subjectId: found.uuid,
      accountId: owner.accountId,
      data: auditData(found),
    });
    await mailProviderChange(tx, owner.links, owner.accountId, 'removed', {
      actor: owner.actorName,
      provider: found.displayName,
    });
  });
  ctx.mail.kick();
}

/** The stored provider's credentials, its secret decrypted (server side only). */
export const clientOf = (ctx: AppContext, p: StoredProvider) => ({
  issuer: p.issuer,
  clientId: p.clientId,
  clientSecret: decryptSecret(ctx.config.secretsKey, clientSecretPurpose(p.uuid), p.clientSecretEnc),
});

export async function testIdentityProvider(
  ctx: AppContext,
  accountId: number,
  uuid: string,
  locale: Locale,
): Promise<IdentityProviderTestResult> {
  const found = await findProvider(ctx.db, accountId, uuid);
  if (!found) throw notFound();
  return testProvider(clientOf(ctx, found), ctx.config.outbound, locale);
}
