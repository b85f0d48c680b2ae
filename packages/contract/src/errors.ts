/** Error codes the API puts in `{ code }`; the web app reads the code, not the wording. */
export const errorCodes = {
  validation: 'VALIDATION',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  productSold: 'PRODUCT_SOLD',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unavailable: 'UNAVAILABLE',
  paymentFailed: 'PAYMENT_FAILED',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
