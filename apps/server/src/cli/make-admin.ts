import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { databaseTarget } from '../server.ts';
import { promoteAdmins } from '../services/users/promote-admin.ts';

/** `npm run make-admin -- someone@example.com`: grants admin to an existing account. */
const emails = process.argv.slice(2).filter((arg) => arg.includes('@'));
if (emails.length === 0) {
  process.stderr.write('Usage: npm run make-admin -- <email> [more emails]\n');
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase(databaseTarget(env));
try {
  await runMigrations(database);
  const found = await promoteAdmins(database.db, emails);
  for (const email of emails) {
    const ok = found.some((match) => match.toLowerCase() === email.toLowerCase());
    process.stdout.write(ok ? `${email} is now an admin\n` : `${email}: no such account (sign up first)\n`);
  }
  process.exitCode = found.length === emails.length ? 0 : 1;
} finally {
  await database.close();
}
