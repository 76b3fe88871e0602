import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Addresses a server-side fetch chosen by a user may reach (SSRF, SECURITY 38): public unicast
 * only, judged by ipaddr.js's range names rather than a list of our own. An IPv4-mapped IPv6
 * address (`::ffff:127.0.0.1`) is judged as the IPv4 address it is; every other range ipaddr.js
 * names (loopback, private, linkLocal — cloud metadata at 169.254.169.254 —, carrierGradeNat,
 * uniqueLocal, multicast, reserved, rfc6052 and RFC 8215's 64:ff9b:1::/48 NAT64, 6to4, teredo…)
 * is refused, whatever it embeds.
 *
 * ipaddr.js calls every IPv6 address it does not name "unicast", including the deprecated
 * IPv4-compatible `::/96` (`::127.0.0.1`, which some stacks still route to the IPv4 address), so an
 * IPv6 address must also lie in 2000::/3, the only block IANA allocates as global unicast.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * An IPv6 literal in the WHATWG URL parser's canonical hex form (`::7f00:1`), or null. ipaddr.js
 * reads the IPv4-compatible `::127.0.0.1` as if it were the mapped `::ffff:127.0.0.1`, which would
 * let `::8.8.8.8` pass as 8.8.8.8; the hex form is read as what it is. A zone (`fe80::1%eth0`) does
 * not parse: link-local is never public anyway.
 */
function canonicalV6(address: string): string | null {
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

/** Whether `address` (an IP literal) is a public unicast address a user-chosen URL may reach. */
export function isPublicAddress(address: string): boolean {
  // Node's strict check first: ipaddr.js also reads inet_aton's forms (`127.1`, `0x7f000001`).
  const family = isIP(address);
  if (!family) return false;
  const literal = family === 6 ? canonicalV6(address) : address;
  if (literal === null) return false;
  const parsed = ipaddr.parse(literal);
  const ip = parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress() ? parsed.toIPv4Address() : parsed;
  if (ip.range() !== 'unicast') return false;
  return ip instanceof ipaddr.IPv4 || ip.match(GLOBAL_UNICAST_V6);
}

/** Whether `address` (an IP literal) is one a user-chosen URL may not reach; anything not an IP is. */
export const isNonPublicAddress = (address: string): boolean => !isPublicAddress(address);
