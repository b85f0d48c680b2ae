import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_DEMO: true, TRUST_PROXY: false, ADMIN_EMAILS: [] });
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'perhaps' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// connection string');
      expect(message).toContain('SEED_DEMO: must be true or false');
    }
  });

  it('requires the two Google variables together, and AUTH_SECRET in production', () => {
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: is required/);
    const imeiKeys = { IMEI_HASH_KEY: 'a'.repeat(64), IMEI_ENCRYPTION_KEY: 'b'.repeat(64) };
    expect(loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), ...imeiKeys }).NODE_ENV).toBe('production');
  });

  it('requires both IMEI keys in production, naming each, and reads them as 32 bytes of hex', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(() => loadEnv({ ...production, IMEI_HASH_KEY: 'a'.repeat(64) })).toThrow(
      /IMEI_ENCRYPTION_KEY: is required when NODE_ENV=production/,
    );
    expect(() => loadEnv({ ...production, IMEI_ENCRYPTION_KEY: 'a'.repeat(64) })).toThrow(
      /IMEI_HASH_KEY: is required when NODE_ENV=production/,
    );
    expect(() => loadEnv({ IMEI_HASH_KEY: 'too-short' })).toThrow(/IMEI_HASH_KEY: must be 64 hex characters/);
    expect(loadEnv({}).IMEI_HASH_KEY).toBeUndefined();
  });

  it('reads admin emails as a list', () => {
    expect(loadEnv({ ADMIN_EMAILS: ' A@x.com, b@y.org ' }).ADMIN_EMAILS).toEqual(['a@x.com', 'b@y.org']);
    expect(() => loadEnv({ ADMIN_EMAILS: 'not-an-email' })).toThrow(/ADMIN_EMAILS/);
  });
});
