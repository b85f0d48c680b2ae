import { z } from 'zod';
import { REALTIME_HEARTBEAT_MS } from '@phonehaat/contract';
import { mailSettingsShape } from './mail-settings.ts';
import { smsProviderFrom, smsSettingsShape } from './sms-settings.ts';
import { pushSettingsProblems, pushSettingsShape } from './push-settings.ts';
import { trustProxySetting } from './trust-proxy.ts';
import { courierChoice, courierSettingProblems, courierSettingsShape } from './couriers/courier-env.ts';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'must be a comma-separated list of email addresses' })));

const hexKey = z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes): openssl rand -hex 32');

/** What PAYMENT_PROVIDERS may name (decision 0032); the simulated ones never move real money. */
export const paymentProviderNames = [
  'simulated',
  'stripe',
  'bkash',
  'simulated-bkash',
  'sslcommerz',
  'simulated-sslcommerz',
  'cash',
] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];
/** With neither PAYMENT_PROVIDERS nor PAYMENT_PROVIDER: everything offline, so `npm start` shows every method. */
export const DEFAULT_PAYMENT_PROVIDERS: PaymentProviderName[] = ['simulated', 'simulated-bkash', 'simulated-sslcommerz', 'cash'];
/**
 * The same default under NODE_ENV=production: cash at the meet-up alone, the one method that moves no
 * money through us and needs no keys. A simulated one must be named to be offered (decision 0051).
 */
export const PRODUCTION_PAYMENT_PROVIDERS: PaymentProviderName[] = ['cash'];
/** The providers that take pretend money (TEST MODE): start-up warns when production offers one. */
export const SIMULATED_PROVIDERS: readonly PaymentProviderName[] = ['simulated', 'simulated-bkash', 'simulated-sslcommerz'];

const providerList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.enum(paymentProviderNames, { error: `must list only ${paymentProviderNames.join(', ')}` }))
      .min(1, 'must name at least one provider')
      .refine((names) => new Set(names).size === names.length, 'must not name a provider twice'),
  );

