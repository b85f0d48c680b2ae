import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { stringifySetCookie } from 'cookie';
import { API_PREFIX, errorCodes, languageCookie, SERVER_RENDERER_DIR, SERVER_RENDERER_FILE, type ApiGet, type Language, type PageRendererModule } from '@phonehaat/contract';
import { AppError } from '../errors/app-error.ts';
import { sellerProfile } from '../services/reviews/seller-profile.ts';
import { pageDocuments, type PageDocument, type PageDocumentSources } from '../services/page-head/page-document.ts';
import { sessionLanguage } from '../services/users/session-language.ts';
import { readPageHints } from './page-hints.ts';
import { siteOrigin } from './site-origin.ts';

export interface WebAppOptions {
  distDir: string | undefined;
  /** PUBLIC_URL: the origin of absolute URLs in pages' heads; the request's own when unset. */
  publicUrl: string | undefined;
}

/**
 * The service worker and the web manifest: a browser must see a new release's at its next visit, not an
 * hour later (the worker's update check would otherwise read a stale copy from the HTTP cache).
 */
const alwaysRevalidated = new Set(['sw.js', 'manifest.webmanifest']);

/**
 * Serves the built single-page app. Hashed assets are cached for a year, demo art for a day; any other GET that is not
 * an API or upload path gets index.html written for that page (services/page-head), so deep links such as
 * /dashboard/myOrders work and every public page has its own head; a path that is no page of the app
 * (the contract's appPagePatterns) is answered 404, with the same HTML, in which the app shows its not-found page.
 */
export default fp<WebAppOptions>(
  async (app, { distDir, publicUrl }) => {
    const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The build writes Brotli and gzip copies of its hashed scripts and styles at the highest settings
        // (build/precompress-plugin.ts, decision 0028): sent as they are, not compressed again per request.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          // The page that ends Google's popup sign-in must keep `window.opener` after the provider's
          // cross-origin pages, which any stricter opener policy would sever.
          if (filePath.endsWith(`${path.sep}auth-complete.html`)) reply.header('cross-origin-opener-policy', 'unsafe-none');
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          } else if (filePath.includes(`${path.sep}demo${path.sep}`)) {
            // Demo art is not hashed but never changes between releases: a day, then revalidated in the background.
            reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
          } else if (alwaysRevalidated.has(path.basename(filePath))) {
            reply.header('cache-control', 'no-cache');
          } else {
            reply.header('cache-control', 'public, max-age=3600');
          }
        },
      });
    } else {
      app.log.warn({ distDir }, 'web app not built: only the API is served');
    }

    app.setNotFoundHandler(async (request, reply) =>
      reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: errorCodes.notFound }),
    );
    if (!hasWeb) return;

    const pageFor = pageWriter(app, distDir, await loadPageRenderer(app, distDir));
    const secureCookie = publicUrl?.startsWith('https:') ?? false;
    // Pages are a route of their own (not the not-found handler) so that @fastify/compress, which hooks
    // into routes as they are added, compresses them: 3 KB of HTML went out uncompressed before.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) return reply.callNotFound();
      const page = await pageFor(request, siteOrigin(publicUrl, request));
      if (page.remember) reply.header('set-cookie', rememberLanguage(page.remember, secureCookie));
      // The page's language (and so its HTML) may come from the cookies.
      return reply
        .status(page.status)
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(page.html);
    });
  },
  { name: 'web-app' },
);

/** The `lang` cookie of decision 0018: path `/`, one year, SameSite=Lax. */
const rememberLanguage = (language: Language, secure: boolean) =>
  stringifySetCookie({
    name: languageCookie.name,
    value: language,
    path: languageCookie.path,
    maxAge: languageCookie.maxAgeSeconds,
    sameSite: 'lax',
    secure,
  });

/** A read's value, or undefined when what it reads does not exist; other failures stay failures (a 500, not a `noindex`). */
async function unlessMissing<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** Pages from the built index.html, their heads and preloads read from the catalogue's read path. */
function pageWriter(
  app: FastifyInstance,
  distDir: string,
  renderPage: PageDocumentSources['renderPage'],
): (request: FastifyRequest, origin: string) => Promise<PageDocument> {
  const write = pageDocuments(readFileSync(path.join(distDir, 'index.html'), 'utf8'), readPageHints(distDir), {
    apiAnswer: async <T>(apiPath: string): Promise<T | undefined> => {
      try {
        const response = await app.inject({ method: 'GET', url: `${API_PREFIX}${apiPath}` });
        return response.statusCode === 200 ? response.json<T>() : undefined;
      } catch {
        return undefined;
      }
    },
    product: (id) => unlessMissing(app.catalogue.product(id, null)),
    brandName: async (id) => (await unlessMissing(app.catalogue.category(id)))?.name,
    seller: (id) => unlessMissing(sellerProfile(app.db, id)),
    sessionLanguage: (token) => sessionLanguage(app.db, token),
    ...(renderPage && { renderPage }),
  });
  return (request, origin) => write({ url: request.url, query: request.query, cookieHeader: request.headers.cookie, origin });
}

/**
 * The web build's server renderer (decision 0049), written next to the app (`dist-server/`, beside
 * `dist/`); without it every page is rendered in the browser alone. It reads the API in-process, as anyone.
 */
async function loadPageRenderer(app: FastifyInstance, distDir: string): Promise<PageDocumentSources['renderPage']> {
  const file = path.join(distDir, '..', SERVER_RENDERER_DIR, SERVER_RENDERER_FILE);
  if (!existsSync(file)) {
    app.log.warn({ file }, 'no server renderer built: pages are rendered in the browser');
    return undefined;
  }
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as PageRendererModule;
  const apiGet: ApiGet = async (apiPath) => {
    const answer = await app.inject({ method: 'GET', url: apiPath });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
  const render = createPageRenderer(apiGet);
  return async (request) => {
    try {
      return await render(request);
    } catch (error) {
      // The page still works, rendered in the browser.
      app.log.error({ err: error, url: request.url }, 'server rendering failed');
      return undefined;
    }
  };
}
