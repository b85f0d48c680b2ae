import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  category,
  deleteResult,
  errorBody,
  idParams,
  insertResult,
  newProductBody,
  product,
  productListQuery,
  type ProductListQuery,
  updateResult,
} from '@phonehaat/contract';
import { advertiseProduct } from '../services/products/advertise-product.ts';
import { createProduct } from '../services/products/create-product.ts';
import { productJsonById } from '../services/products/get-product.ts';
import { listProducts, type ProductPage } from '../services/products/list-products.ts';
import { removeProduct } from '../services/products/remove-product.ts';
import { sellerProductsJson } from '../services/products/seller-products.ts';
import { getCategory, listCategories } from '../services/categories/list-categories.ts';
import { makeRoom } from '../lib/bounded-map.ts';
import { publicCacheControl, sendJson } from '../plugins/http-cache.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const bearer = [{ bearer: [] }];

/** Link prefixes kept, and the longest URL whose prefix is kept (a long query is worked out each time). */
const LINK_PREFIXES_KEPT = 1000;
const LINK_PREFIX_URL_MAX = 512;
const linkPrefixes = new Map<string, string>();

/**
 * `path?query&` of a list's URL less its page and limit, where each Link target's page and limit go.
 * String work, kept per URL: a WHATWG URL per answer was once a tenth of the server's time on an
 * uncached list, and the Link header with the query parsed and re-encoded each time still 3 %.
 */
function linkPrefix(url: string): string {
  const kept = linkPrefixes.get(url);
  if (kept !== undefined) return kept;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  params.delete('page');
  params.delete('limit');
  const query = params.toString();
  const prefix = `${pathname}?${query ? `${query}&` : ''}`;
  if (url.length <= LINK_PREFIX_URL_MAX) {
    makeRoom(linkPrefixes, LINK_PREFIXES_KEPT);
    linkPrefixes.set(url, prefix);
  }
  return prefix;
}

/** X-Total-Count and an RFC 8288 Link header so clients can page without guessing. */
function pageHeaders(request: FastifyRequest, page: ProductPage): Record<string, string> {
  const lastPage = Math.max(1, Math.ceil(page.total / page.limit));
  const prefix = linkPrefix(request.url);
  const link = (target: number, rel: string) => `<${prefix}page=${target}&limit=${page.limit}>; rel="${rel}"`;
  const links = [link(1, 'first'), link(lastPage, 'last')];
  if (page.page > 1) links.push(link(Math.min(page.page - 1, lastPage), 'prev'));
  if (page.page < lastPage) links.push(link(page.page + 1, 'next'));
  return { 'x-total-count': String(page.total), link: links.join(', '), 'access-control-expose-headers': 'X-Total-Count, Link' };
}

/** The home page's and category pages' first pages: few distinct URLs, asked for constantly. */
const isHotList = (query: ProductListQuery) =>
  (query.page ?? 1) === 1 && !query.q && query.minPrice === undefined && query.maxPrice === undefined;

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const isAdmin = (request: FastifyRequest) => request.viewer?.role === 'admin';

  /** A product list with its paging headers; hot ones from the in-process cache. */
  const sendList = async (request: FastifyRequest, reply: FastifyReply, query: ProductListQuery) => {
    publicCacheControl(request, reply);
    const produce = async () => {
      const page = await listProducts(app.db, query, { allEmails: isAdmin(request) });
      return { json: page.json, headers: pageHeaders(request, page) };
    };
    if (isHotList(query)) return app.sendCachedJson(request, reply, produce);
    // The database wrote the answer in the contract's shape (product-json.ts): it goes out as it is.
    const { json, headers } = await produce();
    return sendJson(reply.headers(headers), json);
  };

  app.get(
    '/productsCategories',
    { schema: { tags: ['catalogue'], summary: 'All brand categories', response: { 200: z.array(category) } } },
    async (request, reply) => {
      publicCacheControl(request, reply, 60);
      return app.sendCachedJson(request, reply, async () => ({ json: JSON.stringify(await listCategories(app.db)) }), 60);
    },
  );

  app.get(
    '/category/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Available products of one category',
        params: idParams,
        querystring: productListQuery.omit({ brand: true }),
        response: { 200: z.array(product), ...errors },
      },
      preHandler: app.identifyViewer,
    },
    async (request, reply) => {
      const brand = await getCategory(app.db, request.params.id);
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
      preHandler: app.identifyViewer,
    },
    async (request, reply) => sendList(request, reply, request.query),
  );

  app.get(
    '/products/:id',
    {
      schema: { tags: ['catalogue'], summary: 'One product', params: idParams, response: { 200: product, 404: errorBody } },
      preHandler: app.identifyViewer,
    },
    async (request, reply) => {
      publicCacheControl(request, reply);
      // A listing's page is the catalogue's most visited answer: the public copy comes from the
      // in-process cache like the hot lists. Signed-in viewers get a fresh one: its own seller and
      // admins see the seller's email.
      if (!request.viewer) {
        return app.sendCachedJson(request, reply, async () => ({
          json: await productJsonById(app.db, request.params.id, { allEmails: false }),
        }));
      }
      const json = await productJsonById(app.db, request.params.id, { allEmails: isAdmin(request), viewerId: request.viewer.id });
      return sendJson(reply, json);
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
        response: { 201: insertResult, ...errors },
      },
      preHandler: app.requireRole('Seller', 'admin'),
    },
    async (request, reply) => reply.status(201).send(await createProduct(app.db, request.viewer!, request.body, app.ownImageBases)),
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
    async (request) => advertiseProduct(app.db, request.params.id),
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
    async (request) => removeProduct(app.db, request.viewer!, request.params.id),
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
    async (request, reply) => sendJson(reply, await sellerProductsJson(app.db, request.viewer!)),
  );
};

export default catalogueRoutes;
