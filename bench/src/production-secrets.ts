/**
 * The settings a server started with NODE_ENV=production requires (config/env.ts), fixed for the
 * benches: they run the built server as production does, against bench data only. One server a bench,
 * so its photos may stay on local disk (IMAGE_STORAGE=local, decision 0070).
 */
export const benchSecrets = {
  AUTH_SECRET: 'bench-secret-'.padEnd(40, 'x'),
  IMEI_HASH_KEY: '1b'.repeat(32),
  IMEI_ENCRYPTION_KEY: '2c'.repeat(32),
  IMAGE_STORAGE: 'local',
} as const;
