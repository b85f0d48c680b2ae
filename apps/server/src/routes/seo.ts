import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '@phonehaat/contract';
import { notFound } from '../errors/app-error.ts';
import { siteOrigin } from '../lib/site-origin.ts';
import { OgImages } from '../services/og-image/og-images.ts';
import { robotsTxt } from '../services/sitemap/robots-txt.ts';
import { Sitemaps } from '../services/sitemap/sitemaps.ts';

export interface SeoRoutesOptions {
  /** PUBLIC_URL: the origin of absolute URLs; the request's own when unset. */
  publicUrl: string | undefined;
  /** The site's address photos may be written absolute on (PUBLIC_URL, or localhost and its port). */
  baseUrl: string;
  sitemapPageSize: number;
  webDistDir: string | undefined;
}

const XML = 'application/xml; charset=utf-8';
/** Sitemaps and robots.txt: shared caches may keep them an hour; the ETag makes a revalidation a 304. */
const CRAWLER_CACHE = 'public, max-age=3600';
/** A preview's picture changes only with its listing's photo, which its cache key names. */
const PREVIEW_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Sitemaps run to megabytes of repetitive XML: gzip (brotli at its default quality costs far more CPU on them). */
const SITEMAP_COMPRESSION = { encodings: ['gzip' as const] };

const SITEMAP_FILE = /^(?:pages|products-(\d{1,7}))\.xml$/;
const PREVIEW_FILE = /^([0-9a-fA-F-]{36})\.jpg$/;

/** What crawlers and link previewers read: robots.txt, the sitemaps, and products' preview pictures. */
const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, { publicUrl, baseUrl, sitemapPageSize, webDistDir }) => {
  // Public reads: the replica when there is one (decision 0073).
  const sitemaps = new Sitemaps(app.publicReads.db, app.catalogue, sitemapPageSize);
  const previews = new OgImages({ storage: app.imageStorage, origin: new URL(baseUrl).origin, webDistDir });
  const textAnswer = { 200: z.string() };

  app.get('/robots.txt', { schema: { hide: true, response: textAnswer } }, async (request, reply) =>
    reply
      .header('cache-control', CRAWLER_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteOrigin(publicUrl, request))),
  );

  app.get(
    '/sitemap.xml',
    { schema: { hide: true, response: textAnswer }, compress: SITEMAP_COMPRESSION },
    async (request, reply) =>
      reply
        .header('cache-control', CRAWLER_CACHE)
        .type(XML)
        .send(await sitemaps.index(siteOrigin(publicUrl, request))),
  );

  app.get(
    '/sitemaps/:file',
    {
      schema: { hide: true, params: z.object({ file: z.string().max(40) }), response: textAnswer },
      compress: SITEMAP_COMPRESSION,
    },
    async (request, reply) => {
      const match = SITEMAP_FILE.exec(request.params.file);
      if (!match) throw notFound('Sitemap');
      const origin = siteOrigin(publicUrl, request);
      const xml = match[1] === undefined ? await sitemaps.pages(origin) : await sitemaps.products(origin, Number(match[1]));
      if (xml === undefined) throw notFound('Sitemap');
      return reply.header('cache-control', CRAWLER_CACHE).type(XML).send(xml);
    },
  );

  app.get(
    '/og/products/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(60) }) } },
    async (request, reply) => {
      const id = PREVIEW_FILE.exec(request.params.file)?.[1];
      if (!id || !isUuid(id)) throw notFound('Product');
      const picture = await previews.forProduct(await app.catalogue.product(id, null));
      if (!picture) throw notFound('Product photo');
      return reply.header('cache-control', PREVIEW_CACHE).type('image/jpeg').send(picture);
    },
  );
};

export default seoRoutes;
