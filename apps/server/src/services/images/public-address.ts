import { BlockList, isIP } from 'node:net';

/**
 * Addresses a fetch on a user's behalf must never reach (decision 0054): private networks, this
 * machine, link-local (cloud metadata at 169.254.169.254), shared and benchmarking ranges,
 * documentation, multicast and reserved space — IPv4 and IPv6, IPv4-mapped IPv6 included.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:10.0.0.1`), else the address as it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Whether a fetch may connect to this IP address; loopback only when `allowLoopback` (tests, the demo). */
export function isFetchableAddress(address: string, { allowLoopback }: { allowLoopback: boolean }): boolean {
  if (isIP(address) === 0) return false;
  const { address: plain, family } = unmapped(address);
  if (loopback.check(plain, family)) return allowLoopback;
  // Any other IPv4-mapped form (`::ffff:…` written otherwise) is refused rather than parsed twice.
  if (family === 'ipv6' && /^::ffff:/i.test(plain)) return false;
  return !notPublic.check(plain, family);
}
