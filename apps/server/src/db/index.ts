/** `@phonehaat/server/db`: opening and migrating the database, for other workspaces (bench/). */
export { banglaSpellings } from './bangla-spellings.ts';
export { openDatabase, type Database, type DatabaseHandle } from './client.ts';
export { runMigrations } from './migrate.ts';
