import { createHmac, hkdfSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { suppressedEmails } from '../../../db/schema/index.js';
import { inTenant } from '../../../platform/tenancy/in-tenant.js';

const keys = new WeakMap<Buffer, Buffer>();

/** A key of its own for the suppression list, derived from SECRETS_KEY (no other secret's MAC matches). */
function suppressionKey(secretsKey: Buffer): Buffer {
  let key = keys.get(secretsKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secretsKey, Buffer.alloc(0), 'talent-portal suppressed emails', 32));
    keys.set(secretsKey, key);
  }
  return key;
}

/**
 * The digest an erased address is kept as: keyed (a list of addresses cannot be hashed and
 * compared without the secret) and bound to the account (one account's list says nothing of
 * another's). The address is trimmed and lower-cased first, as the portal compares addresses.
 */
export function suppressionDigest(secretsKey: Buffer, accountId: number, email: string): string {
  return createHmac('sha256', suppressionKey(secretsKey))
    .update(`${accountId}:${email.trim().toLowerCase()}`)
    .digest('hex');
}

/** Adds an erased address to the account's suppression list (again: nothing changes). */
export async function suppressEmail(q: Queryable, secretsKey: Buffer, accountId: number, email: string) {
  await q
    .insert(suppressedEmails)
    .values({ accountId, emailHash: suppressionDigest(secretsKey, accountId, email) })
    .onConflictDoNothing();
}

/**
 * Whether the address was erased in the account: paths that would create a candidate without the
 * person's own action (imports, alerts) skip it. Applying is the person's own act and is never blocked.
 */
export async function isSuppressed(q: Queryable, secretsKey: Buffer, accountId: number, email: string) {
  const [row] = await q
    .select({ accountId: suppressedEmails.accountId })
    .from(suppressedEmails)
    .where(
      and(
        inTenant(suppressedEmails, accountId),
        eq(suppressedEmails.emailHash, suppressionDigest(secretsKey, accountId, email)),
      ),
    );
  return row !== undefined;
}
