import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { accounts, identityProviders } from '../db/schema/index.js';
import { clientSecretPurpose } from '../modules/identity-providers/identity-providers.service.js';
import { encryptSecret } from '../platform/secrets.js';
import { DEMO_ACCOUNTS } from './demo-data.js';

/**
 * With the development identity provider on (DEV_OIDC_PROVIDER=true), Acme gets "Acme SSO"
 * pointing at it, once: the login page on Acme's host (localhost) then offers "Sign in with Acme
 * SSO", and any demo address of acme.test typed on the provider's page signs in.
 */
export async function ensureDevSsoProvider(db: Db, config: Config) {
  const dev = config.devOidc;
  if (!dev) return;
  const acmeName = DEMO_ACCOUNTS.find((a) => a.key === 'acme')?.name ?? 'Acme Talent Group';
  const [acme] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, acmeName));
  if (!acme) return;
  const [existing] = await db
    .select({ id: identityProviders.id })
    .from(identityProviders)
    .where(and(eq(identityProviders.accountId, acme.id), eq(identityProviders.issuer, dev.issuer)));
  if (existing) return;
  const uuid = randomUUID();
  await db.insert(identityProviders).values({
    uuid,
    accountId: acme.id,
    preset: 'oidc',
    displayName: 'Acme SSO',
    issuer: dev.issuer,
    clientId: dev.clientId,
    clientSecretEnc: encryptSecret(config.secretsKey, clientSecretPurpose(uuid), dev.clientSecret),
    allowedDomains: ['acme.test'],
  });
}
