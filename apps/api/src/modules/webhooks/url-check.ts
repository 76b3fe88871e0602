import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isNonPublicAddress } from '../../platform/outbound/address-policy.js';
import type { OutboundPolicy } from '../../platform/outbound/guarded-fetch.js';

export type WebhookUrlProblem = 'form_url_missing' | 'form_url_invalid';

const MAX_URL = 2000;

/**
 * Checked on publish: an https URL without credentials whose host resolves, and only to public
 * addresses (unless the policy allows private ones, development and tests). Delivery checks the
 * address again when it connects (guardedFetch), since DNS may answer differently later.
 */
export async function webhookUrlProblem(
  url: string | null | undefined,
  policy: Pick<OutboundPolicy, 'allowPrivate'>,
): Promise<WebhookUrlProblem | null> {
  if (!url?.trim()) return 'form_url_missing';
  if (url.length > MAX_URL) return 'form_url_invalid';
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return 'form_url_invalid';
  }
  const schemeOk = parsed.protocol === 'https:' || (policy.allowPrivate && parsed.protocol === 'http:');
  if (!schemeOk || parsed.username || parsed.password || !parsed.hostname) return 'form_url_invalid';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (policy.allowPrivate) return null;
  if (isIP(host)) return isNonPublicAddress(host) ? 'form_url_invalid' : null;
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    if (!addresses.length || addresses.some((a) => isNonPublicAddress(a.address))) return 'form_url_invalid';
  } catch {
    return 'form_url_invalid';
  }
  return null;
}
