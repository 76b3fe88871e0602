import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side fetch chosen by a user must not reach (SSRF): loopback, private
 * networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast,
 * reserved and unspecified ranges, in IPv4 and IPv6 (IPv4-mapped IPv6 is read as its IPv4).
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether `address` (an IP literal) is one a user-chosen URL may not reach. */
export function isNonPublicAddress(address: string): boolean {
  const mapped = MAPPED_V4.exec(address)?.[1];
  if (mapped) return isNonPublicAddress(mapped);
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true; // not an IP: never treated as public
}
