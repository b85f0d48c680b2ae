/**
 * The server's entry points for other workspaces (bench/), named in package.json's `exports`:
 * `@phonehaat/server` builds the app; `/db`, `/schema`, `/auth` and `/services` open the database and
 * call into it in-process. Other workspaces import these, never the server's files by path.
 */
export { buildApp, type AppOptions } from './app.ts';
export { loadEnv } from './config/env.ts';
