import { errorCodes, type ErrorCode, type FieldError, type FieldErrorCode } from '@phonehaat/contract';

/** An error the API answers with on purpose: a status, a code the client can read, and a message for people. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** The fields' errors as codes with parameters (field-errors.ts), beside `fields`' messages. */
    readonly issues?: FieldError[],
    /** Facts the client acts on, sent as `detail` (a block's `{ canWrite: false }`). */
    readonly detail?: Record<string, string | number | boolean>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError(errorCodes.notFound, 404, `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(errorCodes.forbidden, 403, message);
export const unauthenticated = (message = 'Please sign in to continue') =>
  new AppError(errorCodes.unauthenticated, 401, message);
export const conflict = (message: string, code: ErrorCode = errorCodes.conflict) => new AppError(code, 409, message);
export const invalidField = (field: string, message: string, code: FieldErrorCode) =>
  new AppError(errorCodes.validation, 400, `${field}: ${message}`, { [field]: message }, [{ field, code }]);
