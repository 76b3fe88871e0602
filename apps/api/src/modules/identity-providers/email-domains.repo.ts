import { and, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { emailDomainProofs } from '../../db/schema/index.js';
import { proofRepo } from '../../platform/domain-proofs/proofs.repo.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';

/** Whether the account has proven the domain: what its providers may sign in. */
export async function isProvenDomain(q: Queryable, accountId: number, domain: string): Promise<boolean> {
  const [row] = await q
    .select({ id: emailDomainProofs.id })
    .from(emailDomainProofs)
    .where(
      and(
        inTenant(emailDomainProofs, accountId),
        eq(emailDomainProofs.domain, domain),
        isNotNull(emailDomainProofs.verifiedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The e-mail domains' rows, for the proof flow. */
export const emailDomainRepo = proofRepo(emailDomainProofs);
