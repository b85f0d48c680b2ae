import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, BEST_OFFERS_PATH, CATEGORIES_PATH, errorCodes, FIRST_PRODUCTS_PAGE_PATH, isUuid, type Product } from '@phonehaat/contract';
import { fetchPreload, pageLinks, productImagePreload, readPageHints, withHints } from './page-hints.ts';

/**
 * The service worker and the web manifest: a browser must see a new release's at its next visit, not an
 * hour later (the worker's update check would otherwise read a stale copy from the HTTP cache).
 */
const alwaysRevalidated = new Set(['sw.js', 'manifest.webmanifest']);

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

    const pageHtml = hasWeb ? pageHtmlFor(app, distDir) : undefined;
    app.setNotFoundHandler(async (request, reply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (pageHtml && isPage && !request.url.startsWith('/api/') && !request.url.startsWith('/uploads/')) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(await pageHtml(request.url));
      }
      return reply
        .status(404)
        .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: errorCodes.notFound });
    });
  },
  { name: 'web-app' },
);

/**
 * index.html for a page URL, with what that page will ask for preloaded. The listing and product
 * pages are loaded lazily and show data from the API, so without hints their largest paint waits for
 * the entry script, then the page's chunk, then the API answer, then the photo: one after another.
 */
function pageHtmlFor(app: FastifyInstance, distDir: string): (url: string) => Promise<string> {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const hints = readPageHints(distDir);
  const listingChunks = pageLinks(hints?.products);
  const productChunks = pageLinks(hints?.product);

  const homeHtml = withHints(template, [
    ...pageLinks(hints?.home),
    fetchPreload(`${API_PREFIX}${CATEGORIES_PATH}`),
    fetchPreload(`${API_PREFIX}${BEST_OFFERS_PATH}`),
  ]);

  /** An anonymous API answer (from the answer cache when warm); undefined when it fails: the page works without the hint. */
  const apiAnswer = async <T,>(apiPath: string): Promise<T | undefined> => {
    try {
      const response = await app.inject({ method: 'GET', url: `${API_PREFIX}${apiPath}` });
      return response.statusCode === 200 ? response.json<T>() : undefined;
    } catch {
      return undefined;
    }
  };

  return async (url) => {
    const [pathname = '/', search] = url.split('?', 2);
    if (pathname === '/products' && !search) {
      // The first card's photo is the page's largest paint.
      const first = (await apiAnswer<Product[]>(FIRST_PRODUCTS_PAGE_PATH))?.[0];
      return withHints(template, [
        ...listingChunks,
        fetchPreload(`${API_PREFIX}${FIRST_PRODUCTS_PAGE_PATH}`),
        ...(first ? [productImagePreload(first, hints?.products.imageSizes)] : []),
      ]);
    }
    if (pathname === '/products') return withHints(template, listingChunks);
    if (pathname === '/' || pathname === '/home') return homeHtml;
    const id = /^\/products\/([^/]+)$/.exec(pathname)?.[1];
    if (id && isUuid(id)) {
      // The product's photo is the page's largest paint.
      const product = await apiAnswer<Product>(`/products/${id}`);
      return withHints(template, [
        ...productChunks,
        fetchPreload(`${API_PREFIX}/products/${id}`),
        ...(product ? [productImagePreload(product, hints?.product.imageSizes)] : []),
      ]);
    }
    return template;
  };
}
