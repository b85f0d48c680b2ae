import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { errorCodes } from '@phonehaat/contract';
import { createPages, languageCookieHeader } from '../pages/pages.ts';
import { siteOrigin } from '../lib/site-origin.ts';

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
 * an API or upload path gets index.html written for that page (src/pages/, its README), so deep links such as
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

    const writePage = await createPages(app, distDir);
    const secureCookie = publicUrl?.startsWith('https:') ?? false;
    // Pages are a route of their own (not the not-found handler) so that @fastify/compress, which hooks
    // into routes as they are added, compresses them: 3 KB of HTML went out uncompressed before.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) return reply.callNotFound();
      const page = await writePage({
        url: request.url,
        query: request.query,
        cookieHeader: request.headers.cookie,
        origin: siteOrigin(publicUrl, request),
      });
      if (page.remember) reply.header('set-cookie', languageCookieHeader(page.remember, secureCookie));
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
