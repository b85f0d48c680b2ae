import { describe, expect, it } from 'vitest';
import { ConfigError, enabledProviders, loadEnv } from './env.ts';
import { startupWarnings } from './startup-warnings.ts';

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
    expect(loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), IMAGE_STORAGE: 'local', ...imeiKeys }).NODE_ENV).toBe(
      'production',
    );
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

  it('delivers with the simulated courier outside production, with none in it unless named, and checks the named courier\'s variables', () => {
    expect(loadEnv({}).COURIER).toBe('simulated');
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), IMAGE_STORAGE: 'local', IMEI_HASH_KEY: 'a'.repeat(64), IMEI_ENCRYPTION_KEY: 'b'.repeat(64) };
    expect(loadEnv(production).COURIER).toBe('none');
    expect(loadEnv({ ...production, COURIER: 'simulated' }).COURIER).toBe('simulated');
    expect(() => loadEnv({ COURIER: 'redx' })).toThrow(/COURIER: must be one of none, simulated, steadfast, pathao/);
    expect(() => loadEnv({ COURIER: 'steadfast', STEADFAST_API_KEY: 'k' })).toThrow(/STEADFAST_SECRET_KEY: is required when COURIER=steadfast/);
    const steadfast = {
      COURIER: 'steadfast',
      STEADFAST_API_KEY: 'k',
      STEADFAST_SECRET_KEY: 's',
      STEADFAST_WEBHOOK_TOKEN: 't'.repeat(16),
      STEADFAST_RATES: '{"sameDistrictTk":60}',
    };
    expect(() => loadEnv(steadfast)).toThrow(/STEADFAST_RATES/);
    expect(() => loadEnv({ ...steadfast, STEADFAST_RATES: 'eighty' })).toThrow(/STEADFAST_RATES: not JSON/);
    const rates = JSON.stringify({ sameDistrictTk: 60, otherDistrictTk: 110, perExtraKgTk: 20, codPercent: 1, minimumTk: 60 });
    expect(loadEnv({ ...steadfast, STEADFAST_RATES: rates }).COURIER).toBe('steadfast');
    expect(() => loadEnv({ COURIER: 'pathao', PATHAO_CLIENT_ID: 'c' })).toThrow(/PATHAO_STORE_ID: is required when COURIER=pathao/);
  });

  it('reads admin emails as a list', () => {
    expect(loadEnv({ ADMIN_EMAILS: ' A@x.com, b@y.org ' }).ADMIN_EMAILS).toEqual(['a@x.com', 'b@y.org']);
    expect(() => loadEnv({ ADMIN_EMAILS: 'not-an-email' })).toThrow(/ADMIN_EMAILS/);
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      IMEI_HASH_KEY: 'a'.repeat(64),
      IMEI_ENCRYPTION_KEY: 'b'.repeat(64),
      IMAGE_STORAGE: 'local',
    };

    it('seeds no demo accounts and offers cash alone by default, and says nothing', () => {
      const env = loadEnv(production);
      expect(env.SEED_DEMO).toBe(false);
      expect(enabledProviders(env)).toEqual(['cash']);
      expect(startupWarnings(env)).toEqual([]);
    });

    it('still takes explicit settings, and warns about each', () => {
      const env = loadEnv({ ...production, SEED_DEMO: 'true', PAYMENT_PROVIDERS: 'simulated,simulated-bkash,cash', COURIER: 'simulated' });
      expect(env.SEED_DEMO).toBe(true);
      expect(enabledProviders(env)).toEqual(['simulated', 'simulated-bkash', 'cash']);
      const warnings = startupWarnings(env);
      expect(warnings).toHaveLength(3);
      expect(warnings[0]).toMatch(/^SIMULATED MONEY: simulated, simulated-bkash enabled in production/);
      expect(warnings[1]).toMatch(/^SIMULATED COURIER: COURIER=simulated in production/);
      expect(warnings[2]).toMatch(/^DEMO ACCOUNTS: SEED_DEMO=true in production/);
      // The old single setting naming the simulated card keeps its meaning: every offline method.
      expect(enabledProviders(loadEnv({ ...production, PAYMENT_PROVIDER: 'simulated' }))).toEqual([
        'simulated',
        'simulated-bkash',
        'simulated-sslcommerz',
        'cash',
      ]);
    });

    it('keeps the offline defaults and the demo outside production, without warnings', () => {
      for (const NODE_ENV of ['development', 'test']) {
        const env = loadEnv({ NODE_ENV });
        expect(env.SEED_DEMO).toBe(true);
        expect(enabledProviders(env)).toEqual(['simulated', 'simulated-bkash', 'simulated-sslcommerz', 'cash']);
        expect(startupWarnings(env)).toEqual([]);
      }
    });
  });
});
