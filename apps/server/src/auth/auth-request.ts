import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authBodyMessages, authRequestBody, errorCodes, jsonFault, signUpFieldsBody, updateUserBody } from '@phonehaat/contract';
import { AppError } from '../errors/app-error.ts';

// Bodies whose fields Better Auth writes to the database unchecked: their types are ours to check.
const fieldSchemas: Record<string, z.ZodType> = {
  '/api/auth/update-user': updateUserBody,
  '/api/auth/sign-up/email': signUpFieldsBody,
};

// Where Better Auth sends the browser afterwards (verify-email and reset-password redirected to any
// host, and answered 500 for text that is no URL).
const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;
const REDIRECT_MESSAGE = 'must be a path on this site';

/** A path on this site (`/x`, not `//host` or `/\\host`), or an absolute URL on its origin. */
function isOwnAddress(value: unknown, siteOrigin: string): boolean {
  if (typeof value !== 'string') return false;
  if (/^\/(?![/\\])/.test(value)) return true;
  return URL.canParse(value) && new URL(value).origin === siteOrigin;
}

const refused = (errors: Record<string, string>) =>
  new AppError(
    errorCodes.validation,
    400,
    Object.entries(errors)
      .map(([field, text]) => `${field}: ${text}`)
      .join('; '),
    errors,
  );

/**
 * Route hook of the identity bridge: no NUL character in the path or query, redirect addresses only on
 * this site, and a POST body must be a shallow JSON object with no NUL character (and the right field
 * types where Better Auth does not check them), or the request is a 400, as on /api. Before, such
 * requests reached Better Auth and PostgreSQL and answered 500, or redirected to another host.
 */
export const authRequestCheck =
  (siteOrigin: string) =>
  async (request: FastifyRequest): Promise<void> => {
    if (jsonFault([request.params, request.query], 3) === 'nulByte') throw refused({ request: authBodyMessages.nulByte });
    const body = request.method === 'POST' ? request.body : undefined;
    if (body !== undefined) {
      const path = request.url.split('?', 1)[0]!.replace(/\/+$/, '');
      for (const schema of [authRequestBody, fieldSchemas[path]]) {
        const result = schema?.safeParse(body);
        if (!result || result.success) continue;
        const errors: Record<string, string> = {};
        for (const issue of result.error.issues) errors[issue.path.join('.') || 'request'] ??= issue.message;
        throw refused(errors);
      }
    }
    for (const source of [request.query, body] as Array<Record<string, unknown> | undefined>) {
      for (const field of REDIRECT_FIELDS) {
        if (source?.[field] !== undefined && !isOwnAddress(source[field], siteOrigin)) throw refused({ [field]: REDIRECT_MESSAGE });
      }
    }
  };
