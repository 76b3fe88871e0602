import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.js';
import { emailDomainProofs } from '../db/schema/index.js';

type Ids = { accountIds: Map<string, number>; userIds: Map<string, number> };

/**
 * E-mail domains the demo accounts have proven: `.test` domains publish no DNS record, so platform
 * staff approved Acme's by hand. Its "Acme SSO" (development provider, e2e journeys) signs in
 * addresses at acme.test; Globex has proven none, so no provider of its signs anyone in.
 */
export const DEMO_PROVEN_DOMAINS = [
  {
    account: 'acme',
    domain: 'acme.test',
    approvedBy: 'admin@portal.test',
    reason: 'Demo data: a .test domain cannot publish the DNS record.',
  },
] as const;

export async function seedDemoEmailDomains(tx: Queryable, ids: Ids) {
  for (const d of DEMO_PROVEN_DOMAINS) {
    await tx.insert(emailDomainProofs).values({
      accountId: ids.accountIds.get(d.account)!,
      domain: d.domain,
      token: randomBytes(24).toString('base64url'),
      verifiedAt: new Date(),
      verifiedBy: 'staff',
      verifiedByUserId: ids.userIds.get(d.approvedBy) ?? null,
      approvalReason: d.reason,
    });
  }
}
