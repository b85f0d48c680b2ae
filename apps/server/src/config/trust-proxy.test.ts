import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('TRUST_PROXY', () => {
  const trust = (value: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;

  it('reads true as one hop, never as "every proxy" (the leftmost X-Forwarded-For, which the client writes)', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
  });

  it("takes the proxies' addresses and CIDRs", () => {
    expect(trust('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['maybe', '10.0.0.300', '10.0.0.0/33', '10.0.0.1,', '-1', 'example.com']) {
      expect(() => trust(value), value).toThrow(/TRUST_PROXY: must be false, true \(one proxy/);
    }
  });
});