/** Every setting the server reads, with its default. Documented in README and .env.example. */
const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://phonehaat.example' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** A PostgreSQL read replica for the public catalogue's reads (issue 41 §4, decision 0073); needs DATABASE_URL. */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  /** Reads skip the replica while it is further behind than this; a writer reads the primary about this long after a write. */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** OpenTelemetry: a span per request is sent to this OTLP/HTTP collector (e.g. http://collector:4318); unset, no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ error: 'must be a URL such as http://127.0.0.1:4318' }).optional(),
  /** The `service.name` the spans carry. */
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default('phonehaat'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  ADMIN_EMAILS: emailList.default([]),
  /** Default true, false under NODE_ENV=production: the demo accounts share a published password. */
  SEED_DEMO: booleanString.optional(),
  /** Whose X-Forwarded-For to believe: false, true (1 hop), a hop count, or the proxies' addresses (config/trust-proxy.ts). */
  TRUST_PROXY: trustProxySetting.default(false),
  /**
   * What this process runs (issue 41, decision 0070): `web` answers HTTP and runs no background work,
   * `worker` runs the jobs (timers, digests, notifications' delivery, the summaries' rebuild) and answers
   * only /api/health*, `all` (the default, `npm start`) does both.
   */
  PROCESS_ROLE: z.enum(['all', 'web', 'worker'], { error: 'must be all, web or worker' }).default('all'),
  /** Apply the migrations at start (under an advisory lock on PostgreSQL); false when `npm run migrate` runs first. */
  MIGRATE_ON_START: booleanString.default(true),
  /** The deal's timers (expiry, hand-over deadline, auto-receive) through pg-boss. Default true, false with PROCESS_ROLE=web; tests turn them off. */
  ORDER_TIMERS: booleanString.optional(),
  /** The notifications' relay and delivery workers (email, SMS, push); the bell works without them. Default as ORDER_TIMERS. */
  NOTIFICATION_DELIVERY: booleanString.optional(),
  /**
   * Browser tests only: POST /api/test/clock moves the deal's clock forward and sweeps the order
   * timers at once (from loopback only). Refused with NODE_ENV=production.
   */
  TEST_CLOCK: booleanString.default(false),
  /**
   * Tests and the demo only: the sign-up photo may be fetched from a loopback address (127.0.0.1, ::1),
   * never from other private or reserved ones (decision 0054). Refused with NODE_ENV=production.
   */
  PROFILE_PHOTO_ALLOW_LOOPBACK: booleanString.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** log2 of scrypt's N for new password hashes (auth/password.ts). Tests lower it; production refuses below 15. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Life of the in-process catalogue caches (hot lists, totals, deep-page anchors); 0 turns them off. Default 5000, 0 under NODE_ENV=test. */
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /**
   * GET /metrics (Prometheus text: event loop, GC, memory, read-cache hits, answer durations) for a
   * scraper sending `Authorization: Bearer <METRICS_TOKEN>`; unset, there is no /metrics and nothing is measured per request.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  /** URLs per products sitemap page (sitemaps hold at most 50,000); pages are made for this many. */
  SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(50_000).default(10_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Real time (issue 39 §2, decision 0067): a comment on every open stream this often, and a look at the table for events whose announcement was lost. */
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(REALTIME_HEARTBEAT_MS),
  /** Open real-time streams one instance keeps at most; beyond, GET /api/events answers 503. */
  REALTIME_MAX_STREAMS: z.coerce.number().int().min(1).max(100_000).default(5_000),
  /** Open real-time streams one person keeps at most on one instance (tabs, devices); beyond, 429. */
  REALTIME_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(10),
  /** The Redis channel the instances announce committed events on (with REDIS_URL): one per deployment sharing a Redis. */
  REALTIME_REDIS_CHANNEL: z.string().min(1).max(200).default('phonehaat:user-events'),
  /** The card processor alone (before issue 25); PAYMENT_PROVIDERS, when set, wins. */
  PAYMENT_PROVIDER: z.enum(['simulated', 'stripe']).optional(),
  /** The methods the buyer may choose, comma-separated, in the order shown (decision 0032). */
  PAYMENT_PROVIDERS: providerList.optional(),
  SSLCOMMERZ_STORE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{3,100}$/, 'must be the store id SSLCommerz issued (letters and digits)')
    .optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().min(6, 'must be the store password SSLCommerz issued').max(200).optional(),
  SSLCOMMERZ_SANDBOX: booleanString.optional(),
  /** Where the SSLCommerz API is; only for a local stand-in in tests. */
  SSLCOMMERZ_API_BASE: z.url({ error: 'must be a URL such as http://127.0.0.1:12112' }).optional(),
  /** How long one call to bKash or SSLCommerz may take before its outcome is queried instead (default 30 s / 15 s). */
  GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).optional(),
  BKASH_APP_KEY: z.string().min(4, 'must be the app key bKash issued').max(200).optional(),
  BKASH_APP_SECRET: z.string().min(4, 'must be the app secret bKash issued').max(500).optional(),
  BKASH_USERNAME: z.string().min(1).max(200).optional(),
  BKASH_PASSWORD: z.string().min(1).max(200).optional(),
  BKASH_BASE_URL: z
    .url({ error: 'must be the tokenized checkout URL, such as https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout' })
    .regex(
      /\/tokenized\/checkout\/?$/,
      'must end in /tokenized/checkout, such as https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout',
    )
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** Where the Stripe API is; only for a local stand-in in tests, e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.url({ error: 'must be a URL such as http://127.0.0.1:12111' }).optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** Keys of listings' IMEIs (decision 0036): the keyed hash and the AES-256-GCM key, 32 bytes each as hex. Required in production. */
  IMEI_HASH_KEY: hexKey.optional(),
  IMEI_ENCRYPTION_KEY: hexKey.optional(),
  /**
   * Where uploaded images go: `local` (DATA_DIR/uploads, this machine only) or `s3` (S3_BUCKET, shared by
   * every instance). Default s3 when S3_BUCKET is set; NODE_ENV=production must choose one (decision 0070).
   */
  IMAGE_STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be a URL such as https://s3.example.com' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ error: 'must be the public URL of the bucket, such as https://cdn.example.com' }).optional(),
  // Email and SMS (issue 38): services/mail/mail-settings.ts and services/sms/sms-settings.ts.
  ...mailSettingsShape,
  ...smsSettingsShape,
  // Web push (issue 38): VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, PUSH_ALLOW_LOOPBACK (config/push-settings.ts).
  ...pushSettingsShape,
  // Delivery by courier (issue 42): COURIER, STEADFAST_*, PATHAO_* (config/courier-env.ts).
  ...courierSettingsShape,
  /**
   * How long one delivery job (an email, an SMS, a push) may run before the queue takes its worker for
   * dead and runs it again; the queue checks every quarter of this (30 s at most). Default 120.
   */
  NOTIFICATION_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
  /** A failed delivery is tried again after this, then twice as long each time (5 retries). Default 30. */
  NOTIFICATION_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});

