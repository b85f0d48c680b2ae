import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@phonehaat/contract';
import { authRequestCheck } from '../auth/auth-request.ts';
import { CLIENT_ADDRESS_HEADER } from '../auth/client-address.ts';
import type { Auth } from '../auth/create-auth.ts';
import { sessionViewer } from '../auth/session-viewer.ts';
import { bearerToken, viewerForToken, type Viewer } from '../auth/viewer.ts';
import { forbidden, unauthenticated } from '../errors/app-error.ts';
import { sharedRateLimitStore } from '../lib/rate-limit-store.ts';
import { REDIS_COMMAND_OPTIONS } from '../lib/redis-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Route hook: notes who is asking when a bearer token is sent, without requiring one. */
    identifyViewer: preHandlerAsyncHookHandler;
    /**
     * Route hook: a signed-in user (bearer token) is required. Named as a route's `preHandler`, it runs
     * at `onRequest` instead (see `guardsFirst`), so who asks is checked before what they sent.
     */
    requireUser: preHandlerAsyncHookHandler;
    /**
     * Route hook: as requireUser, and a browser's session cookie counts too. For GET /api/events only: an
     * EventSource cannot send the bearer header (issue 39 §2), and a cross-site page cannot read the stream.
     */
    requireUserOrSessionCookie: preHandlerAsyncHookHandler;
    /** Route hook: a signed-in user with one of these roles is required; runs at `onRequest` like requireUser. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
    /** Each guarded route ("POST /api/allProducts") and whom its guard admits: the authorization tests read it. */
    routeGuards: ReadonlyMap<string, GuardRule>;
    /**
     * A rate limiter's key for a request: its signed-in user when the bearer token resolves to a live
     * session (however the header spells it), else its client address.
     */
    rateLimitKey: (request: FastifyRequest) => Promise<string>;
    /** The signed-in user of a request's bearer token, looked up once per request (the idempotency keys' scope). */
    viewerOf: (request: FastifyRequest) => Promise<Viewer | null>;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** Whom a route guard admits: anyone signed in, or these roles. */
export type GuardRule = 'signed-in' | readonly Role[];

type RouteHooks = RouteOptions['onRequest'];

/**
 * Moves the route guards named as `preHandler` to `onRequest`, and notes each guarded route. Fastify
 * parses and validates the body before `preHandler`: an anonymous write would be answered 400 with the
 * full list of fields before 401. At `onRequest` nothing of the body has been read yet. Doing it here,
 * once, keeps every route (and every route added later) right without each having to remember.
 */
function guardsFirst(route: RouteOptions, guards: WeakMap<object, GuardRule>, noted: Map<string, GuardRule>): void {
  const asList = (hooks: RouteHooks | RouteOptions['preHandler']) => (hooks === undefined ? [] : [hooks].flat());
  const preHandlers = asList(route.preHandler);
  const moved = preHandlers.filter((hook) => guards.has(hook));
  if (moved.length > 0) {
    route.preHandler = preHandlers.filter((hook) => !guards.has(hook));
    route.onRequest = [...moved, ...asList(route.onRequest)] as RouteHooks;
  }
  const rule = asList(route.onRequest)
    .map((hook) => guards.get(hook))
    .find((found) => found !== undefined);
  if (rule === undefined) return;
  for (const method of [route.method].flat()) noted.set(`${method} ${route.url}`, rule);
}

export interface AuthPluginOptions {
  auth: Auth;
  rateLimit: { max: number; timeWindow: number; redisUrl?: string | undefined };
}

// Endpoints that take a password: brute force is throttled per client address, and changing the
// password (which needs a session) per user, so a stolen session cannot guess from many addresses.
// Asking for a reset link, a verification link or a phone code sends a message: throttled the same way;
// so does changing the email (issue 38 §4), per user like the password.
const THROTTLED_AUTH_PATHS =
  /^\/api\/auth\/(sign-in|sign-up|forget-password|request-password-reset|reset-password|change-password|change-email|send-verification-email|phone-number)/;
const SIGNED_IN_AUTH_PATHS = /^\/api\/auth\/(change-password|change-email)/;

