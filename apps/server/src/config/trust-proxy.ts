import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Whom the server believes about the client's address (Fastify's `trustProxy`): nobody (`false`), the
 * nearest `hops` proxies, or the proxies at these addresses. Never "every proxy": Fastify's `true`
 * takes the leftmost X-Forwarded-For entry, which the client writes itself.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // proxy-addr also takes a netmask (10.0.0.0/255.0.0.0) after an IPv4 address.
  if (family === 4 && isIP(prefix) === 4) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const MESSAGE =
  "must be false, true (one proxy: the address the nearest proxy saw), a number of proxies (1, 2…), or the proxies' addresses or CIDRs, comma-separated (10.0.0.5,10.1.0.0/16)";

/**
 * TRUST_PROXY: `false`/`no`/`0`, `true`/`yes` (= 1 hop), a hop count, or a comma-separated list of the
 * proxies' addresses, CIDRs or proxy-addr's range names (loopback, linklocal, uniquelocal).
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (['false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return 1;
    if (/^\d+$/.test(lower) && Number(lower) <= 100) return Number(lower);
    const entries = lower.split(',').map((entry) => entry.trim());
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({ code: 'custom', message: MESSAGE });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` for the setting. A hop count is a function: Fastify 5.12 takes a bare number
 * as trusting nobody (a hop count cannot tell a proxy from a client connecting directly, so instances
 * trusting hops must be reachable through the proxies only; addresses are safer).
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}
