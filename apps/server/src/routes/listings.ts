import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { becomeSellerAnswer, editProductBody, errorBody, idParams, listingCodeAnswer, product } from '@phonehaat/contract';
import { productRowById } from '../services/catalogue-read/get-product.ts';
import { productAnswer } from '../services/catalogue-read/product-answer.ts';
import { editProduct } from '../services/products/edit-product.ts';
import { markProductSold } from '../services/products/mark-product-sold.ts';
import { relistProduct } from '../services/products/relist-product.ts';
import { becomeSeller } from '../services/users/become-seller.ts';
import { listingCodeFor } from '../services/products/listing-code.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const bearer = [{ bearer: [] }];
const tags = ['catalogue'];

/** A seller managing their own listings (edit, mark sold, relist), and a User becoming a Seller. */
const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The listing as its seller now sees it, read past the catalogue's cache (this request's write clears it only as it answers). */
  const ownListing = async (id: string) => productAnswer(await productRowById(app.db, id), true);
  const listingAction = (summary: string) => ({ tags, summary, security: bearer, params: idParams, response: { 200: product, ...errors } });

  app.get(
    '/listing-code',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in seller must add a verification photo, and the code to write on its paper (decision 0040)',
        security: bearer,
        response: { 200: listingCodeAnswer, 401: errorBody, 403: errorBody },
      },
      preHandler: app.requireRole('Seller', 'admin'),
    },
    async (request) => listingCodeFor(request.viewer!, app.clock()),
  );

  app.patch(
    '/products/:id',
    {
      schema: { ...listingAction('Edit an unsold listing: price, photo, location, details, cash at the meet-up (its own seller)'), body: editProductBody },
      preHandler: app.requireRole('Seller', 'admin'),
    },
    async (request) => {
      await editProduct(app.db, app.catalogueChanged, request.viewer!, request.params.id, request.body, app.ownImageBases, app.clock());
      return ownListing(request.params.id);
    },
  );

  app.post(
    '/products/:id/sold',
    {
      schema: listingAction('Mark a listing sold outside PhoneHaat (its own seller; refused while a paid order holds it)'),
      preHandler: app.requireRole('Seller', 'admin'),
    },
    async (request) => {
      await markProductSold(app.db, app.catalogueChanged, request.viewer!, request.params.id, app.clock());
      return ownListing(request.params.id);
    },
  );

  app.post(
    '/products/:id/relist',
    {
      schema: { ...listingAction('Put a listing its seller marked sold back on sale'), response: { 200: product, ...errors, 429: errorBody } },
      preHandler: app.requireRole('Seller', 'admin'),
    },
    async (request) => {
      await relistProduct(app.db, app.catalogueChanged, request.viewer!, request.params.id, app.clock());
      return ownListing(request.params.id);
    },
  );

  app.post(
    '/users/me/seller',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in User becomes a Seller (an admin keeps their role)',
        security: bearer,
        response: { 200: becomeSellerAnswer, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => becomeSeller(app.db, request.viewer!),
  );
};

export default listingRoutes;