export default fp<AuthPluginOptions>(
  async (app, options) => {
    app.decorate('auth', options.auth);
    app.decorateRequest('viewer', null);

    // Once per request: a rate limiter's key and the route's guard both ask.
    const viewers = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
    function resolveViewer(request: FastifyRequest): Promise<Viewer | null> {
      let viewer = viewers.get(request);
      if (!viewer) {
        viewer = lookUpViewer(request);
        viewers.set(request, viewer);
      }
      return viewer;
    }
    async function lookUpViewer(request: FastifyRequest): Promise<Viewer | null> {
      const token = bearerToken(request.headers.authorization);
      if (!token) return null;
      request.viewer = (await viewerForToken(app.db, token)) ?? null;
      return request.viewer;
    }

    const guards = new WeakMap<object, GuardRule>();
    const guard = (rule: GuardRule, hook: preHandlerAsyncHookHandler) => {
      guards.set(hook, rule);
      return hook;
    };
    const routeGuards = new Map<string, GuardRule>();
    app.decorate('routeGuards', routeGuards);
    app.addHook('onRoute', (route) => guardsFirst(route, guards, routeGuards));

    app.decorate('identifyViewer', async (request: FastifyRequest) => {
      await resolveViewer(request);
    });
    app.decorate(
      'requireUser',
      guard('signed-in', async (request: FastifyRequest) => {
        if (!(await resolveViewer(request))) throw unauthenticated();
      }),
    );
    app.decorate(
      'requireUserOrSessionCookie',
      guard('signed-in', async (request: FastifyRequest) => {
        if (await resolveViewer(request)) return;
        request.viewer = (await sessionViewer(options.auth, app.db, request.headers)) ?? null;
        if (!request.viewer) throw unauthenticated();
      }),
    );
    app.decorate('viewerOf', resolveViewer);
    app.decorate('rateLimitKey', async (request: FastifyRequest) => {
      const viewer = await resolveViewer(request);
      return viewer ? `user:${viewer.id}` : `ip:${request.ip}`;
    });
    app.decorate('requireRole', (...roles: Role[]) =>
      guard(roles, async (request: FastifyRequest) => {
        const viewer = await resolveViewer(request);
        if (!viewer) throw unauthenticated();
        if (!roles.includes(viewer.role)) throw forbidden();
      }),
    );

    // With several instances the counts must be shared, or each instance would allow `max` on its own;
    // while Redis is away each instance counts alone (lib/rate-limit-store.ts). ioredis is loaded only when Redis is configured.
    const redis = options.rateLimit.redisUrl
      ? new (await import('ioredis')).Redis(options.rateLimit.redisUrl, REDIS_COMMAND_OPTIONS)
      : undefined;
    let warned = false;
    const warn = (error: Error) => {
      // Once an outage: every request would say it again.
      if (!warned) app.log.warn({ err: error }, 'redis unavailable: rate limits count per instance until it is back');
      warned = true;
    };
    if (redis) {
      redis.on('error', warn);
      redis.on('ready', () => (warned = false));
      app.addHook('onClose', async () => redis.disconnect());
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis && { store: sharedRateLimitStore(redis, 'phonehaat-rate-limit:', warn) }),
      max: options.rateLimit.max,
      timeWindow: options.rateLimit.timeWindow,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      }),
    });

    // Better Auth speaks Fetch; hand it a Request built from Fastify's and copy its Response back.
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      config: {
        rateLimit: {
          max: options.rateLimit.max,
          timeWindow: options.rateLimit.timeWindow,
          allowList: (request: FastifyRequest) => request.method !== 'POST' || !THROTTLED_AUTH_PATHS.test(request.url),
          keyGenerator: (request: FastifyRequest) =>
            SIGNED_IN_AUTH_PATHS.test(request.url) ? app.rateLimitKey(request) : `ip:${request.ip}`,
        },
      },
      preValidation: authRequestCheck(new URL(options.auth.options.baseURL ?? 'http://localhost').origin),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const url = new URL(request.url, `${request.protocol}://${request.host}`);
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (value === undefined) continue;
          headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
        }
        headers.set(CLIENT_ADDRESS_HEADER, request.ip);
        const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
        const response = await options.auth.handler(
          new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(request.body) : undefined }),
        );
        reply.status(response.status);
        for (const [name, value] of response.headers) {
          if (name !== 'set-cookie') reply.header(name, value);
        }
        // The provider's redirect back lands here inside the sign-in popup; a stricter opener policy on
        // this response would cut the popup off from the page that opened it.
        if (url.pathname.startsWith('/api/auth/callback/')) reply.header('cross-origin-opener-policy', 'unsafe-none');
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