export const envSchema = envObject.superRefine((env, ctx) => {
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
      message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    });
  }
  checkProcessRole(env, ctx);
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_REPLICA_URL'],
      message: 'needs DATABASE_URL: a replica is a PostgreSQL standby, and the embedded PGlite database has none',
    });
  }
  checkImageStorage(env, ctx);
  if (env.S3_BUCKET && !env.S3_PUBLIC_URL) {
    ctx.addIssue({ code: 'custom', path: ['S3_PUBLIC_URL'], message: 'is required when S3_BUCKET is set' });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    });
  }
  checkPaymentProviders(env, ctx);
  const sms = smsProviderFrom(env, env.NODE_ENV);
  if (!sms.ok) for (const problem of sms.problems) ctx.addIssue({ code: 'custom', path: [problem.setting], message: problem.reason });
  for (const problem of courierSettingProblems(env)) ctx.addIssue({ code: 'custom', path: [problem.setting], message: problem.message });
  for (const problem of pushSettingsProblems(env, env.NODE_ENV)) ctx.addIssue({ code: 'custom', path: [problem.setting], message: problem.reason });
  if (env.NODE_ENV === 'production' && env.TEST_CLOCK) {
    ctx.addIssue({
      code: 'custom',
      path: ['TEST_CLOCK'],
      message: 'must not be set when NODE_ENV=production (it lets a caller move the deal clock)',
    });
  }
  if (env.NODE_ENV === 'production' && env.PROFILE_PHOTO_ALLOW_LOOPBACK) {
    ctx.addIssue({
      code: 'custom',
      path: ['PROFILE_PHOTO_ALLOW_LOOPBACK'],
      message: 'must not be set when NODE_ENV=production (it lets a sign-up make the server fetch from itself)',
    });
  }
  if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST < 15) {
    ctx.addIssue({ code: 'custom', path: ['PASSWORD_HASH_COST'], message: 'must be at least 15 when NODE_ENV=production' });
  }
  for (const key of ['IMEI_HASH_KEY', 'IMEI_ENCRYPTION_KEY'] as const) {
    if (env.NODE_ENV === 'production' && !env[key])
      ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
  }
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required when NODE_ENV=production' });
  }
}).transform((env) => ({
  ...env,
  SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
  // The role sets the jobs' defaults; a web process never runs them (checkProcessRole).
  ORDER_TIMERS: env.ORDER_TIMERS ?? env.PROCESS_ROLE !== 'web',
  NOTIFICATION_DELIVERY: env.NOTIFICATION_DELIVERY ?? env.PROCESS_ROLE !== 'web',
  IMAGE_STORAGE: env.IMAGE_STORAGE ?? (env.S3_BUCKET ? ('s3' as const) : ('local' as const)),
  COURIER: courierChoice(env),
}));

export type Env = z.infer<typeof envSchema>;

type ParsedEnv = z.output<typeof envObject>;

