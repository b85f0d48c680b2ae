import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, fieldErrorOf, type ErrorBody, type FieldError } from '@phonehaat/contract';
import { AppError } from '../errors/app-error.ts';
import { isDatabaseUnavailable, isUnstorableText } from '../lib/pg-errors.ts';

/** One place that turns every failure into `{ message, code }` with the right status. */
export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      const send = (status: number, body: ErrorBody) => reply.status(status).send(body);

      if (error instanceof AppError) {
        return send(error.statusCode, {
          message: error.message,
          code: error.code,
          ...(error.fields && { errors: error.fields }),
          ...(error.issues && { issues: error.issues }),
          ...(error.detail && { detail: error.detail }),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        // Beside each message, its code and parameters (the web app translates those, decision 0057): one per field.
        const issues = new Map<string, FieldError>();
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request';
          errors[field] ??= issue.message ?? 'Invalid value';
          const coded = fieldErrorOf({ ...issue.params, code: issue.keyword, path: issue.instancePath.split('/').slice(1) });
          if (coded.field !== '' && !issues.has(coded.field)) issues.set(coded.field, coded);
        }
        const message = Object.entries(errors)
          .map(([field, text]) => `${field}: ${text}`)
          .join('; ');
        return send(400, { message, code: errorCodes.validation, errors, ...(issues.size > 0 && { issues: [...issues.values()] }) });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
        return send(413, { message: 'The request is too large', code: errorCodes.payloadTooLarge });
      }
      if (error.statusCode === 429) {
        return send(429, { message: error.message, code: errorCodes.rateLimited });
      }
      if (isUnstorableText(error)) {
        return send(400, {
          message: 'The request contains characters that cannot be stored (such as a NUL byte)',
          code: errorCodes.validation,
        });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .header('retry-after', '5')
          .status(503)
          .send({
            message: 'The service is temporarily unavailable. Please try again in a moment.',
            code: errorCodes.unavailable,
          });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return send(error.statusCode, { message: error.message, code: error.code ?? errorCodes.validation });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(500, { message: 'Something went wrong on our side. Please try again.', code: errorCodes.internal });
    });
  },
  { name: 'errors' },
);
