import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDomainProofs, identityProviders } from '../db/schema/index.js';
import { type Harness, setupApi } from '../test/harness.js';
import { ensureDevSsoProvider } from './dev-sso.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

const dev = () => ({
  ...t.config,
  devOidc: { issuer: 'http://127.0.0.1:4011', port: 4011, clientId: 'portal', clientSecret: 'portal-dev-secret' },
});
const proofs = () =>
  t.database.db
    .select({ accountId: emailDomainProofs.accountId, verifiedBy: emailDomainProofs.verifiedBy })
    .from(emailDomainProofs)
    .where(eq(emailDomainProofs.domain, 'acme.test'));

describe('the development provider on a database made before domain proofs', () => {
  it('gives Acme its demo proof of acme.test (approved by hand) with "Acme SSO", once', async () => {
    await t.database.db.execute(sql`delete from email_domain_proofs`);
    await ensureDevSsoProvider(t.database.db, dev());
    await ensureDevSsoProvider(t.database.db, dev());
    expect(await proofs()).toEqual([{ accountId: t.ids.acme, verifiedBy: 'staff' }]);
    const providers = await t.database.db
      .select({ name: identityProviders.displayName })
      .from(identityProviders)
      .where(eq(identityProviders.accountId, t.ids.acme));
    expect(providers).toEqual([{ name: 'Acme SSO' }]);
  });

  it('never takes a domain another account holds proven', async () => {
    await t.database.db.execute(sql`delete from email_domain_proofs`);
    await t.database.db.insert(emailDomainProofs).values({
      accountId: t.ids.globex,
      domain: 'acme.test',
      token: 'x',
      verifiedAt: new Date(),
      verifiedBy: 'dns',
    });
    await ensureDevSsoProvider(t.database.db, dev());
    expect(await proofs()).toEqual([{ accountId: t.ids.globex, verifiedBy: 'dns' }]);
  });
});
