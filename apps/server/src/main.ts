import closeWithGrace from 'close-with-grace';
import { ConfigError, loadEnv } from './config/env.ts';
import { DataDirectoryInUseError } from './db/pglite-lock.ts';
import { toleratingDatabaseOutages } from './lib/database-outage.ts';
import { prepareServer } from './server.ts';

/** Starts PhoneHaat: configuration, database, HTTP, and a clean shutdown on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const env = loadEnv();
  const { app, database } = await prepareServer(env);

  // A database outage under a background task is no reason to exit (lib/database-outage.ts); any other
  // unhandled rejection is thrown again and reaches close-with-grace as an uncaught exception.
  process.on('unhandledRejection', toleratingDatabaseOutages(app.log));
  closeWithGrace({ delay: 10_000, skip: ['unhandledRejection'] }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing requests in flight');
    app.lifecycle.startDraining();
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
    // close() stops accepting connections and resolves once in-flight requests have been answered.
    await app.close();
    await database.close();
  });

  await app.listen({ host: env.HOST, port: env.PORT });
  process.stdout.write(`PhoneHaat is running at ${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`PhoneHaat could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
