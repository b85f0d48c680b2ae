import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/**
 * log2 of scrypt's N for new hashes. OWASP's floor (N=2^17, r=8, p=1) costs 128 MiB per hash; N=2^15 keeps
 * memory at 32 MiB so a burst of sign-ins cannot exhaust a small server, and runs on libuv's pool, off the
 * event loop. Production never goes below it (PASSWORD_HASH_COST, config/env.ts); tests go lower, because a
 * hash at 2^15 costs 0.1–0.16 s of a core and the suite signs thousands of people up (decision 0062).
 */
export const PASSWORD_HASH_COST = 15;
const KEY_LENGTH = 64;

const params = (cost: number) => ({ N: 2 ** cost, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });

/**
 * Hashes with node's native scrypt: `scrypt$<salt hex>$<key hex>` at the standard cost, and
 * `scrypt$ln=<cost>$<salt hex>$<key hex>` at another, so that a hash is checked at the cost it was made with.
 */
export async function hashPassword(password: string, cost: number = PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params(cost));
  const costPart = cost === PASSWORD_HASH_COST ? '' : `ln=${cost}$`;
  return `scrypt$${costPart}${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, ...rest] = hash.split('$');
  if (scheme !== 'scrypt' || rest.length < 2 || rest.length > 3) return false;
  const [costPart, saltHex, keyHex] = rest.length === 2 ? [`ln=${PASSWORD_HASH_COST}`, ...rest] : rest;
  const cost = Number(/^ln=(\d{2})$/.exec(costPart ?? '')?.[1]);
  if (!saltHex || !keyHex || !(cost >= 10 && cost <= 20)) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(saltHex, 'hex'), expected.length, params(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
