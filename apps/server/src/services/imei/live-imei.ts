import { and, inArray, ne, or, sql } from 'drizzle-orm';
import { errorCodes, imeiLast4, imeiMessages } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { imeiCollisions, products } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ImeiVault } from './imei-vault.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a listing stores of its IMEIs: hashes, sealed values and the public last four; never the digits. */
export function storedImeis(vault: ImeiVault, imei: string, imei2: string | undefined) {
  return {
    imeiHash: vault.hash(imei),
    imeiSealed: vault.seal(imei),
    imeiLast4: imeiLast4(imei),
    imei2Hash: imei2 === undefined ? null : vault.hash(imei2),
    imei2Sealed: imei2 === undefined ? null : vault.seal(imei2),
  };
}

/** Thrown inside the transaction when a hash is live elsewhere; refuseCollision records it once that is rolled back. */
export class ImeiCollision extends Error {
  constructor(
    readonly imeiHash: string,
    readonly productId: string,
  ) {
    super(imeiMessages.taken);
  }
}

/**
 * Refuses the hashes when a live listing (other than `except`) holds either as its first or second IMEI.
 * A transaction-scoped advisory lock per hash makes two listings of one phone at once wait for each other
 * (a unique index cannot: a refund puts a sold phone back on sale, which must never fail on this; decision 0036).
 */
export async function assertImeisFree(tx: Transaction, hashes: string[], except?: string): Promise<void> {
  for (const hash of [...hashes].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`imei:${hash}`}, 0))`);
  const [live] = await tx
    .select({ id: products.id, imeiHash: products.imeiHash, imei2Hash: products.imei2Hash })
    .from(products)
    .where(
      and(
        sql`${products.isListed}`,
        or(inArray(products.imeiHash, hashes), inArray(products.imei2Hash, hashes)),
        except === undefined ? undefined : ne(products.id, except),
      ),
    )
    .limit(1);
  if (!live) return;
  const met = hashes.find((hash) => hash === live.imeiHash || hash === live.imei2Hash)!;
  throw new ImeiCollision(met, live.id);
}

/**
 * After the transaction that found a collision rolled back: notes it for the admins (GET
 * /admin/imei-collisions) and answers 409 with the IMEI field's message.
 */
export async function refuseCollision(db: Database, collision: ImeiCollision, attemptedBy: string): Promise<never> {
  await db.insert(imeiCollisions).values({ imeiHash: collision.imeiHash, productId: collision.productId, attemptedBy });
  throw new AppError(errorCodes.imeiTaken, 409, imeiMessages.taken, { imei: imeiMessages.taken });
}
