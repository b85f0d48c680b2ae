import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessTokenAnswer,
  adminCheck,
  deleteResult,
  emailParams,
  errorBody,
  idParams,
  insertResult,
  jwtQuery,
  profilePhotoAnswer,
  registerUserBody,
  sellerCheck,
  updateResult,
  user,
} from '@phonehaat/contract';
import { forbidden, unauthenticated } from '../errors/app-error.ts';
import { deleteUser } from '../services/users/delete-user.ts';
import { listSellers, listUsers } from '../services/users/list-users.ts';
import { toHeaders } from '../auth/session-viewer.ts';
import { registerUser } from '../services/users/register-user.ts';
import { hasRole } from '../services/users/role-check.ts';
import { verifySeller } from '../services/users/verify-seller.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const bearer = [{ bearer: [] }];

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jwt',
    {
      schema: {
        tags: ['identity'],
        summary: 'Access token for the signed-in user',
        description: 'Only answers a caller already signed in (session cookie or bearer) as that email.',
        querystring: jwtQuery,
        response: { 200: accessTokenAnswer, ...errors },
      },
    },
    async (request) => {
      const session = await app.auth.api.getSession({ headers: toHeaders(request.headers) });
      if (!session) throw unauthenticated();
      if (session.user.email.toLowerCase() !== request.query.email.trim().toLowerCase()) {
        throw forbidden('You can only get a token for your own account');
      }
      return { accessToken: session.session.token };
    },
  );

  app.get(
    '/users/me/photo',
    {
      schema: {
        tags: ['identity'],
        summary: "The signed-in user's photo, once the one given at sign-up is stored here",
        description: 'Waits for this instance to finish fetching the sign-up photo (a few seconds at most); null when there is none.',
        security: bearer,
        response: { 200: profilePhotoAnswer, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ photoURL: await app.profilePhotos.settled(request.viewer!.id) }),
  );

  app.get(
    '/users/admin/:email',
    {
      schema: { tags: ['identity'], summary: 'Is this email an admin', security: bearer, params: emailParams, response: { 200: adminCheck, ...errors } },
      preHandler: app.requireUser,
    },
    async (request) => ({ isAdmin: await hasRole(app.db, request.viewer!, request.params.email, 'admin') }),
  );

  app.get(
    '/users/seller/:email',
    {
      schema: { tags: ['identity'], summary: 'Is this email a seller', security: bearer, params: emailParams, response: { 200: sellerCheck, ...errors } },
      preHandler: app.requireUser,
    },
    async (request) => ({ isSeller: await hasRole(app.db, request.viewer!, request.params.email, 'Seller') }),
  );

  app.post(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Register the signed-in user in the store (role User or Seller)',
        security: bearer,
        body: registerUserBody,
        response: { 200: insertResult, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => registerUser(app.db, request.viewer!, request.body),
  );

  app.get(
    '/users',
    {
      schema: { tags: ['users'], summary: 'All users (admin)', security: bearer, response: { 200: z.array(user), ...errors } },
      preHandler: app.requireRole('admin'),
    },
    async () => listUsers(app.db),
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete a user (admin; admin accounts cannot be deleted)',
        security: bearer,
        params: idParams,
        response: { 200: deleteResult, ...errors },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => deleteUser(app.db, app.catalogueChanged, request.params.id),
  );

  app.get(
    '/seller',
    {
      schema: { tags: ['users'], summary: 'All sellers (admin)', security: bearer, response: { 200: z.array(user), ...errors } },
      preHandler: app.requireRole('admin'),
    },
    async () => listSellers(app.db),
  );

  app.put(
    '/seller/:id',
    {
      schema: { tags: ['users'], summary: 'Verify a seller (admin)', security: bearer, params: idParams, response: { 200: updateResult, ...errors } },
      preHandler: app.requireRole('admin'),
    },
    async (request) => verifySeller(app.db, app.catalogueChanged, request.params.id, app.clock()),
  );
};

export default userRoutes;
