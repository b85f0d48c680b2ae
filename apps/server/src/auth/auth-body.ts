import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authRequestBody, errorCodes, updateUserBody } from '@phonehaat/contract';
import { AppError } from '../errors/app-error.ts';

// Bodies whose fields Better Auth writes to the database unchecked: their types are ours to check.
const fieldSchemas: Record<string, z.ZodType> = { '/api/auth/update-user': updateUserBody };

/**
 * Route hook of the identity bridge: a POST body must be a shallow JSON object with no NUL character
 * (and the right field types where Better Auth does not check them), or the request is a 400, as on
 * /api. Before, such bodies reached Better Auth and answered 500.
 */
export async function checkAuthBody(request: FastifyRequest): Promise<void> {
  if (request.method !== 'POST' || request.body === undefined) return;
  const path = request.url.split('?', 1)[0]!.replace(/\/+$/, '');
  for (const schema of [authRequestBody, fieldSchemas[path]]) {
    const result = schema?.safeParse(request.body);
    if (!result || result.success) continue;
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) errors[issue.path.join('.') || 'request'] ??= issue.message;
    const message = Object.entries(errors)
      .map(([field, text]) => `${field}: ${text}`)
      .join('; ');
    throw new AppError(errorCodes.validation, 400, message, errors);
  }
}
