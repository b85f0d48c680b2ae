import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ApiGet } from '@phonehaat/contract';
import { AppError } from '../errors/app-error.ts';
import { sellerProfile } from '../services/reviews/seller-profile.ts';
import { sessionLanguage } from '../services/users/session-language.ts';
import type { PageDocumentSources } from './page-document.ts';

/** A read's value, or undefined when what it reads does not exist; other failures stay failures (a 500, not a `noindex`). */
async function unlessMissing<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** What pages read, from the app's own read path: the catalogue, sellers' profiles, sessions' languages, and the API in-process. */
export function pageSources(app: FastifyInstance): Omit<PageDocumentSources, 'renderPage'> {
  return {
    apiAnswer: async <T>(apiPath: string): Promise<T | undefined> => {
      try {
        const response = await app.inject({ method: 'GET', url: `${API_PREFIX}${apiPath}` });
        return response.statusCode === 200 ? response.json<T>() : undefined;
      } catch {
        return undefined;
      }
    },
    product: (id) => unlessMissing(app.catalogue.product(id, null)),
    brandName: async (id) => (await unlessMissing(app.catalogue.category(id)))?.name,
    seller: (id) => unlessMissing(sellerProfile(app.db, id)),
    sessionLanguage: (token) => sessionLanguage(app.db, token),
  };
}

/** The renderer's way into the API: an anonymous GET answered in-process, as a fetch `Response`. */
export function inProcessApiGet(app: FastifyInstance): ApiGet {
  return async (apiPath) => {
    const answer = await app.inject({ method: 'GET', url: apiPath });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
