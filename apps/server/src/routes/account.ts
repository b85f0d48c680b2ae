import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeleted, accountDeletionCheck, errorBody, ratingsAsBuyer } from '@phonehaat/contract';
import { ratingsAsBuyer as ratingsOf } from '../services/reviews/ratings-as-buyer.ts';
import { deleteOwnAccount } from '../services/users/delete-own-account.ts';
import { accountDeletionCheck as deletionCheckOf } from '../services/users/deletion-blockers.ts';

const errors = { 401: errorBody, 403: errorBody };
const bearer = [{ bearer: [] }];
const tags = ['account'];

/**
 * The signed-in person's own account (issue 38 §4, /dashboard/account). Its name, photo, email and
 * password change through Better Auth (/api/auth/update-user, change-email, change-password); these are
 * the rest. An admin account is not deleted from here: another admin's account page would be left with
 * no one who may delete users or pay sellers.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/ratings',
    {
      schema: {
        tags,
        summary: 'The ratings sellers gave the signed-in person as their buyer, newest first, and their average',
        security: bearer,
        response: { 200: ratingsAsBuyer, 401: errorBody },
      },
      preHandler: app.requireUser,
    },
    async (request) => ratingsOf(app.db, request.viewer!.id),
  );

  app.get(
    '/users/me/deletion',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in person may delete their account now, and what stops it',
        description: 'Open orders on either side, and money held for them as a seller (poisha), stop it.',
        security: bearer,
        response: { 200: accountDeletionCheck, ...errors },
      },
      preHandler: app.requireRole('User', 'Seller'),
    },
    async (request) => deletionCheckOf(app.db, request.viewer!.id),
  );

  app.delete(
    '/users/me',
    {
      schema: {
        tags,
        summary: 'Delete the signed-in account: personal data erased, orders, payments and ratings kept',
        description:
          'Refused (409 ACCOUNT_NOT_DELETABLE) while an order is open on either side or money is held for the person. ' +
          'Answers what was removed and what was kept, as codes.',
        security: bearer,
        response: { 200: accountDeleted, ...errors, 404: errorBody, 409: errorBody },
      },
      preHandler: app.requireRole('User', 'Seller'),
    },
    async (request) => deleteOwnAccount(app.db, app.catalogueChanged, request.viewer!, app.clock()),
  );
};

export default accountRoutes;
