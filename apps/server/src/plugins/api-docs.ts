import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { sessionViewer } from '../auth/session-viewer.ts';
import { forbidden, unauthenticated } from '../errors/app-error.ts';

export interface ApiDocsOptions {
  /**
   * Production: the page and its JSON list every route, admin ones included, so only a signed-in admin
   * (session cookie or bearer) reads them; anyone else is answered 401 or 403.
   */
  adminsOnly: boolean;
}

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export default fp<ApiDocsOptions>(
  async (app, { adminsOnly }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'PhoneHaat API',
          description:
            'The marketplace API. Protected calls take `Authorization: Bearer <accessToken>` from GET /api/jwt. ' +
            'A POST, PUT, PATCH or DELETE may carry `Idempotency-Key` (1–255 printable ASCII characters): a retry with the ' +
            'same key and body within 24 hours gets the first answer again, marked `Idempotent-Replayed: true`; another ' +
            'body is refused (422 IDEMPOTENCY_KEY_REUSED), and a retry while the first is running gets 409 ' +
            'IDEMPOTENCY_KEY_IN_USE with Retry-After.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    const adminOnly = async (request: FastifyRequest) => {
      const viewer = await sessionViewer(app.auth, app.db, request.headers);
      if (!viewer) throw unauthenticated();
      if (viewer.role !== 'admin') throw forbidden();
    };
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, ...(adminsOnly && { uiHooks: { onRequest: adminOnly } }) });
  },
  { name: 'api-docs', dependencies: ['auth'] },
);
