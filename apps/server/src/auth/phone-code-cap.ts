import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { PHONE_CODE_SENDS_PER_ADDRESS, PHONE_CODE_SENDS_PER_NUMBER, PHONE_CODE_WINDOW_SECONDS } from '@phonehaat/contract';
import type { Database } from '../db/client.ts';
import { phoneCodeSends } from '../db/schema/index.ts';

/** Which cap refused a send: the number's or the client address's. */
export type PhoneCodeRefusal = 'number' | 'address';

const lockOn = (key: string) => sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`;

/**
 * Notes a code about to be sent to `phoneNumber` at the request of `ipAddress`, or says which cap of the
 * last hour refuses it (issue 38 §3). Better Auth counts tries per code only, and asking again starts a
 * new code with fresh tries (its issue #11162): this count is ours, and asking again does not lift it.
 *
 * One transaction holding advisory locks on the number, then on the address (always in that order, so
 * two requests never wait for each other crosswise): simultaneous requests count one after another, so
 * no burst gets past the cap. Rows older than the window are dropped as the number is counted again.
 */
export async function reservePhoneCodeSend(
  db: Database,
  { phoneNumber, ipAddress, now }: { phoneNumber: string; ipAddress: string | null; now: Date },
): Promise<PhoneCodeRefusal | null> {
  const since = new Date(now.getTime() - PHONE_CODE_WINDOW_SECONDS * 1000);
  return db.transaction(async (tx) => {
    await tx.execute(lockOn(`phone-code-number:${phoneNumber}`));
    if (ipAddress) await tx.execute(lockOn(`phone-code-address:${ipAddress}`));
    await tx.delete(phoneCodeSends).where(and(eq(phoneCodeSends.phoneNumber, phoneNumber), lte(phoneCodeSends.at, since)));

    const [toNumber] = await tx
      .select({ sent: count() })
      .from(phoneCodeSends)
      .where(and(eq(phoneCodeSends.phoneNumber, phoneNumber), gt(phoneCodeSends.at, since)));
    if ((toNumber?.sent ?? 0) >= PHONE_CODE_SENDS_PER_NUMBER) return 'number';
    if (ipAddress) {
      const [fromAddress] = await tx
        .select({ sent: count() })
        .from(phoneCodeSends)
        .where(and(eq(phoneCodeSends.ipAddress, ipAddress), gt(phoneCodeSends.at, since)));
      if ((fromAddress?.sent ?? 0) >= PHONE_CODE_SENDS_PER_ADDRESS) return 'address';
    }
    await tx.insert(phoneCodeSends).values({ phoneNumber, ipAddress, at: now });
    return null;
  });
}
