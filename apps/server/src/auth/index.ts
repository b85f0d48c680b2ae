/** `@phonehaat/server/auth`: who a session token is, and the password hash, for other workspaces (bench/). */
export { hashPassword } from './password.ts';
export { viewerForToken } from './viewer.ts';
