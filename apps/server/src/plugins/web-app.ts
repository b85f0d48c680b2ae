import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { errorCodes } from '@phonehaat/contract';

/**
 * Serves the built single-page app. Hashed assets are cached for a year, demo art for a day; any other GET that is not
 * an API or upload path gets index.html, so deep links such as /dashboard/myOrders work.
 */
export default fp<{ distDir: string | undefined }>(
  async (app, { distDir }) => {
    const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        setHeaders: (reply, filePath) => {
          // The page that ends Google's popup sign-in must keep `window.opener` after the provider's
          // cross-origin pages, which any stricter opener policy would sever.
          if (filePath.endsWith(`${path.sep}auth-complete.html`)) reply.header('cross-origin-opener-policy', 'unsafe-none');
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          } else if (filePath.includes(`${path.sep}demo${path.sep}`)) {
            // Demo art is not hashed but never changes between releases: a day, then revalidated in the background.
            reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
          } else {
            reply.header('cache-control', 'public, max-age=3600');
          }
        },
      });
    } else {
      app.log.warn({ distDir }, 'web app not built: only the API is served');
    }

    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasWeb && isPage && !request.url.startsWith('/api/') && !request.url.startsWith('/uploads/')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply
        .status(404)
        .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: errorCodes.notFound });
    });
  },
  { name: 'web-app' },
);
