import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { accounts, emailDomainProofs, identityProviders } from '../db/schema/index.js';
import { clientSecretPurpose } from '../modules/identity-providers/identity-providers.service.js';
import { encryptSecret } from '../platform/secrets.js';
import { DEMO_ACCOUNTS } from './demo-data.js';
import { DEMO_PROVEN_DOMAINS } from './demo-email-domains.seed.js';

/**
 * With the development identity provider on (DEV_OIDC_PROVIDER=true), Acme gets "Acme SSO"
 * pointing at it, once: the login page on Acme's host (localhost) then offers "Sign in with Acme
 * SSO", and any demo address of acme.test typed on the provider's page signs in. A database made
 * before e-mail domains were proven (issue 31) gets Acme's demo proof too, so the provider keeps
 * signing in its staff.
 */
export async function ensureDevSsoProvider(db: Db, config: Config) {
  const dev = config.devOidc;
  if (!dev) return;
  const acmeName = DEMO_ACCOUNTS.find((a) => a.key === 'acme')?.name ?? 'Acme Talent Group';
  const [acme] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, acmeName));
  if (!acme) return;
  await ensureDemoProof(db, acme.id);
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

/** Acme's demo domain proven (approved by hand), unless it already is, or another account holds it. */
async function ensureDemoProof(db: Db, accountId: number) {
  for (const d of DEMO_PROVEN_DOMAINS.filter((p) => p.account === 'acme')) {
    const [held] = await db
      .select({ id: emailDomainProofs.id })
      .from(emailDomainProofs)
      .where(and(eq(emailDomainProofs.domain, d.domain), isNotNull(emailDomainProofs.verifiedAt)));
    if (held) continue;
    await db
      .insert(emailDomainProofs)
      .values({
        accountId,
        domain: d.domain,
        token: randomBytes(24).toString('base64url'),
        verifiedAt: new Date(),
        verifiedBy: 'staff',
        approvalReason: d.reason,
      })
      .onConflictDoUpdate({
        target: [emailDomainProofs.accountId, emailDomainProofs.domain],
        set: { verifiedAt: new Date(), verifiedBy: 'staff', approvalReason: d.reason },
      });
  }
}