/** Settings each real provider needs; a missing one stops start-up naming it. */
const REQUIRED_SETTINGS = {
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
  sslcommerz: ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD', 'SSLCOMMERZ_SANDBOX', 'PUBLIC_URL'],
  bkash: ['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD', 'BKASH_BASE_URL', 'PUBLIC_URL'],
} as const satisfies Partial<Record<PaymentProviderName, readonly (keyof ParsedEnv)[]>>;

/** Only one processor per method: a card, a bKash and an SSLCommerz. */
const EXCLUSIVE = [
  ['simulated', 'stripe'],
  ['bkash', 'simulated-bkash'],
  ['sslcommerz', 'simulated-sslcommerz'],
] as const;

/**
 * The providers enabled: PAYMENT_PROVIDERS, else the old PAYMENT_PROVIDER's card processor (`simulated`
 * named explicitly keeps the offline defaults, as before), else the defaults: every offline one, or cash
 * alone in production.
 */
export function enabledProviders(env: Pick<ParsedEnv, 'PAYMENT_PROVIDERS' | 'PAYMENT_PROVIDER' | 'NODE_ENV'>): PaymentProviderName[] {
  if (env.PAYMENT_PROVIDERS) return env.PAYMENT_PROVIDERS;
  if (env.PAYMENT_PROVIDER === 'stripe') return ['stripe'];
  if (env.PAYMENT_PROVIDER === 'simulated' || env.NODE_ENV !== 'production') return DEFAULT_PAYMENT_PROVIDERS;
  return PRODUCTION_PAYMENT_PROVIDERS;
}

function checkPaymentProviders(env: ParsedEnv, ctx: z.RefinementCtx): void {
  const enabled = enabledProviders(env);
  const via = env.PAYMENT_PROVIDERS ? 'PAYMENT_PROVIDERS includes' : 'PAYMENT_PROVIDER=';
  for (const [name, keys] of Object.entries(REQUIRED_SETTINGS)) {
    if (!enabled.includes(name as PaymentProviderName)) continue;
    for (const key of keys) {
      if (env[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: `is required when ${via}${via.endsWith('=') ? '' : ' '}${name}` });
    }
  }
  for (const pair of EXCLUSIVE) {
    if (pair.every((name) => enabled.includes(name))) {
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDERS'], message: `must name only one of ${pair.join(' and ')}` });
    }
  }
}

/** A web process runs no background work: turning a job on there is a mistake, said at start. */
function checkProcessRole(env: ParsedEnv, ctx: z.RefinementCtx): void {
  // PGlite is one process (db/pglite-lock.ts): a web process on it would never see its jobs run, nor a worker its requests.
  if (env.PROCESS_ROLE !== 'all' && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PROCESS_ROLE'],
      message: 'must be all without DATABASE_URL (web and worker processes share a PostgreSQL database)',
    });
  }
  if (env.PROCESS_ROLE !== 'web') return;
  for (const key of ['ORDER_TIMERS', 'NOTIFICATION_DELIVERY'] as const) {
    if (env[key])
      ctx.addIssue({ code: 'custom', path: [key], message: 'must not be true when PROCESS_ROLE=web (a worker runs the jobs)' });
  }
}

/**
 * Photos on one machine's disk are 404 on every other instance (issue 41): production keeps them there
 * only when told so explicitly.
 */
function checkImageStorage(env: ParsedEnv, ctx: z.RefinementCtx): void {
  if (env.IMAGE_STORAGE === 's3' && !env.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when IMAGE_STORAGE=s3' });
  }
  if (env.IMAGE_STORAGE === 'local' && env.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['IMAGE_STORAGE'], message: 'must be s3 (or unset) when S3_BUCKET is set' });
  }
  if (env.NODE_ENV === 'production' && !env.IMAGE_STORAGE && !env.S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['IMAGE_STORAGE'],
      message:
        'must be set when NODE_ENV=production without S3_BUCKET: set S3_BUCKET for a bucket every instance shares, ' +
        "or IMAGE_STORAGE=local to keep photos in DATA_DIR/uploads on this machine's disk (one instance only)",
    });
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value stops start-up with a message that names the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
