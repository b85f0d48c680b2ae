import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { hashPassword, PASSWORD_HASH_COST, verifyPassword } from './password.ts';

/** Made by the hashing before costs were written into hashes: every stored password of that time has this form. */
const storedBeforeCosts =
  'scrypt$00112233445566778899aabbccddeeff$c05dce58d04877ba3d5214e16aed3e83dbaf42b0555d7e20886a8cf1f9d8673c6411c70c3d0d64cef5eb25cec5f6099db8ca12349dfe13769ebc6cfa71015d5d';

describe('password hashes', () => {
  it('keep the standard cost out of the hash, so hashes stored before costs existed still verify', async () => {
    expect(PASSWORD_HASH_COST).toBe(15);
    expect(await verifyPassword({ hash: storedBeforeCosts, password: 'phonehaat-demo' })).toBe(true);
    expect(await verifyPassword({ hash: storedBeforeCosts, password: 'phonehaat-demo!' })).toBe(false);
    const hash = await hashPassword('correct-horse-7');
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: 'correct-horse-7' })).toBe(true);
  });

  it('write another cost into the hash and check a password at the cost its hash was made with', async () => {
    const cheap = await hashPassword('correct-horse-7', 10);
    expect(cheap).toMatch(/^scrypt\$ln=10\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: cheap, password: 'correct-horse-7' })).toBe(true);
    expect(await verifyPassword({ hash: cheap, password: 'correct-horse-8' })).toBe(false);
    // The same salt and key read at another cost is another hash.
    expect(await verifyPassword({ hash: cheap.replace('ln=10', 'ln=11'), password: 'correct-horse-7' })).toBe(false);
    expect(await verifyPassword({ hash: cheap.replace('ln=10$', ''), password: 'correct-horse-7' })).toBe(false);
  });

  it('refuse malformed hashes and out-of-range costs without throwing', async () => {
    const [, salt, key] = storedBeforeCosts.split('$');
    for (const hash of [
      '',
      'scrypt',
      `bcrypt$${salt}$${key}`,
      `scrypt$${salt}`,
      `scrypt$ln=9$${salt}$${key}`,
      `scrypt$ln=21$${salt}$${key}`,
      `scrypt$ln=x$${salt}$${key}`,
      `scrypt$a$b$${salt}$${key}`,
    ]) {
      expect(await verifyPassword({ hash, password: 'phonehaat-demo' }), hash).toBe(false);
    }
  });

  it('are never cheaper than the standard cost in production', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      IMEI_HASH_KEY: 'a'.repeat(64),
      IMEI_ENCRYPTION_KEY: 'b'.repeat(64),
      IMAGE_STORAGE: 'local',
    };
    expect(loadEnv(production).PASSWORD_HASH_COST).toBe(15);
    expect(() => loadEnv({ ...production, PASSWORD_HASH_COST: '12' })).toThrow(
      /PASSWORD_HASH_COST: must be at least 15 when NODE_ENV=production/,
    );
    expect(loadEnv({ PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
    expect(() => loadEnv({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
  });
});
