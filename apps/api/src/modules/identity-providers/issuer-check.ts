import { lookup } from 'node:dns/promises';
import type { FieldProblem } from '../../platform/errors.js';
import { isNonPublicAddress } from '../../platform/outbound/address-policy.js';
import type { OutboundPolicy } from '../../platform/outbound/guarded-fetch.js';

/**
 * The owner is told at once when an issuer can never be fetched: http:// or a private address
 * while the policy allows neither. (The fetch itself checks again, at connect time.)
 */
export async function issuerProblem(issuer: string, policy: OutboundPolicy): Promise<FieldProblem | null> {
  if (policy.allowPrivate) return null;
  const url = new URL(issuer);
  if (url.protocol !== 'https:') return { rule: 'issuer_https' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return { rule: 'issuer_not_public' };
  try {
    const addresses = await lookup(host, { all: true });
    if (addresses.length && addresses.every((a) => isNonPublicAddress(a.address))) return { rule: 'issuer_not_public' };
  } catch {
    // Not resolvable now: "test connection" says so; the fetch guard still stands.
  }
  return null;
}
