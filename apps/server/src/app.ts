import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PublicConfig } from '@phonehaat/contract';
import { createAuth } from './auth/create-auth.ts';
import type { Env } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import apiDocs from './plugins/api-docs.ts';
import authPlugin from './plugins/auth.ts';
import databasePlugin from './plugins/database.ts';
import errorsPlugin from './plugins/errors.ts';
import webApp from './plugins/web-app.ts';
import bookingRoutes from './routes/bookings.ts';
import catalogueRoutes from './routes/catalogue.ts';
import systemRoutes from './routes/system.ts';
import userRoutes from './routes/users.ts';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  authSecret: string;
  /** Where the built web app is; nothing is served at / when absent. */
  webDistDir?: string | undefined;
  logger?: boolean;
}

/** Builds the Fastify instance: external plugins, then app plugins, then routes. */
export async function buildApp({ env, database, authSecret, webDistDir, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] } : false,
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    // Behind a proxy the client address comes from X-Forwarded-For; otherwise that header is ignored.
    trustProxy: env.TRUST_PROXY,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const baseURL = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const publicConfig: PublicConfig = {
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID),
    payments: { provider: 'simulated', testMode: true },
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // react-toastify injects its stylesheet at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });

  await app.register(errorsPlugin);
  await app.register(databasePlugin, { database });
  await app.register(authPlugin, {
    auth: createAuth({
      db: database.db,
      baseURL,
      secret: authSecret,
      adminEmails: env.ADMIN_EMAILS,
      google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : undefined,
    }),
    rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: env.AUTH_RATE_LIMIT_WINDOW_MS },
  });
  await app.register(apiDocs);

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { publicConfig });
      await api.register(catalogueRoutes);
      await api.register(userRoutes);
      await api.register(bookingRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(webApp, { distDir: webDistDir });
  return app;
}
