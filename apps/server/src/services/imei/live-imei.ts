import { and, count, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { errorCodes, imeiLast4, imeiMessages, MAX_IMEI_COLLISIONS } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { imeiCollisions, products } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUniqueViolation, violatedConstraint } from '../../lib/pg-errors.ts';
import type { ImeiVault } from './imei-vault.ts';

/** A transaction (or, for a caller already inside one, its handle as a Database). */
type Transaction = Database;

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

/** A hash met in a live listing (other than the one being written). */
export class ImeiCollision extends Error {
  constructor(
    readonly imeiHash: string,
    readonly productId: string,
  ) {
    super(imeiMessages.taken);
  }
}

/**
 * The live listing (other than `except`) that holds one of the hashes as its first or second IMEI, if
 * any. A transaction-scoped advisory lock per hash makes two listings of one phone at once wait for
 * each other; the partial unique indexes on each column (decision 0052) are the database's own guard.
 */
export async function liveImeiCollision(tx: Transaction, hashes: string[], except?: string): Promise<ImeiCollision | undefined> {
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
  if (!live) return undefined;
  const met = hashes.find((hash) => hash === live.imeiHash || hash === live.imei2Hash)!;
  return new ImeiCollision(met, live.id);
}

/** As liveImeiCollision, thrown. */
export async function assertImeisFree(tx: Transaction, hashes: string[], except?: string): Promise<void> {
  const collision = await liveImeiCollision(tx, hashes, except);
  if (collision) throw collision;
}

/** 409 IMEI_TAKEN with the IMEI field's message. */
export const imeiTaken = () => new AppError(errorCodes.imeiTaken, 409, imeiMessages.taken, { imei: imeiMessages.taken }, [
  { field: 'imei', code: 'imei_taken' },
]);

/** The 24 hours over which MAX_IMEI_COLLISIONS count. */
export const IMEI_COLLISION_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Before someone lists (or relists) a phone: takes their lock for the rest of the transaction and
 * refuses (429) once MAX_IMEI_COLLISIONS of theirs stand in the last 24 hours (decision 0052). Without
 * it, 409 against 201 tells anyone, as often as they like, whether an IMEI is on sale. The lock makes
 * attempts at once count each other, so the limit is exact.
 */
export async function assertImeiAttemptsLeft(tx: Transaction, personId: string, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`imei-attempts:${personId}`}, 0))`);
  const [recent] = await tx
    .select({ n: count() })
    .from(imeiCollisions)
    .where(and(eq(imeiCollisions.attemptedBy, personId), gt(imeiCollisions.createdAt, new Date(now.getTime() - IMEI_COLLISION_WINDOW_MS))));
  if ((recent?.n ?? 0) >= MAX_IMEI_COLLISIONS) throw new AppError(errorCodes.imeiAttemptsLimited, 429, imeiMessages.attemptsLimited);
}

/**
 * Notes a collision for the admins (GET /admin/imei-collisions) in the attempt's own transaction, which
 * then commits with nothing else written: the record is the point of the refusal (decision 0036).
 */
export async function recordCollision(tx: Transaction, collision: ImeiCollision, attemptedBy: string, now: Date): Promise<void> {
  await tx.insert(imeiCollisions).values({ imeiHash: collision.imeiHash, productId: collision.productId, attemptedBy, createdAt: now });
}

/** A unique violation of the live-IMEI indexes (a writer that did not check first): answered 409 IMEI_TAKEN. */
export const isLiveImeiViolation = (error: unknown): boolean =>
  isUniqueViolation(error) && ['products_listed_imei_idx', 'products_listed_imei2_idx'].includes(violatedConstraint(error) ?? '');
