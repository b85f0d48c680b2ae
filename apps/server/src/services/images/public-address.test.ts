import { describe, expect, it } from 'vitest';
import { isFetchableAddress } from './public-address.ts';

const strict = { allowLoopback: false };
const tests = { allowLoopback: true };

describe('isFetchableAddress', () => {
  it('allows public IPv4 and IPv6 addresses', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34'])
      expect(isFetchableAddress(address, strict), address).toBe(true);
  });

  it('refuses private, shared, link-local, documentation, multicast and reserved ones, mapped or not', () => {
    for (const address of [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '2001:db8::1',
      '64:ff9b::a00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      'not-an-address',
    ])
      expect(isFetchableAddress(address, tests), address).toBe(false);
  });

  it('allows loopback only with the allowance (tests, the demo)', () => {
    for (const address of ['127.0.0.1', '127.8.8.8', '::1', '::ffff:127.0.0.1']) {
      expect(isFetchableAddress(address, strict), address).toBe(false);
      expect(isFetchableAddress(address, tests), address).toBe(true);
    }
  });
});
