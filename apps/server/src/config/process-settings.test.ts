import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

/** Issue 41 §1 and §3: the process's role, migrations at start, and where photos are kept. */
describe('the process settings', () => {
  it('run everything in one process by default, migrating at start', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PROCESS_ROLE: 'all', MIGRATE_ON_START: true, ORDER_TIMERS: true, NOTIFICATION_DELIVERY: true });
    expect(loadEnv({ MIGRATE_ON_START: 'false' }).MIGRATE_ON_START).toBe(false);
  });

  it('turn the jobs off for a web process and refuse to turn them on there', () => {
    const postgres = { DATABASE_URL: 'postgres://phonehaat@db.internal/phonehaat' };
    expect(loadEnv({ ...postgres, PROCESS_ROLE: 'web' })).toMatchObject({ ORDER_TIMERS: false, NOTIFICATION_DELIVERY: false });
    expect(loadEnv({ ...postgres, PROCESS_ROLE: 'worker' })).toMatchObject({ ORDER_TIMERS: true, NOTIFICATION_DELIVERY: true });
    // The tests' switches keep working under any role.
    expect(loadEnv({ ...postgres, PROCESS_ROLE: 'worker', ORDER_TIMERS: 'false' }).ORDER_TIMERS).toBe(false);
    expect(() => loadEnv({ ...postgres, PROCESS_ROLE: 'web', ORDER_TIMERS: 'true' })).toThrow(
      /ORDER_TIMERS: must not be true when PROCESS_ROLE=web/,
    );
    expect(() => loadEnv({ ...postgres, PROCESS_ROLE: 'web', NOTIFICATION_DELIVERY: 'yes' })).toThrow(
      /NOTIFICATION_DELIVERY: must not be true/,
    );
    expect(() => loadEnv({ PROCESS_ROLE: 'jobs' })).toThrow(/PROCESS_ROLE: must be all, web or worker/);
  });

  it('keep PGlite to one process: web and worker need a shared PostgreSQL', () => {
    for (const PROCESS_ROLE of ['web', 'worker']) {
      expect(() => loadEnv({ PROCESS_ROLE })).toThrow(/PROCESS_ROLE: must be all without DATABASE_URL/);
    }
  });

  describe('image storage', () => {
    const bucket = { S3_BUCKET: 'photos', S3_PUBLIC_URL: 'https://cdn.example.com' };
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      IMEI_HASH_KEY: 'a'.repeat(64),
      IMEI_ENCRYPTION_KEY: 'b'.repeat(64),
    };

    it('is local disk by default and the bucket when S3_BUCKET is set', () => {
      expect(loadEnv({}).IMAGE_STORAGE).toBe('local');
      expect(loadEnv(bucket).IMAGE_STORAGE).toBe('s3');
      expect(() => loadEnv({ IMAGE_STORAGE: 's3' })).toThrow(/S3_BUCKET: is required when IMAGE_STORAGE=s3/);
      expect(() => loadEnv({ ...bucket, IMAGE_STORAGE: 'local' })).toThrow(
        /IMAGE_STORAGE: must be s3 \(or unset\) when S3_BUCKET is set/,
      );
      expect(() => loadEnv({ IMAGE_STORAGE: 'disk' })).toThrow(/IMAGE_STORAGE: must be local or s3/);
    });

    it('refuses a production start that would keep photos on local disk without saying so', () => {
      expect(() => loadEnv(production)).toThrow(/IMAGE_STORAGE: must be set when NODE_ENV=production without S3_BUCKET/);
      expect(loadEnv({ ...production, IMAGE_STORAGE: 'local' }).IMAGE_STORAGE).toBe('local');
      expect(loadEnv({ ...production, ...bucket }).IMAGE_STORAGE).toBe('s3');
    });
  });
});
