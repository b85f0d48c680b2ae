import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  category,
  categoryListQuery,
  deleteResult,
  errorBody,
  idParams,
  newProductResult,
  listingFacets,
  newProductBody,
  priceGuide,
  priceGuideQuery,
  product,
  productListQuery,
  type ProductListQuery,
  updateResult,
  TOTAL_PRECISION_HEADER,
} from '@phonehaat/contract';
import { advertiseProduct } from '../services/products/advertise-product.ts';
import { createProduct } from '../services/products/create-product.ts';
import { removeProduct } from '../services/products/remove-product.ts';
import type { ProductAnswerPage } from '../services/catalogue-read/catalogue-read.ts';
import { publicCacheControl } from '../lib/cache-control.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const bearer = [{ bearer: [] }];
/** Anonymous answers of these routes are the same for everyone: kept as bytes (answer-bytes.ts). */
const publicAnswer = { publicAnswer: true };

/** X-Total-Count, how it was found (X-Total-Precision), and an RFC 8288 Link header so clients can page without guessing. */
function pageHeaders(request: FastifyRequest, page: ProductAnswerPage): Record<string, string> {
  const lastPage = Math.max(1, Math.ceil(page.total / page.limit));
  const [pathname, query = ''] = request.url.split('?', 2);
  const link = (target: number, rel: string) => {
    const params = new URLSearchParams(query);
    params.set('page', String(target));
    params.set('limit', String(page.limit));
    return `<${pathname}?${params}>; rel="${rel}"`;
  };
  const exact = page.precision === 'exact';
  // An estimated total does not know the last page: only the pages it knows of, and a next one while pages are full.
  const links = [link(1, 'first'), ...(exact ? [link(lastPage, 'last')] : [])];
  if (page.page > 1) links.push(link(exact ? Math.min(page.page - 1, lastPage) : page.page - 1, 'prev'));
  if (page.page < lastPage || (!exact && page.items.length === page.limit)) links.push(link(page.page + 1, 'next'));
  return {
    'x-total-count': String(page.total),
    [TOTAL_PRECISION_HEADER.toLowerCase()]: page.precision,
    link: links.join(', '),
    'access-control-expose-headers': `X-Total-Count, ${TOTAL_PRECISION_HEADER}, Link`,
  };
}

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A product list with its paging headers. */
  const sendList = async (request: FastifyRequest, reply: FastifyReply, query: ProductListQuery) => {
    const page = await request.catalogue.products(query, request.viewer);
    publicCacheControl(request, reply);
    reply.headers(pageHeaders(request, page));
    return page.items;
  };

  app.get(
    '/productsCategories',
    {
      schema: { tags: ['catalogue'], summary: 'All brand categories', response: { 200: z.array(category) } },
      config: publicAnswer,
    },
    async (request, reply) => {
      publicCacheControl(request, reply, 60);
      return request.catalogue.categories();
    },
  );

  app.get(
    '/category/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Available products of one category',
        params: idParams,
        querystring: categoryListQuery,
        response: { 200: z.array(product), ...errors },
      },
      config: publicAnswer,
      preHandler: app.identifyViewer,
    },
    async (request, reply) => {
      const brand = await request.catalogue.category(request.params.id);
      const query = { ...request.query, brand: brand._id };
      return sendList(request, reply, query);
    },
  );

  app.get(
    '/allProducts',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Available products, filtered, sorted and paged',
        description: 'Answers an array; X-Total-Count and Link headers give the total and the neighbouring pages.',
        querystring: productListQuery,
        response: { 200: z.array(product), 400: errorBody },
      },
      config: publicAnswer,
      preHandler: app.identifyViewer,
    },
    async (request, reply) => sendList(request, reply, request.query),
  );

  app.get(
    '/products/facets',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Counts of each filter option, given the other filters',
        description:
          'Takes the same query as GET /allProducts (page, limit and sort are ignored). Counts come from a table the listing-summaries job rebuilds (decision 0042): at most a minute behind the list.',
        querystring: productListQuery,
        response: { 200: listingFacets, 400: errorBody },
      },
      config: publicAnswer,
    },
    async (request, reply) => {
      publicCacheControl(request, reply);
      return request.catalogue.facets(request.query);
    },
  );

  app.get(
    '/price-guide',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Asking and sold prices of one model, storage and condition over 90 days',
        querystring: priceGuideQuery,
        response: { 200: priceGuide, 400: errorBody },
      },
    },
    async (request, reply) => {
      publicCacheControl(request, reply);
      return request.catalogue.priceGuide(request.query);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: { tags: ['catalogue'], summary: 'One product', params: idParams, response: { 200: product, 404: errorBody } },
      config: publicAnswer,
      preHandler: app.identifyViewer,
    },
    async (request, reply) => {
      publicCacheControl(request, reply);
      return request.catalogue.product(request.params.id, request.viewer);
    },
  );

  app.get(
    '/products/:id/similar',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Up to six listed phones like this one',
        description:
          'The same model nearest its price within ±25 %, then the same brand to fill up; never the phone itself. ' +
          'The same for everyone; 404 when the phone is not public.',
        params: idParams,
        response: { 200: z.array(product), 404: errorBody },
      },
      config: publicAnswer,
    },
    async (request, reply) => {
      publicCacheControl(request, reply);
      return request.catalogue.similar(request.params.id);
    },
  );

  app.post(
    '/allProducts',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List a product for sale (seller or admin)',
        security: bearer,
        body: newProductBody,
        response: { 201: newProductResult, ...errors, 429: errorBody },
      },
      preHandler: app.requireRole('Seller', 'admin'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createProduct(app.db, request.viewer!, request.body, {
            imageBases: app.ownImageBases,
            vault: app.imeiVault,
            now: app.clock(),
            catalogueChanged: app.catalogueChanged,
          }),
        ),
  );

  app.put(
    '/allProducts/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Advertise a product (admin)',
        security: bearer,
        params: idParams,
        response: { 200: updateResult, ...errors },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => advertiseProduct(app.db, app.catalogueChanged, request.params.id),
  );

  app.delete(
    '/allProducts/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Remove a listing (admin, or its own seller while unsold)',
        security: bearer,
        params: idParams,
        response: { 200: deleteResult, ...errors },
      },
      preHandler: app.requireRole('Seller', 'admin'),
    },
    async (request) => removeProduct(app.db, app.catalogueChanged, request.viewer!, request.params.id),
  );

  app.get(
    '/myProducts',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The signed-in seller's own listings, with their status",
        security: bearer,
        response: { 200: z.array(product), ...errors },
      },
      preHandler: app.requireRole('Seller', 'admin'),
    },
    async (request) => app.catalogue.sellerProducts(request.viewer!),
  );
};

export default catalogueRoutes;
