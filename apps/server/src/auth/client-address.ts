/**
 * The client's address as Fastify knows it (`request.ip`, which follows TRUST_PROXY), handed to Better
 * Auth in a header of its own: plugins/auth.ts sets it on every request it forwards, over anything the
 * client sent under that name. Better Auth's own reading of X-Forwarded-For would trust any client.
 */
export const CLIENT_ADDRESS_HEADER = 'x-phonehaat-client-address';
