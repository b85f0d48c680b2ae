import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PublicConfig } from '@phonehaat/contract';
import { createAuth } from './auth/create-auth.ts';
import { requestForLog } from './lib/log-redaction.ts';
import { requestIdFrom, requestIdMixin } from './lib/request-context.ts';
import { enabledProviders, type Env } from './config/env.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import type { DatabaseHandle } from './db/client.ts';
import apiDocs from './plugins/api-docs.ts';
import authPlugin from './plugins/auth.ts';
import catalogueRead from './plugins/catalogue-read.ts';
import searchSuggestions from './plugins/search-suggestions.ts';
import securityHeaders from './plugins/security-headers.ts';
import databasePlugin from './plugins/database.ts';
import dealPlugin from './plugins/deal.ts';
import errorsPlugin from './plugins/errors.ts';
import listingSummaries from './plugins/listing-summaries.ts';
import orderTimers, { type OrderTimersOptions } from './plugins/order-timers.ts';
import jobQueue from './plugins/job-queue.ts';
import notifications, { type NotificationsOptions } from './plugins/notifications.ts';
import notificationRoutes from './routes/notifications.ts';
import conversationRoutes from './routes/conversations.ts';
import eventRoutes from './routes/events.ts';
import realtime from './plugins/realtime.ts';
import watchlistRoutes from './routes/watchlist.ts';
import savedSearchRoutes from './routes/saved-searches.ts';
import searchDigests from './plugins/search-digests.ts';
import pushRoutes from './routes/push.ts';
import demoMailboxPage from './routes/demo-mailbox.ts';
import { openNotificationChannels } from './services/notifications/open-channels.ts';
import lifecycle from './plugins/lifecycle.ts';
import idempotency from './plugins/idempotency.ts';
import workerHttp from './plugins/worker-http.ts';
import metrics from './plugins/metrics.ts';
import readReplica from './plugins/read-replica.ts';
import requestIds from './plugins/request-ids.ts';
import tracing from './plugins/tracing.ts';
import httpCache from './plugins/http-cache.ts';
import imeiVault from './plugins/imei-vault.ts';
import intentRelease from './plugins/intent-release.ts';
import storagePlugin from './plugins/storage.ts';
import profilePhotos from './plugins/profile-photos.ts';
import { ownImageBases } from './services/images/own-image-bases.ts';
import { createAccountMail } from './services/account/account-mail.ts';
import { createChangeEmailMail } from './services/account/change-email-mail.ts';
import { createPhoneCodeDelivery } from './services/account/phone-code-delivery.ts';
import webApp from './plugins/web-app.ts';
import adminOverviewRoutes from './routes/admin-overview.ts';
import moderationRoutes from './routes/moderation.ts';
import bookingRoutes from './routes/bookings.ts';
import catalogueRoutes from './routes/catalogue.ts';
import searchSuggestionRoutes from './routes/search-suggestions.ts';
import disputeRoutes from './routes/disputes.ts';
import cashRoutes from './routes/cash.ts';
import orderRoutes from './routes/orders.ts';
import offerRoutes from './routes/offers.ts';
import payoutRoutes from './routes/payouts.ts';
import reviewRoutes from './routes/reviews.ts';
import paymentRoutes from './routes/payments.ts';
import seoRoutes from './routes/seo.ts';
import imageRoutes from './routes/images.ts';
import imeiCollisionRoutes from './routes/imei-collisions.ts';
import listingRoutes from './routes/listings.ts';
import systemRoutes from './routes/system.ts';
import testClockRoutes from './routes/test-clock.ts';
import deliveryRoutes from './routes/delivery.ts';
import courierPlugin from './plugins/courier.ts';
import { courierFromEnv } from './services/couriers/courier-from-env.ts';
import type { Courier } from './services/couriers/courier.ts';
import userRoutes from './routes/users.ts';
import accountRoutes from './routes/account.ts';
import { openPaymentProviders, publicPaymentConfig } from './services/payments/select-provider.ts';
import gatewayRoutes from './routes/gateways.ts';
import reconciliationRoutes from './routes/reconciliation.ts';
import { imeiVaultFrom } from './services/imei/imei-vault.ts';
import { SimulatedProvider } from './services/payments/simulated-provider.ts';

