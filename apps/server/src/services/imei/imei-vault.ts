import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * How an IMEI is kept (decision 0036): a keyed hash (HMAC-SHA-256) to find a phone's other live listing,
 * and the value sealed with AES-256-GCM for the one person who may read it (the buyer after payment).
 * Neither key is in the database, so a leaked copy of it holds no IMEI: a plain hash of 15 digits with a
 * check digit (10^14 candidates) would be reversed in minutes, the keyed one is not.
 */
export class ImeiVault {
  constructor(
    private readonly hashKey: Buffer,
    private readonly encryptionKey: Buffer,
  ) {
    if (hashKey.length !== 32 || encryptionKey.length !== 32) throw new Error('IMEI keys must be 32 bytes');
  }

  /** The IMEI's keyed hash, hex: equal IMEIs, equal hashes. */
  hash(digits: string): string {
    return createHmac('sha256', this.hashKey).update(digits).digest('hex');
  }

  /** `v1.<iv>.<tag>.<ciphertext>` in base64url; a fresh IV each time, so equal IMEIs seal differently. */
  seal(digits: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const ciphertext = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The IMEI a `seal` made; throws when the value was altered or sealed with another key. */
  open(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('not a sealed IMEI');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** A development key, the same on every machine so the demo's data reads anywhere; production must set its own (env.ts). */
const devKey = (purpose: string) => createHash('sha256').update(`phonehaat development ${purpose} (never in production)`).digest();

/** The vault of the environment's keys (64 hex characters each), else the development ones. */
export function imeiVaultFrom(env: { IMEI_HASH_KEY?: string | undefined; IMEI_ENCRYPTION_KEY?: string | undefined }): ImeiVault {
  return new ImeiVault(
    env.IMEI_HASH_KEY ? Buffer.from(env.IMEI_HASH_KEY, 'hex') : devKey('IMEI hash key'),
    env.IMEI_ENCRYPTION_KEY ? Buffer.from(env.IMEI_ENCRYPTION_KEY, 'hex') : devKey('IMEI encryption key'),
  );
}
