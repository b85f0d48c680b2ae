/**
 * The secrets a server started with NODE_ENV=production requires (config/env.ts), fixed for the
 * benches: they run the built server as production does, against bench data only.
 */
export const benchSecrets = {
  AUTH_SECRET: 'bench-secret-'.padEnd(40, 'x'),
  IMEI_HASH_KEY: '1b'.repeat(32),
  IMEI_ENCRYPTION_KEY: '2c'.repeat(32),
} as const;