const API_COMPRESSION = { encodings: ['gzip' as const], zlibOptions: { level: 1 } };

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  authSecret: string;
  /** Where the built web app is; nothing is served at / when absent. */
  webDistDir?: string | undefined;
  logger?: boolean;
  /** Where the log's lines go instead of stdout; tests read them. */
  logStream?: { write(line: string): void };
  /** The deal's clock (orders, ledger, reviews); tests pass their own. */
  now?: () => Date;
  /** Tests: how often the order timers poll their queue, and a note of each sweep run. */
  orderTimers?: Pick<OrderTimersOptions, 'pollingIntervalSeconds' | 'onSwept'>;
  /** Tests: a courier of their own (a stand-in's client) instead of the one COURIER names. */
  courier?: Courier | null;
  /** Tests: the notifications' relay and retries, quicker. */
  notifications?: Pick<NotificationsOptions, 'relayIntervalMs' | 'pollingIntervalSeconds' | 'retryLimit' | 'retryDelaySeconds'>;
}

/** Builds the Fastify instance: external plugins, then app plugins, then routes. */
export async function buildApp({
  env,
  database,
  authSecret,
  webDistDir,
  logger = true,
  logStream,
  now,
  orderTimers: timerOptions,
  notifications: notificationOptions,
  courier: courierOverride,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: env.LOG_LEVEL,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          // No email address, token or code of a query string reaches the log (issue 36).
          serializers: { req: requestForLog },
          // Issue 41 §7: every line logged while a request runs carries its id (lib/request-context.ts).
          mixin: requestIdMixin,
          ...(logStream && { stream: logStream }),
        }
      : false,
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    // Node checks request timeouts only every 30 s by default, and applies `requestTimeout` to a body
    // still arriving only when the server is created with it (Fastify sets it afterwards): without these
    // a client dribbling its body would hold the connection for ever.
    http: {
      requestTimeout: env.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1_000, Math.floor(env.REQUEST_TIMEOUT_MS / 2)),
    },
    // Behind a proxy the client address is the X-Forwarded-For entry the trusted proxies wrote (config/trust-proxy.ts).
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 300 },
    // The caller's (or the proxy's) X-Request-Id when it is plain and short, else a new UUID; echoed back (plugins/request-ids.ts).
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const baseURL = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const publicConfig: PublicConfig = {
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID),
    payments: publicPaymentConfig(env),
    courier: env.COURIER === 'none' ? null : env.COURIER,
  };
  // Stripe Elements loads its script and card-field frame from Stripe and talks to Stripe's API.
  const stripeHosts = publicConfig.payments.provider === 'stripe';
  // Listing photos come only from our own image host (services/images/own-image-bases.ts): the site
  // itself, or the bucket's origin when images live in S3. `blob:` previews the photo being added.
  const bucketOrigin = env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [];
  // A Google account's photo (the signed-in user's own avatar) is served by Google.
  const googlePhotos = env.GOOGLE_CLIENT_ID ? ['https://*.googleusercontent.com'] : [];

  const servedOverHttps = baseURL.startsWith('https:');
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...bucketOrigin, ...googlePhotos],
        // react-toastify injects its stylesheet at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...(stripeHosts ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [])],
        frameSrc: [
          "'self'",
          ...(stripeHosts ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : []),
        ],
        connectSrc: ["'self'", ...(stripeHosts ? ['https://api.stripe.com'] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // Only ask browsers to upgrade to HTTPS when the site is served over HTTPS.
        upgradeInsecureRequests: servedOverHttps ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google sign-in runs in a popup that must keep its link to this page after visiting the provider.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Browsers ignore HSTS over plain http; sending it there only misleads.
    strictTransportSecurity: servedOverHttps,
  });
  // ETags before compression, so tags are computed on the plain body.
  await app.register(httpCache);
  // API answers are small JSON made per request: gzip at level 1 costs a fraction of brotli's CPU
  // (decision 15: the server kept up with 1,000 req/s instead of saturating at 900) for about 10 %
  // more bytes (1,836 against 1,668 on a 12-phone page). The web app's files keep the defaults.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.compress === undefined) route.compress = API_COMPRESSION;
  });
  await app.register(compress, { threshold: 1024 });

  await app.register(lifecycle);
  // Decision 0070: a worker's port is for its health checks (and /metrics) alone.
  const serving = env.PROCESS_ROLE !== 'worker';
  if (!serving) await app.register(workerHttp);
  // Before every route, so that each answer's duration is measured (off unless METRICS_TOKEN is set).
  await app.register(metrics, { token: env.METRICS_TOKEN, database });
  await app.register(requestIds);
  // Off, and not even loaded, without OTEL_EXPORTER_OTLP_ENDPOINT.
  await app.register(tracing, { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME });
  await app.register(errorsPlugin);
  await app.register(databasePlugin, { database });
  // Email and SMS senders (issue 38): the demo mailbox unless settings name real ones.
  const notificationChannels = await openNotificationChannels(env, database.db, app.log);
  app.addHook('onClose', () => notificationChannels.close());
  // Images on our own host (services/images/own-image-bases.ts): a sign-up photo elsewhere is fetched and stored (decision 0054).
  const ownBases = ownImageBases(baseURL, env.S3_PUBLIC_URL);
  await app.register(authPlugin, {
    auth: createAuth({
      db: database.db,
      baseURL,
      secret: authSecret,
      adminEmails: env.ADMIN_EMAILS,
      quiet: env.NODE_ENV === 'test',
      passwordCost: env.PASSWORD_HASH_COST,
      signUpPhotos: {
        isOwnImage: (url) => ownBases.some((base) => url.startsWith(base)),
        onSignUpPhoto: (userId, url) => app.profilePhotos.start(userId, url),
      },
      // Issue 38 §3: reset and verification links by email, phone codes by SMS, through the same senders.
      mail: notificationChannels.channels.email && createAccountMail(notificationChannels.channels.email),
      changeEmailMail: notificationChannels.channels.email && createChangeEmailMail(notificationChannels.channels.email),
      sms: notificationChannels.channels.sms && createPhoneCodeDelivery(notificationChannels.channels.sms),
      // The deal's clock (plugins/deal.ts, registered below) counts the phone codes' hour.
      now: () => app.clock(),
      onSendError: (error, what) => app.log.error({ err: error }, what),
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, discoveryUrl: env.GOOGLE_DISCOVERY_URL }
          : undefined,
    }),
    rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: env.AUTH_RATE_LIMIT_WINDOW_MS, redisUrl: env.REDIS_URL },
  });
  const catalogueTtlMs = env.CATALOGUE_CACHE_TTL_MS ?? (env.NODE_ENV === 'test' ? 0 : 5_000);
  // Issue 41 §4: the public catalogue reads a replica when DATABASE_REPLICA_URL is set (decision 0073).
  await app.register(readReplica, {
    database,
    url: env.DATABASE_REPLICA_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    maxLagSeconds: env.REPLICA_MAX_LAG_SECONDS,
    cacheTtlMs: catalogueTtlMs,
    secureCookie: servedOverHttps,
  });
  await app.register(catalogueRead, {
    db: database.db,
    ...(app.publicReads.replica && { publicDb: app.publicReads.db }),
    ttlMs: catalogueTtlMs,
    // PGlite is one process per data directory: every write goes through this one.
    soleWriter: database.kind === 'pglite',
    redisUrl: env.REDIS_URL,
  });
  // The search box's suggestions (issue 40): from memory, reloaded every 3 minutes and after each summaries' rebuild.
  await app.register(searchSuggestions, { db: app.publicReads.db, reloadIntervalMs: env.NODE_ENV === 'test' ? 0 : 180_000 });
  await app.register(apiDocs, { adminsOnly: env.NODE_ENV === 'production' });
  await app.register(storagePlugin, { env, publicUrl: baseURL });
  await app.register(profilePhotos, { allowLoopback: env.PROFILE_PHOTO_ALLOW_LOOPBACK });
  await app.register(dealPlugin, { secret: authSecret, now, adjustableClock: env.TEST_CLOCK });
  await app.register(imeiVault, { vault: imeiVaultFrom(env) });
  // Issue 42: the courier, its variables validated at start-up (config/courier-env.ts).
  const courier = courierOverride !== undefined ? courierOverride : courierFromEnv(env.COURIER, env as unknown as Record<string, string | undefined>, database.db, app.clock);
  await app.register(courierPlugin, { courier });
  if (courierOverride !== undefined) publicConfig.courier = courierOverride?.name ?? null;
  const paymentProviders = await openPaymentProviders(env, database.db, app.catalogueChanged, app.clock);
  app.addHook('onClose', () => paymentProviders.close());
  const paymentProvider = paymentProviders.card;
  // The simulated processor gives back what was confirmed but never recorded; Stripe's webhook
  // records every succeeded intent itself.
  // A timer like the jobs: a worker's (or the single process's), never a web process's.
  if (paymentProvider instanceof SimulatedProvider && env.PROCESS_ROLE !== 'web')
    await app.register(intentRelease, { db: database.db });
  // The jobs' switch covers the listing summaries' rebuild too: API tests call refresh() themselves.
  // A web process queues a rebuild after each write for a worker to run (decision 0070).
  const summariesJobs = env.PROCESS_ROLE === 'web' ? 'queue' : env.ORDER_TIMERS ? 'run' : 'off';
  await app.register(listingSummaries, { database, now: app.clock, jobs: summariesJobs });
  // One job queue for the order timers and the notifications' deliveries.
  if (env.ORDER_TIMERS || env.NOTIFICATION_DELIVERY) {
    // A delivery job whose worker died is run again once it times out; the queue looks for them this often.
    const expiryCheckSeconds = Math.max(1, Math.min(30, Math.floor(env.NOTIFICATION_JOB_TIMEOUT_SECONDS / 4)));
    await app.register(jobQueue, { database, pollingIntervalSeconds: timerOptions?.pollingIntervalSeconds ?? 5, expiryCheckSeconds });
  }
  if (env.ORDER_TIMERS)
    await app.register(orderTimers, { db: database.db, providers: paymentProviders.all, courier, now: app.clock, ...timerOptions });
  // Issue 39 §5: the saved searches' daily digests, on the jobs' switch like the timers (API tests call the service).
  if (env.ORDER_TIMERS) await app.register(searchDigests, { db: database.db, now: app.clock });
  if (env.NOTIFICATION_DELIVERY) {
    await app.register(notifications, {
      db: database.db,
      channels: notificationChannels.channels,
      baseUrl: baseURL,
      secret: authSecret,
      now: app.clock,
      jobTimeoutSeconds: env.NOTIFICATION_JOB_TIMEOUT_SECONDS,
      retryDelaySeconds: env.NOTIFICATION_RETRY_DELAY_SECONDS,
      ...notificationOptions,
    });
  }
  if (notificationChannels.demoMailbox && serving) await app.register(demoMailboxPage);
  // Issue 39 §2: live events through LISTEN, or Redis when set (decision 0067).
  await app.register(realtime, {
    database,
    heartbeatMs: env.REALTIME_HEARTBEAT_MS,
    maxStreams: env.REALTIME_MAX_STREAMS,
    maxStreamsPerUser: env.REALTIME_MAX_STREAMS_PER_USER,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, channel: env.REALTIME_REDIS_CHANNEL } : undefined,
  });
  // Issue 41 §6: a retried write with its Idempotency-Key is answered once (decision 0072). A claim unanswered
  // for twice the request timeout (a minute at least) was abandoned; keys older than a day go every hour.
  await app.register(idempotency, {
    db: database.db,
    now: app.clock,
    leaseMs: Math.max(60_000, 2 * env.REQUEST_TIMEOUT_MS),
    cleanupIntervalMs: env.NODE_ENV === 'test' ? 0 : 3_600_000,
  });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { publicConfig });
      if (!serving) return;
      await api.register(catalogueRoutes);
      await api.register(searchSuggestionRoutes);
      await api.register(userRoutes);
      // Issue 38 §4: the signed-in person's own account (its ratings as a buyer, deleting it).
      await api.register(accountRoutes);
      await api.register(bookingRoutes);
      const cardEnabled = enabledProviders(env).some((name) => name === 'simulated' || name === 'stripe');
      await api.register(paymentRoutes, { provider: paymentProvider, cardEnabled });
      await api.register(gatewayRoutes, { providers: paymentProviders, baseUrl: baseURL });
      await api.register(reconciliationRoutes, { providers: paymentProviders });
      await api.register(imageRoutes);
      await api.register(orderRoutes);
      await api.register(deliveryRoutes, { testClock: env.TEST_CLOCK });
      // Issue 39 §4: price offers in a conversation; an accepted one is a booking.
      await api.register(offerRoutes);
      // Cash at the meet-up is a method the operator enables like the others (PAYMENT_PROVIDERS).
      if (enabledProviders(env).includes('cash')) await api.register(cashRoutes);
      await api.register(disputeRoutes);
      await api.register(payoutRoutes);
      await api.register(reviewRoutes);
      await api.register(listingRoutes);
      await api.register(adminOverviewRoutes);
      await api.register(moderationRoutes);
      await api.register(imeiCollisionRoutes);
      await api.register(notificationRoutes, { secret: authSecret });
      // Issue 39 §1, §3: buyer and seller conversations, their reports, and the admins' logged reads.
      await api.register(conversationRoutes, { publicUrl: baseURL });
      await api.register(eventRoutes);
      // Issue 39 §5: the watchlist's hearts and the saved searches.
      await api.register(watchlistRoutes);
      await api.register(savedSearchRoutes);
      await api.register(pushRoutes, { publicKey: env.VAPID_PUBLIC_KEY ?? null, allowLoopback: env.PUSH_ALLOW_LOOPBACK });
      if (env.TEST_CLOCK) await api.register(testClockRoutes, { providers: paymentProviders.all, courier });
    },
    { prefix: '/api' },
  );
  if (serving) {
    await app.register(seoRoutes, {
      publicUrl: env.PUBLIC_URL,
      baseUrl: baseURL,
      sitemapPageSize: env.SITEMAP_PAGE_SIZE,
      webDistDir,
    });
    await app.register(webApp, { distDir: webDistDir, publicUrl: env.PUBLIC_URL });
  }
  return app;
}
